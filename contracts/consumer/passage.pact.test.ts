import { describe, expect, it } from "vitest";
import { MatchersV3, type V3Request } from "@pact-foundation/pact";
import type { MyCoursesStatus } from "@app/domain/api/passage";
import { passageApi } from "@app/web/lib/api/passage-api";
import { signedInClient } from "../support/web-client";
import { AUTH } from "../support/headers";
import { forbidden, invalid } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { fixture, likeTree } from "../support/like-tree";
import { pin } from "../support/pin";
import { pinSessionEnds } from "../support/session-expiry";

const { like, integer, eachLike, regex } = MatchersV3;
const at = (example: string) => regex("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z", example);
const JSON_AUTH = { ...AUTH, "Content-Type": "application/json" };

const STUDENT = "passage: the student is signed in";
const STRANGER = "passage: fresh@demo.ru, enrolled nowhere, is signed in";
const EXPIRED = "passage: the student's session has expired and cannot be refreshed";
const NOT_ENROLLED = "Вы не записаны на этот курс";
const LOCKED = "passage: the student is signed in and course 1 opens its lessons one by one";

type FixtureLesson = {
  lessonName: string;
  lessonContent: unknown[];
  tasks: unknown[];
  locked: boolean;
  lock_reason: string | null;
};
type FixtureCourse = {
  data: {
    settings: { actions: Record<string, boolean> };
    moduleList: Array<{ lessons: FixtureLesson[] }>;
  };
};

/** Course 1 as the student sees it with consecutiveAppearance on: every lesson after the first is locked and empty. */
const lockedCourse = (): FixtureCourse => {
  const course = fixture("student-course-1.json") as FixtureCourse;
  course.data.settings.actions["consecutiveAppearance"] = true;
  const lessons = course.data.moduleList.flatMap((module) => module.lessons);
  lessons.forEach((lesson, index) => {
    const previous = lessons[index - 1];
    if (previous === undefined) return;
    Object.assign(lesson, {
      lessonContent: [],
      tasks: [],
      locked: true,
      lock_reason: `Откроется после урока «${previous.lessonName}»`,
    });
  });
  return course;
};

const apiAt = (url: string) => passageApi(signedInClient(url));

/** Course 1 lesson 3 (blocks 11–13) once started: the overlay of the lesson's statistics. */
const lessonProgress = (completed: ReadonlyArray<boolean>) => ({
  data: {
    lessonID: like("3"),
    status: like("in_progress"),
    statistics: {
      id: like("21"),
      course_id: like("1"),
      section_id: like("2"),
      start_date: at("2026-11-22T06:26:22.425Z"),
      end_date: null,
      blocks: completed.map((done, index) => ({ id: like(String(11 + index)), completed: like(done) })),
    },
    course_completed_at: null,
  },
});

const attempt = (text: string) => ({
  number: integer(1),
  text: like(text),
  files: [],
  submitted_at: at("2026-11-22T06:26:22.776Z"),
  feedback: null,
});
const submission = (fields: {
  id: number;
  module_id: string;
  lesson_id: string;
  task_id: string;
  block_id: string;
  text: string;
}) => ({
  id: integer(fields.id),
  course_id: integer(1),
  user_id: integer(5),
  module_id: like(fields.module_id),
  lesson_id: like(fields.lesson_id),
  task_id: like(fields.task_id),
  block_id: like(fields.block_id),
  status: like("onReview"),
  attempts: eachLike(attempt(fields.text)),
  updated_at: at("2026-11-22T06:26:22.776Z"),
});

/** Each student-only call refused to fresh@demo.ru, who is enrolled nowhere. */
const refusedToStranger = (
  description: string,
  request: V3Request,
  call: (api: ReturnType<typeof passageApi>) => Promise<unknown>,
) =>
  it("403 for a user not enrolled", () =>
    pin({ state: STRANGER, description, request, response: forbidden(NOT_ENROLLED) }, async (url) => {
      expect(await refusal(call(apiAt(url)))).toMatchObject({ status: 403, message: NOT_ENROLLED });
    }));

