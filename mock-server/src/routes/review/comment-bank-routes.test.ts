import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BankComment, CommentBankResponse } from "@app/domain/api/comment-bank";
import { BANK_OWN_MAX, BANK_TEXT_MAX } from "@app/domain/review/comment-bank";
import { maxLengthMessage } from "@app/domain/validation/messages";
import {
  CALLERS,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addReviewCourse, addUser, otherSchoolOwner } from "../../test-support/review-test-support";
import { addTestSchool } from "../../test-support/people";

const DEMO_SCHOOL = 1;

describe("comment bank: GET/POST /api/review/comments, PUT/DELETE /api/review/comments/{id}", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    await addReviewCourse(server.store, { name: "Курс школы" });
  });
  afterAll(() => server.close());

  const add = async (token: string | undefined, body: unknown) =>
    server.call("POST", "/api/review/comments", body, token);
  const bank = async (token: string | undefined): Promise<CommentBankResponse> =>
    (await server.call("GET", "/api/review/comments", undefined, token)).body as CommentBankResponse;

  it("a teacher keeps his own comments; the school's owner shares one that the school's teachers see", async () => {
    const own = await add(tokens.TEACHER, { text: "  Раскройте тему, {имя}.  " });
    expect(own.status).toBe(201);
    expect((own.body as { data: BankComment }).data).toMatchObject({
      scope: "own",
      school_id: null,
      text: "Раскройте тему, {имя}.",
      can_edit: true,
    });
    const shared = await add(tokens.SCHOOL_OWNER, { text: "Спасибо за работу!", scope: "school" });
    expect(shared.status).toBe(201);
    expect((shared.body as { data: BankComment }).data).toMatchObject({ scope: "school", school_id: DEMO_SCHOOL });

    const teacherBank = await bank(tokens.TEACHER);
    expect(teacherBank.data.map((c) => [c.text, c.scope, c.can_edit])).toEqual([
      ["Раскройте тему, {имя}.", "own", true],
      ["Спасибо за работу!", "school", false],
    ]);
    expect(teacherBank.meta).toEqual({ can_share: false });
    const managerBank = await bank(tokens.MANAGER);
    expect(managerBank.data.map((c) => [c.text, c.can_edit])).toEqual([["Спасибо за работу!", true]]);
    expect(managerBank.meta).toEqual({ can_share: true });
  });

  it("edits and deletes: the author his own, the school's staff the school's", async () => {
    const id = ((await add(tokens.TEACHER, { text: "Черновик" })).body as { data: BankComment }).data.id;
    const edited = await server.call("PUT", `/api/review/comments/${id}`, { text: "Исправлено" }, tokens.TEACHER);
    expect([edited.status, (edited.body as { data: BankComment }).data.text]).toEqual([200, "Исправлено"]);
    expect((await server.call("DELETE", `/api/review/comments/${id}`, undefined, tokens.TEACHER)).status).toBe(200);
    expect((await bank(tokens.TEACHER)).data.some((c) => c.id === id)).toBe(false);
    expect((await server.call("DELETE", `/api/review/comments/${id}`, undefined, tokens.TEACHER)).status).toBe(404);
  });

  it("refuses an empty or too long text, and a full bank", async () => {
    const empty = await add(tokens.TEACHER, { text: "  " });
    expect([empty.status, validationOf(empty.body)]).toEqual([422, { text: ["Обязательное поле"] }]);
    const long = await add(tokens.TEACHER, { text: "а".repeat(BANK_TEXT_MAX + 1) });
    expect(validationOf(long.body)).toEqual({ text: [maxLengthMessage(BANK_TEXT_MAX)] });
    const manager = (await server.login("manager@demo.ru")).token;
    const have = (await bank(manager)).data.filter((c) => c.scope === "own").length;
    for (let i = have; i < BANK_OWN_MAX; i += 1)
      expect((await add(manager, { text: `Комментарий ${i}` })).status).toBe(201);
    const full = await add(manager, { text: "Ещё один" });
    expect(full.status).toBe(422);
    expect(validationOf(full.body)?.text?.[0]).toContain(String(BANK_OWN_MAX));
  });

  it("access matrix: reviewers read and keep their own; only a school's owner and manager share", async () => {
    const read: Record<string, number> = {};
    const own: Record<string, number> = {};
    const school: Record<string, number> = {};
    for (const caller of CALLERS) {
      read[caller] = (await server.call("GET", "/api/review/comments", undefined, tokens[caller])).status;
      own[caller] = (await add(tokens[caller], { text: `Свой ${caller}` })).status;
      school[caller] = (await add(tokens[caller], { text: `Школа ${caller}`, scope: "school" })).status;
    }
    expect(read).toEqual({ SCHOOL_OWNER: 200, MANAGER: 200, ADMIN: 200, TEACHER: 200, STUDENT: 403, ANONYMOUS: 401 });
    expect(own).toEqual({ SCHOOL_OWNER: 201, MANAGER: 422, ADMIN: 201, TEACHER: 201, STUDENT: 403, ANONYMOUS: 401 });
    expect(school).toEqual({ SCHOOL_OWNER: 201, MANAGER: 201, ADMIN: 403, TEACHER: 403, STUDENT: 403, ANONYMOUS: 401 });
  });

  it("another school's teacher and owner, and a teacher not assigned, neither see nor change the school's comments", async () => {
    const id = (
      (await add(tokens.SCHOOL_OWNER, { text: "Только для нашей школы", scope: "school" })).body as {
        data: BankComment;
      }
    ).data.id;
    const otherSchool = await addTestSchool(server.store);
    await addUser(server.store, "teacher@other.ru", "teacher", [otherSchool]);
    await addUser(server.store, "idle-teacher@demo.ru", "teacher");
    const strangers = [
      (await server.login("teacher@other.ru")).token,
      (await server.login("idle-teacher@demo.ru")).token,
      await otherSchoolOwner(server, "owner@other-bank.ru"),
      tokens.TEACHER,
    ];
    for (const token of strangers) {
      expect((await server.call("PUT", `/api/review/comments/${id}`, { text: "Чужое" }, token)).status).toBe(403);
      expect((await server.call("DELETE", `/api/review/comments/${id}`, undefined, token)).status).toBe(403);
    }
    for (const token of strangers.slice(0, 3)) expect((await bank(token)).data.some((c) => c.id === id)).toBe(false);
    const mine = ((await add(tokens.TEACHER, { text: "Моё" })).body as { data: BankComment }).data.id;
    expect((await server.call("PUT", `/api/review/comments/${mine}`, { text: "x" }, tokens.MANAGER)).status).toBe(403);
    expect((await bank(tokens.MANAGER)).data.some((c) => c.id === mine)).toBe(false);
  });
});
