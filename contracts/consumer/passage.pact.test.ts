import { describe, expect, it } from "vitest";
import { type V3Request } from "@pact-foundation/pact";
import type { MyCoursesStatus } from "@app/domain/api/passage";
import { AUTH } from "../support/headers";
import { invalid } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { fixture, likeTree } from "../support/like-tree";
import { pin } from "../support/pin";
import {
  JSON_AUTH,
  LOCKED,
  STUDENT,
  apiAt,
  at,
  eachLike,
  integer,
  like,
  lessonProgress,
  lockedCourse,
  refusedToStranger,
} from "../support/passage-pact";

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
});