describe("passage contract (the student's courses)", () => {
  describe("GET /api/my-courses", () => {
    it("200 lists the courses of a status", () =>
      pin(
        {
          state: STUDENT,
          description: "the student's available courses",
          request: {
            method: "GET",
            path: "/api/my-courses",
            query: { status: "available", page: "1", per_page: "20" },
            headers: AUTH,
          },
          response: {
            status: 200,
            body: {
              data: eachLike({
                course_id: integer(2),
                name: like("Веб-разработка на TypeScript"),
                school_id: integer(1),
                cover: like("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="),
                enrolled_at: at("2026-10-05T09:00:00.000Z"),
                completed_at: null,
                status: "available",
                study_status: "notStarted",
                progress: { completedLessonsAmount: integer(0), lessonsAmount: integer(4), progress: integer(0) },
                lastLesson: null,
              }),
              meta: { page: integer(1), per_page: integer(20), total: integer(2) },
            },
          },
        },
        async (url) => {
          const page = await apiAt(url).myCourses({ status: "available" });
          expect(page.data.every((course) => course.status === "available")).toBe(true);
        },
      ));
    it("422 for a status outside the list", () =>
      pin(
        {
          state: STUDENT,
          description: "the student's courses of an unknown status",
          request: {
            method: "GET",
            path: "/api/my-courses",
            query: { status: "finished", page: "1", per_page: "20" },
            headers: AUTH,
          },
          response: invalid("status", "Выберите значение из списка"),
        },
        async (url) => {
          // A status read from an outdated link: the type does not stop it at run time.
          const status = "finished" as unknown as MyCoursesStatus;
          expect((await refusal(apiAt(url).myCourses({ status }))).validation?.status).toEqual([
            "Выберите значение из списка",
          ]);
        },
      ));
  });

  describe("GET /api/my-courses/{id}", () => {
    const request: V3Request = { method: "GET", path: "/api/my-courses/1", headers: AUTH };
    it("200 answers the course with the student's passage overlaid", () =>
      pin(
        {
          state: STUDENT,
          description: "the student's view of course 1",
          request,
          response: { status: 200, body: likeTree(fixture("student-course-1.json")) },
        },
        async (url) => {
          const course = await apiAt(url).course(1);
          expect(course.preview).toBe(false);
          const test = course.moduleList
            .flatMap((module) => module.lessons)
            .flatMap((lesson) => lesson.lessonContent)
            .find((block) => block.content._tag === "test");
          const answer = test?.content._tag === "test" ? test.content.questions[0]?.answers[0] : undefined;
          expect(answer?.text).toBeTypeOf("string");
          expect(answer).not.toHaveProperty("correct");
        },
      ));
    refusedToStranger("course 1 viewed by a user not enrolled", request, (api) => api.course(1));

    it("200 sends a locked lesson by title, place and reason, never its content", () =>
      pin(
        {
          state: LOCKED,
          description: "the student's view of course 1 with its lessons opening one by one",
          request,
          response: { status: 200, body: likeTree(lockedCourse()) },
        },
        async (url) => {
          const course = await apiAt(url).course(1);
          const lessons = course.moduleList.flatMap((module) => module.lessons);
          expect(lessons.map((lesson) => lesson.locked)).toEqual([false, true, true, true]);
          const locked = lessons[1];
          expect(locked?.lessonContent).toEqual([]);
          expect(locked?.tasks).toEqual([]);
          expect(locked?.lock_reason).toBe("Откроется после урока «Установка и первая программа»");
        },
      ));
  });

  describe("POST /api/my-courses/{id}/lessons/{lessonId}/start", () => {
    const request: V3Request = { method: "POST", path: "/api/my-courses/1/lessons/3/start", headers: AUTH };
    it("200 answers the lesson's statistics", () =>
      pin(
        {
          state: STUDENT,
          description: "a start of lesson 3 of course 1",
          request,
          response: { status: 200, body: lessonProgress([false, false, false]) },
        },
        async (url) => {
          expect((await apiAt(url).startLesson(1, "3")).status).toBe("in_progress");
        },
      ));
    refusedToStranger("a lesson start by a user not enrolled", request, (api) => api.startLesson(1, "3"));
  });

  describe("POST /api/my-courses/{id}/lessons/{lessonId}/blocks/{blockId}/complete", () => {
    const request: V3Request = {
      method: "POST",
      path: "/api/my-courses/1/lessons/3/blocks/11/complete",
      headers: AUTH,
    };
    it("200 marks the block completed", () =>
      pin(
        {
          state: STUDENT,
          description: "a completion of text block 11 of lesson 3",
          request,
          response: { status: 200, body: lessonProgress([true, false, false]) },
        },
        async (url) => {
          expect((await apiAt(url).completeBlock(1, "3", "11")).statistics.blocks[0]).toEqual({
            id: "11",
            completed: true,
          });
        },
      ));
    refusedToStranger("a block completion by a user not enrolled", request, (api) => api.completeBlock(1, "3", "11"));
  });

  describe("POST /api/my-courses/{id}/tests/{blockId}/answers", () => {
    const answers = [{ questionID: "4", answerIDList: ["10"] }];
    const request = (body: unknown): V3Request => ({
      method: "POST",
      path: "/api/my-courses/1/tests/13/answers",
      headers: JSON_AUTH,
      body,
    });
    it("200 scores the test", () =>
      pin(
        {
          state: STUDENT,
          description: "the answers to test block 13",
          request: request({ answers }),
          response: {
            status: 200,
            body: {
              data: {
                score: integer(1),
                max_score: integer(1),
                // Points per question (issue #20): score and max_score are their sums.
                results: eachLike({
                  questionID: like("4"),
                  answerIDList: eachLike("10"),
                  correct: like(true),
                  points: integer(1),
                  max_points: integer(1),
                }),
                answered_at: at("2026-11-22T06:26:22.632Z"),
              },
            },
          },
        },
        async (url) => {
          const result = await apiAt(url).answerTest(1, "13", { answers });
          expect(result.results[0]?.correct).toBe(true);
          expect(result.results[0]?.points).toBe(result.results[0]?.max_points);
        },
      ));
    it("422 for no answers", () =>
      pin(
        {
          state: STUDENT,
          description: "an empty answer to test block 13",
          request: request({ answers: [] }),
          response: invalid("answers", "Обязательное поле"),
        },
        async (url) => {
          expect((await refusal(apiAt(url).answerTest(1, "13", { answers: [] }))).validation?.answers).toEqual([
            "Обязательное поле",
          ]);
        },
      ));
    refusedToStranger("the answers to a test by a user not enrolled", request({ answers }), (api) =>
      api.answerTest(1, "13", { answers }),
    );
  });

  describe("PUT /api/my-courses/{id}/tests/{blockId}/draft", () => {
    const answers = [{ questionID: "4", answerIDList: ["10"] }];
    const request = (body: unknown): V3Request => ({
      method: "PUT",
      path: "/api/my-courses/1/tests/13/draft",
      headers: JSON_AUTH,
      body,
    });
    it("200 keeps the ticks without scoring", () =>
      pin(
        {
          state: STUDENT,
          description: "the ticks so far in test block 13",
          request: request({ answers }),
          response: {
            status: 200,
            body: {
              data: {
                answers: eachLike({ questionID: like("4"), answerIDList: eachLike("10") }),
                updated_at: at("2026-11-24T08:26:22.632Z"),
              },
            },
          },
        },
        async (url) => {
          expect((await apiAt(url).saveTestDraft(1, "13", { answers })).answers[0]?.answerIDList).toEqual(["10"]);
        },
      ));
    it("422 for no question", () =>
      pin(
        {
          state: STUDENT,
          description: "an empty draft of test block 13",
          request: request({ answers: [] }),
          response: invalid("answers", "Обязательное поле"),
        },
        async (url) => {
          expect((await refusal(apiAt(url).saveTestDraft(1, "13", { answers: [] }))).validation?.answers).toEqual([
            "Обязательное поле",
          ]);
        },
      ));
    refusedToStranger("the ticks of a test by a user not enrolled", request({ answers }), (api) =>
      api.saveTestDraft(1, "13", { answers }),
    );
  });

  describe("PUT /api/my-courses/{id}/tasks/{taskId}/blocks/{blockId}/draft", () => {
    const draft = { text: "for i in range(1, 10):\n    print(i)", files: [], updated_at: "2026-11-24T08:26:22.632Z" };
    const request = (body: unknown): V3Request => ({
      method: "PUT",
      path: "/api/my-courses/1/tasks/3/blocks/17/draft",
      headers: JSON_AUTH,
      body,
    });
    it("200 keeps the answer as typed and answers the draft kept", () =>
      pin(
        {
          state: STUDENT,
          description: "a draft of the answer to free task 3",
          request: request(draft),
          response: {
            status: 200,
            body: { data: { text: like(draft.text), files: [], updated_at: at(draft.updated_at) } },
          },
        },
        async (url) => {
          expect((await apiAt(url).saveAnswerDraft(1, "3", "17", draft)).text).toBe(draft.text);
        },
      ));
    it("422 for a time that is not a date", () =>
      pin(
        {
          state: STUDENT,
          description: "a draft of the answer to free task 3 typed at no date",
          request: request({ ...draft, updated_at: "вчера" }),
          response: invalid("updated_at", "Некорректная дата"),
        },
        async (url) => {
          const refused = await refusal(apiAt(url).saveAnswerDraft(1, "3", "17", { ...draft, updated_at: "вчера" }));
          expect(refused.validation?.updated_at).toEqual(["Некорректная дата"]);
        },
      ));
    refusedToStranger("a draft of an answer by a user not enrolled", request(draft), (api) =>
      api.saveAnswerDraft(1, "3", "17", draft),
    );
  });

  describe("POST /api/my-courses/{id}/tasks/{taskId}/blocks/{blockId}/submissions", () => {
    const text = "Решение: два вложенных цикла for от 1 до 9.";
    const request = (body: unknown): V3Request => ({
      method: "POST",
      path: "/api/my-courses/1/tasks/3/blocks/17/submissions",
      headers: JSON_AUTH,
      body,
    });
    it("201 sends the task for review", () =>
      pin(
        {
          state: STUDENT,
          description: "a submission of free task 3",
          request: request({ text }),
          response: {
            status: 201,
            body: { data: submission({ id: 13, module_id: "2", lesson_id: "4", task_id: "3", block_id: "17", text }) },
          },
        },
        async (url) => {
          const sent = await apiAt(url).submitTask(1, "3", "17", { text });
          expect(sent.status).toBe("onReview");
          expect(sent.attempts[0]?.text).toBe(text);
        },
      ));
    it("422 for neither text nor files", () =>
      pin(
        {
          state: STUDENT,
          description: "an empty submission of free task 3",
          request: request({}),
          response: invalid("text", "Обязательное поле"),
        },
        async (url) => {
          expect((await refusal(apiAt(url).submitTask(1, "3", "17", {}))).validation?.text).toEqual([
            "Обязательное поле",
          ]);
        },
      ));
    refusedToStranger("a submission by a user not enrolled", request({ text }), (api) =>
      api.submitTask(1, "3", "17", { text }),
    );
  });

  describe("GET /api/my-courses/{id}/submissions", () => {
    const request: V3Request = { method: "GET", path: "/api/my-courses/1/submissions", headers: AUTH };
    const seeded = {
      data: [
        {
          ...submission({
            id: 1,
            module_id: "1",
            lesson_id: "1",
            task_id: "1",
            block_id: "4",
            text: "Выполнил(а) задание, решение в тексте ответа.",
          }),
          attempts: [attempt("Выполнил(а) задание, решение в тексте ответа.")],
        },
        {
          ...submission({
            id: 2,
            module_id: "1",
            lesson_id: "2",
            task_id: "2",
            block_id: "9",
            text: "Выполнил(а) задание, решение в тексте ответа.",
          }),
          status: like("needsWork"),
          attempts: [
            {
              ...attempt("Выполнил(а) задание, решение в тексте ответа."),
              feedback: {
                teacher_id: integer(4),
                decision: like("needsWork"),
                comment: like("Хорошее начало, но не хватает проверки ввода. Доработайте, пожалуйста."),
                at: at("2026-10-03T11:45:00.000Z"),
              },
            },
          ],
        },
      ],
    };
    it("200 lists his submissions with every attempt", () =>
      pin(
        {
          state: STUDENT,
          description: "the student's submissions in course 1",
          request,
          response: { status: 200, body: seeded },
        },
        async (url) => {
          const submissions = await apiAt(url).submissions(1);
          expect(submissions.map((item) => item.status)).toEqual(["onReview", "needsWork"]);
          expect(submissions[1]?.attempts[0]?.feedback?.decision).toBe("needsWork");
        },
      ));
    refusedToStranger("the submissions of a user not enrolled", request, (api) => api.submissions(1));
  });

  describe("401 to an expired token; the refused refresh ends the session", () => {
    const answers = [{ questionID: "4", answerIDList: ["10"] }];
    const cases: ReadonlyArray<[string, V3Request, (api: ReturnType<typeof passageApi>) => Promise<unknown>]> = [
      [
        "GET my-courses",
        { method: "GET", path: "/api/my-courses", query: { page: "1", per_page: "20" } },
        (api) => api.myCourses(),
      ],
      ["GET a course view", { method: "GET", path: "/api/my-courses/1" }, (api) => api.course(1)],
      [
        "POST a lesson start",
        { method: "POST", path: "/api/my-courses/1/lessons/3/start" },
        (api) => api.startLesson(1, "3"),
      ],
      [
        "POST a block completion",
        { method: "POST", path: "/api/my-courses/1/lessons/3/blocks/11/complete" },
        (api) => api.completeBlock(1, "3", "11"),
      ],
      [
        "POST test answers",
        { method: "POST", path: "/api/my-courses/1/tests/13/answers", body: { answers } },
        (api) => api.answerTest(1, "13", { answers }),
      ],
      [
        "POST a submission",
        { method: "POST", path: "/api/my-courses/1/tasks/3/blocks/17/submissions", body: { text: "Решение" } },
        (api) => api.submitTask(1, "3", "17", { text: "Решение" }),
      ],
      ["GET submissions", { method: "GET", path: "/api/my-courses/1/submissions" }, (api) => api.submissions(1)],
    ];
    it.each(cases)("%s", (name, request, call) =>
      pinSessionEnds(EXPIRED, `${name} with an expired token`, request, (client) => call(passageApi(client))),
    );
  });
});
