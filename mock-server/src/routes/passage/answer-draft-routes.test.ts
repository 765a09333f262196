import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerDraftView, StudentCourse } from "@app/domain/api/passage";
import { addFixtureCourse, type FixtureCourse } from "../../test-support/course-fixture";
import { errorMessage, startTestServer, validationOf, type TestServer } from "../../test-support/test-server";
import { addPerson } from "../../test-support/access-test-support";

describe("a free answer's draft follows the student (PUT …/tasks/{taskId}/blocks/{blockId}/draft, issue #30)", () => {
  let server: TestServer;
  let student: { id: number; token: string };
  let course: FixtureCourse;
  const draftPath = (c: FixtureCourse = course) =>
    `/api/my-courses/${c.courseId}/tasks/${c.task}/blocks/${c.blocks.freeTask}/draft`;
  const put = (body: unknown, c: FixtureCourse = course, token = student.token) =>
    server.call("PUT", draftPath(c), body, token);
  const at = (ms: number) => new Date(ms).toISOString();
  const draftInCourse = async (c: FixtureCourse = course) => {
    const answer = await server.call("GET", `/api/my-courses/${c.courseId}`, undefined, student.token);
    const blocks = (answer.body as { data: StudentCourse }).data.moduleList.flatMap((m) =>
      m.lessons.flatMap((l) => [...l.lessonContent, ...l.tasks.flatMap((t) => t.taskContent)]),
    );
    return blocks.find((b) => b.contentBlockID === c.blocks.freeTask)?.answerDraft;
  };

  beforeAll(async () => {
    server = await startTestServer();
    student = await addPerson(server, "answer-drafts@demo.ru");
    course = await addFixtureCourse(server.store, { students: [student.id] });
    await server.store.update((db) => {
      db.files.push({
        id: "draft-file",
        owner_id: student.id,
        name: "решение.py",
        mime: "text/x-python",
        size: 12,
        is_public: false,
        stored_name: "draft-file",
        created_at: at(server.now),
      });
    });
  });
  afterAll(() => server.close());

  it("keeps the text and files as typed; the newest wins, an older one back online is ignored", async () => {
    expect(await draftInCourse()).toBeNull();
    const typed = server.now - 60_000;
    const first = await put({ text: "  x = 1\n", files: ["draft-file"], updated_at: at(typed) });
    expect(first.status).toBe(200);
    expect((first.body as { data: AnswerDraftView }).data).toMatchObject({
      text: "  x = 1\n",
      files: [{ id: "draft-file", name: "решение.py" }],
      updated_at: at(typed),
    });
    const older = await put({ text: "старый", files: [], updated_at: at(typed - 1_000) });
    expect(older.status).toBe(200);
    expect((older.body as { data: AnswerDraftView }).data.text).toBe("  x = 1\n");
    await put({ text: "новее", files: [], updated_at: at(typed + 1_000) });
    expect(await draftInCourse()).toEqual({ text: "новее", files: [], updated_at: at(typed + 1_000) });
  });

  it("a device clock ahead of the server's counts as the server's now", async () => {
    const ahead = await put({ text: "из будущего", files: [], updated_at: at(server.now + 3_600_000) });
    expect((ahead.body as { data: AnswerDraftView }).data.updated_at).toBe(at(server.now));
    server.now += 1_000;
    await put({ text: "позже", files: [], updated_at: at(server.now) });
    expect((await draftInCourse())?.text).toBe("позже");
  });

  it("sending the answer drops the draft; then a late draft is refused (409)", async () => {
    const sent = await server.call(
      "POST",
      `/api/my-courses/${course.courseId}/tasks/${course.task}/blocks/${course.blocks.freeTask}/submissions`,
      { text: "ответ" },
      student.token,
    );
    expect(sent.status).toBe(201);
    expect(await draftInCourse()).toBeNull();
    const late = await put({ text: "поздно", files: [], updated_at: at(server.now) });
    expect([late.status, errorMessage(late.body)]).toEqual([409, "Задание уже на проверке"]);
  });

  it("checks the draft (422), and refuses what is not a free task (404) or not his course (403)", async () => {
    const other = await addFixtureCourse(server.store, { students: [student.id] });
    const now = at(server.now);
    expect(validationOf((await put({ text: "x", files: [], updated_at: "вчера" }, other)).body)).toEqual({
      updated_at: ["Некорректная дата"],
    });
    expect(validationOf((await put({ text: "a".repeat(50_001), files: [], updated_at: now }, other)).body)).toEqual({
      text: ["Не должно превышать 50000 символов"],
    });
    expect(validationOf((await put({ text: "x", files: ["чужой"], updated_at: now }, other)).body)).toEqual({
      "files.0": ["Файл не найден"],
    });
    const notATask = await server.call(
      "PUT",
      `/api/my-courses/${other.courseId}/tasks/${other.task}/blocks/${other.blocks.text}/draft`,
      { text: "x", files: [], updated_at: now },
      student.token,
    );
    expect(notATask.status).toBe(404);
    const stranger = await addPerson(server, "stranger-answer-drafts@demo.ru");
    expect((await put({ text: "x", files: [], updated_at: now }, other, stranger.token)).status).toBe(403);
  });
});
