import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiscussionPage, DiscussionPostResponse } from "@app/domain/api/social";
import type { FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  errorMessage,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addReviewCourse, otherSchoolOwner, reviewSettings } from "../../test-support/review-test-support";

const MEMBERS: Record<Caller, number> = {
  SCHOOL_OWNER: 200,
  MANAGER: 200,
  ADMIN: 200,
  TEACHER: 200,
  STUDENT: 200,
  ANONYMOUS: 401,
};

describe("course discussion: /api/courses/{id}/discussion", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    course = await addReviewCourse(server.store);
  });
  afterAll(() => server.close());

  const path = (): string => `/api/courses/${course.courseId}/discussion`;
  const post = async (text: string, token: string | undefined): Promise<DiscussionPostResponse["data"]> =>
    ((await server.call("POST", path(), { text }, token)).body as DiscussionPostResponse).data;

  it("posts (201, trimmed, with the author) and lists newest first, paged", async () => {
    const answer = await server.call("POST", path(), { text: "  Привет всем!  " }, tokens.STUDENT);
    expect(answer.status).toBe(201);
    const first = (answer.body as DiscussionPostResponse).data;
    expect(first).toEqual({
      id: expect.any(Number),
      course_id: course.courseId,
      author: { id: 5, name: "Сергей", surname: "Иванов", avatar: null },
      text: "Привет всем!",
      created_at: "2026-03-01T09:00:00.000Z",
      reply_to: null,
      replies: [],
    });
    server.now += 1_000;
    const second = await post("Добро пожаловать на курс", tokens.TEACHER);
    const list = (await server.call("GET", `${path()}?per_page=1`, undefined, tokens.STUDENT)).body as DiscussionPage;
    expect(list).toEqual({ data: [second], meta: { page: 1, per_page: 1, total: 2 } });
    const page2 = (await server.call("GET", `${path()}?per_page=1&page=2`, undefined, tokens.STUDENT))
      .body as DiscussionPage;
    expect(page2.data).toEqual([first]);
  });

  it("validates the text: required, at most 2000 characters", async () => {
    for (const [body, message] of [
      [{}, "Обязательное поле"],
      [{ text: "  " }, "Обязательное поле"],
      [{ text: 42 }, "Обязательное поле"],
      [{ text: "б".repeat(2001) }, "Не должно превышать 2000 символов"],
    ] as const) {
      const answer = await server.call("POST", path(), body, tokens.STUDENT);
      expect(answer.status).toBe(422);
      expect(validationOf(answer.body)).toEqual({ text: [message] });
    }
  });

  it("refuses posting with 403 and a Russian message when comments are off; reading still works", async () => {
    const closed = await addReviewCourse(server.store, { settings: reviewSettings({ commentsEnable: false }) });
    const answer = await server.call(
      "POST",
      `/api/courses/${closed.courseId}/discussion`,
      { text: "Можно вопрос?" },
      tokens.STUDENT,
    );
    expect(answer.status).toBe(403);
    expect(errorMessage(answer.body)).toBe("Обсуждение курса отключено");
    expect(
      (await server.call("GET", `/api/courses/${closed.courseId}/discussion`, undefined, tokens.STUDENT)).status,
    ).toBe(200);
  });

  it("deletes: the author or the course's staff; others 403; unknown 404", async () => {
    const mine = await post("Удалю сам", tokens.STUDENT);
    expect((await server.call("DELETE", `${path()}/${mine.id}`, undefined, tokens.STUDENT)).body).toEqual({
      data: { id: mine.id },
    });
    expect((await server.call("DELETE", `${path()}/${mine.id}`, undefined, tokens.STUDENT)).status).toBe(404);
    const teachers = await post("Объявление", tokens.TEACHER);
    expect((await server.call("DELETE", `${path()}/${teachers.id}`, undefined, tokens.STUDENT)).status).toBe(403);
    expect((await server.call("DELETE", `${path()}/${teachers.id}`, undefined, tokens.MANAGER)).status).toBe(200);
    const students = await post("Сообщение ученика", tokens.STUDENT);
    expect((await server.call("DELETE", `${path()}/${students.id}`, undefined, tokens.TEACHER)).status).toBe(200);
    for (const id of ["999999", "abc"])
      expect((await server.call("DELETE", `${path()}/${id}`, undefined, tokens.ADMIN)).status).toBe(404);
  });

  it("replies go under the thread's first post, one level deep, oldest first; deleting the first post takes them (issue #30)", async () => {
    const other = await addReviewCourse(server.store);
    const at = `/api/courses/${other.courseId}/discussion`;
    const write = async (body: object, token: string | undefined) =>
      ((await server.call("POST", at, body, token)).body as DiscussionPostResponse).data;
    const question = await write({ text: "Как сдать задание?" }, tokens.STUDENT);
    server.now += 1_000;
    const reply = await write({ text: "Прикрепите файл", reply_to: question.id }, tokens.TEACHER);
    expect(reply).toMatchObject({ reply_to: question.id, replies: [] });
    server.now += 1_000;
    const replyToReply = await write({ text: "Спасибо!", reply_to: reply.id }, tokens.STUDENT);
    expect(replyToReply.reply_to).toBe(question.id);
    const list = (await server.call("GET", at, undefined, tokens.STUDENT)).body as DiscussionPage;
    expect(list.meta.total).toBe(1);
    expect(list.data[0]?.replies.map((r) => [r.text, r.reply_to])).toEqual([
      ["Прикрепите файл", question.id],
      ["Спасибо!", question.id],
    ]);
    const unknown = await server.call("POST", at, { text: "Кому?", reply_to: 999999 }, tokens.STUDENT);
    expect([unknown.status, errorMessage(unknown.body)]).toEqual([404, "Сообщение не найдено"]);
    expect((await server.call("DELETE", `${at}/${question.id}`, undefined, tokens.STUDENT)).status).toBe(200);
    expect(((await server.call("GET", at, undefined, tokens.STUDENT)).body as DiscussionPage).meta.total).toBe(0);
    expect(server.store.data.discussionPosts.some((p) => p.id === reply.id)).toBe(false);
  });

  it("answers 404 for an unknown course", async () => {
    for (const id of ["999999", "x1"]) {
      expect((await server.call("GET", `/api/courses/${id}/discussion`, undefined, tokens.ADMIN)).status).toBe(404);
      expect(
        (await server.call("POST", `/api/courses/${id}/discussion`, { text: "Привет" }, tokens.ADMIN)).status,
      ).toBe(404);
    }
  });

  it("access matrix: read, post, delete own post", async () => {
    const read: Record<string, number> = {};
    const wrote: Record<string, number> = {};
    const deleted: Record<string, number> = {};
    for (const caller of CALLERS) {
      read[caller] = (await server.call("GET", path(), undefined, tokens[caller])).status;
      const answer = await server.call("POST", path(), { text: `Сообщение ${caller}` }, tokens[caller]);
      wrote[caller] = answer.status;
      const id = answer.status === 201 ? (answer.body as DiscussionPostResponse).data.id : 1;
      deleted[caller] = (await server.call("DELETE", `${path()}/${id}`, undefined, tokens[caller])).status;
    }
    expect(read).toEqual(MEMBERS);
    expect(wrote).toEqual({ ...MEMBERS, SCHOOL_OWNER: 201, MANAGER: 201, ADMIN: 201, TEACHER: 201, STUDENT: 201 });
    expect(deleted).toEqual(MEMBERS);
  });

  it("ownership: a student not enrolled, another school's owner and an unassigned teacher get 403", async () => {
    const fresh = (await server.login("fresh@demo.ru")).token;
    const stranger = await otherSchoolOwner(server, "owner4@other.ru");
    for (const token of [fresh, stranger]) {
      expect((await server.call("GET", path(), undefined, token)).status).toBe(403);
      expect((await server.call("POST", path(), { text: "Привет" }, token)).status).toBe(403);
    }
    const unassigned = await addReviewCourse(server.store, { settings: reviewSettings({}, []) });
    expect(
      (await server.call("GET", `/api/courses/${unassigned.courseId}/discussion`, undefined, tokens.TEACHER)).status,
    ).toBe(403);
  });
});
