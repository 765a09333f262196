import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmissionView } from "@app/domain/api/passage";
import type { SubmissionDetailResponse } from "@app/domain/api/review";
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
import { addReviewCourse, addSubmission, addUser, enrol, reviewSettings } from "../../test-support/review-test-support";
import { addTestSchool } from "../../test-support/people";

describe("the conversation on a work: files on feedback, POST /api/submissions/{id}/replies", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    course = await addReviewCourse(server.store, { name: "Курс с беседой" });
  });
  afterAll(() => server.close());

  const upload = async (token: string | undefined, name: string): Promise<string> => {
    const form = new FormData();
    form.append("file", new Blob(["Пример решения"], { type: "text/plain" }), name);
    const answer = await server.call("POST", "/api/file", form, token);
    expect(answer.status).toBe(201);
    return (answer.body as { data: { id: string } }).data.id;
  };
  const reply = (id: number, text: string, token: string | undefined) =>
    server.call("POST", `/api/submissions/${id}/replies`, { text }, token);

  it("a rework with the teacher's file, the student's answer, and both sides see every round", async () => {
    const id = await addSubmission(server.store, course);
    const fileId = await upload(tokens.TEACHER, "пример.txt");
    const rework = await server.call(
      "POST",
      `/api/submissions/${id}/rework`,
      { comment: "Посмотрите пример", files: [fileId] },
      tokens.TEACHER,
    );
    expect(rework.status).toBe(200);
    const feedback = (rework.body as SubmissionDetailResponse).data.attempts[0]?.feedback;
    expect(feedback?.files?.map((f) => [f.id, f.name])).toEqual([[fileId, "пример.txt"]]);
    expect((await server.call("GET", `/api/files/${fileId}`, undefined, tokens.STUDENT)).status).toBe(200);

    const answer = await reply(id, "  Не понял, что раскрыть?  ", tokens.STUDENT);
    expect(answer.status).toBe(201);
    const mine = (answer.body as { data: SubmissionView }).data;
    expect(mine.attempts[0]?.replies).toEqual([
      { user_id: 5, text: "Не понял, что раскрыть?", at: new Date(server.now).toISOString() },
    ]);
    expect(mine.attempts[0]?.feedback?.files?.[0]?.id).toBe(fileId);

    const seen = (await server.call("GET", `/api/submissions/${id}`, undefined, tokens.TEACHER)).body;
    expect((seen as SubmissionDetailResponse).data.attempts[0]?.replies).toEqual([
      {
        author: { id: 5, name: "Сергей", surname: "Иванов", avatar: null },
        text: "Не понял, что раскрыть?",
        at: new Date(server.now).toISOString(),
      },
    ]);
    const passage = await server.call(
      "GET",
      `/api/my-courses/${course.courseId}/submissions`,
      undefined,
      tokens.STUDENT,
    );
    const listed = (passage.body as { data: SubmissionView[] }).data.find((s) => s.id === id);
    expect(listed?.attempts[0]?.replies?.map((r) => r.text)).toEqual(["Не понял, что раскрыть?"]);
  });

  it("answers only a work sent back, needs a text, and attaches only the teacher's own files", async () => {
    const onReview = await addSubmission(server.store, course);
    const refused = await reply(onReview, "Ответ", tokens.STUDENT);
    expect([refused.status, errorMessage(refused.body)]).toEqual([
      409,
      "Ответить можно на комментарий к работе на доработке",
    ]);
    const sentBack = await addSubmission(server.store, course, 5, "needsWork");
    expect(validationOf((await reply(sentBack, " ", tokens.STUDENT)).body)).toEqual({ text: ["Обязательное поле"] });
    const studentsFile = await upload(tokens.STUDENT, "чужой.txt");
    const foreign = await server.call(
      "POST",
      `/api/submissions/${onReview}/rework`,
      { comment: "x", files: [studentsFile] },
      tokens.TEACHER,
    );
    expect(foreign.status).toBe(422);
    expect(Object.keys(validationOf(foreign.body) ?? {})).toEqual(["files.0"]);
  });

  it("access matrix: only the work's student answers; another school's teacher and an unassigned one get 403", async () => {
    const got: Record<string, number> = {};
    for (const caller of CALLERS) {
      const id = await addSubmission(server.store, course, 5, "needsWork");
      got[caller] = (await reply(id, "Ответ", tokens[caller])).status;
    }
    expect(got).toEqual({ SCHOOL_OWNER: 403, MANAGER: 403, ADMIN: 403, TEACHER: 403, STUDENT: 201, ANONYMOUS: 401 });

    const otherSchool = await addTestSchool(server.store);
    await addUser(server.store, "teacher@reply-other.ru", "teacher", [otherSchool]);
    const classmate = await addUser(server.store, "classmate@reply.ru", "student");
    await enrol(server.store, course.courseId, classmate);
    const unassigned = await addReviewCourse(server.store, { settings: reviewSettings({}, []) });
    const elsewhere = await addSubmission(server.store, unassigned, 5, "needsWork");
    const id = await addSubmission(server.store, course, 5, "needsWork");
    for (const [email, target] of [
      ["teacher@reply-other.ru", id],
      ["classmate@reply.ru", id],
      ["teacher@demo.ru", elsewhere],
    ] as const) {
      const token = (await server.login(email)).token;
      expect([email, (await reply(target, "Чужой ответ", token)).status]).toEqual([email, 403]);
    }
    const teachersFile = await upload(tokens.TEACHER, "только-ученику.txt");
    await server.call(
      "POST",
      `/api/submissions/${await addSubmission(server.store, course)}/rework`,
      {
        comment: "Файл",
        files: [teachersFile],
      },
      tokens.TEACHER,
    );
    const classmateToken = (await server.login("classmate@reply.ru")).token;
    expect((await server.call("GET", `/api/files/${teachersFile}`, undefined, classmateToken)).status).toBe(403);
    expect((await server.call("GET", `/api/submissions/${elsewhere}`, undefined, tokens.TEACHER)).status).toBe(403);
  });
});
