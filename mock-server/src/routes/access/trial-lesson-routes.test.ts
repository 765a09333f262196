import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrialLesson } from "@app/domain/api/passage";
import { errorMessage, startTestServer, type TestServer } from "../../test-support/test-server";

/** Issue #30: a trial lesson opens from the course's public page, for anyone, without the tests' answers. */
describe("GET /api/courses/{id}/trial-lessons/{lessonId}", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const trialOf = (courseId: number) => {
    const content = server.store.data.courseContents.find((c) => c.course_id === courseId)?.published;
    const lessons = content?.moduleList.flatMap((m) => m.lessons) ?? [];
    return { trial: lessons.find((l) => l.is_trial), other: lessons.find((l) => !l.is_trial) };
  };

  it("answers a published course's trial lesson to a visitor, tests without correct answers", async () => {
    const { trial } = trialOf(1);
    expect(trial).toBeDefined();
    const answer = await server.call("GET", `/api/courses/1/trial-lessons/${trial?.lessonID ?? ""}`);
    expect(answer.status).toBe(200);
    const data = (answer.body as { data: TrialLesson }).data;
    expect(data).toMatchObject({ course_id: 1, lessonID: trial?.lessonID, lessonName: trial?.lessonName });
    expect(data.lessonContent.length + data.tasks.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('"correct"');
  });

  it("404 for a lesson that is not a trial one, an unknown lesson, or an unpublished course", async () => {
    const { other } = trialOf(1);
    for (const path of [`/api/courses/1/trial-lessons/${other?.lessonID ?? ""}`, "/api/courses/1/trial-lessons/no"]) {
      const answer = await server.call("GET", path);
      expect(answer.status).toBe(404);
      expect(errorMessage(answer.body)).toBe("Урок не найден");
    }
    const draft = server.store.data.courses.find((c) => c.status !== "published");
    const answer = await server.call("GET", `/api/courses/${draft?.id ?? 0}/trial-lessons/1`);
    expect(answer.status).toBe(404);
  });
});
