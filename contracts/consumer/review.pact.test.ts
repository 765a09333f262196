import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "@app/domain/api/review";
import { AUTH, JSON_AUTH } from "../support/headers";
import { failureOf } from "../support/refusal";
import { pinned } from "../support/pin";
import { errorBody, validationBody } from "../support/error-bodies";
import { counts, isoDate, nodes, pageMeta, person } from "../support/review-bodies";
import {
  like,
  integer,
  eachLike,
  TEACHER,
  STUDENT,
  OUTSIDER,
  CLASSMATE,
  PAGE,
  api,
  refused,
  expired,
} from "../support/review-pact";

const submission = (status: string, decision: string, comment: string) => ({
  data: {
    id: integer(2),
    course_id: integer(1),
    course_name: like("Основы Python"),
    status: like(status),
    task: {
      module_id: like("1"),
      lesson_id: like("2"),
      task_id: like("2"),
      block_id: like("9"),
      name: like("Практика: типы данных"),
      title: like("Калькулятор площади"),
      text: like("Запросите у пользователя ширину и высоту и выведите площадь прямоугольника."),
    },
    student: person(5, "Сергей", "Иванов"),
    attempts: eachLike({
      number: integer(1),
      text: like("Выполнил(а) задание, решение в тексте ответа."),
      files: [],
      submitted_at: isoDate("2026-10-03T10:45:00.000Z"),
      feedback: {
        teacher: person(4, "Татьяна", "Васильева"),
        decision: like(decision),
        comment: like(comment),
        at: isoDate("2026-10-03T11:45:00.000Z"),
      },
    }),
    updated_at: isoDate("2026-10-03T11:45:00.000Z"),
  },
});

describe("review contract: the drill-down to a task", () => {
  const courses = { method: "GET" as const, path: "/api/review/courses", query: PAGE };
  it("GET /api/review/courses 200 for a teacher", () =>
    pinned(
      (pact) =>
        pact
          .given(TEACHER)
          .uponReceiving("the teacher's courses to check")
          .withRequest({ ...courses, headers: AUTH })
          .willRespondWith({
            status: 200,
            body: {
              data: eachLike({
                id: integer(1),
                name: like("Основы Python"),
                school_id: integer(1),
                counts: counts(4, 1, 7),
              }),
              meta: pageMeta(14),
            },
          }),
      async (url) => {
        const page = await api(url).courses();
        expect([page.data[0]?.name, page.meta.page]).toEqual(["Основы Python", 1]);
      },
    ));
  it("GET /api/review/courses 403 for a student", () =>
    refused(STUDENT, "the courses to check asked by a student", courses, (review) => review.courses()));
  it("GET /api/review/courses 401 expired", () =>
    expired("the courses to check with an expired token", courses, (review) => review.courses()));

  const modules = { method: "GET" as const, path: "/api/review/courses/1/modules" };
  it("GET /api/review/courses/{id}/modules 200 for a teacher", () =>
    pinned(
      (pact) =>
        pact
          .given(TEACHER)
          .uponReceiving("the modules of a course to check")
          .withRequest({ ...modules, headers: AUTH })
          .willRespondWith({ status: 200, body: nodes("1", "Знакомство с Python") }),
      async (url) => expect((await api(url).modules(1))[0]?.id).toBe("1"),
    ));
  it("GET /api/review/courses/{id}/modules 403 for a student", () =>
    refused(STUDENT, "the modules to check asked by a student", modules, (review) => review.modules(1)));
  it("GET /api/review/courses/{id}/modules 401 expired", () =>
    expired("the modules to check with an expired token", modules, (review) => review.modules(1)));

  const lessons = { method: "GET" as const, path: "/api/review/courses/1/modules/1/lessons" };
  it("GET /api/review/courses/{id}/modules/{moduleId}/lessons 200 for a teacher", () =>
    pinned(
      (pact) =>
        pact
          .given(TEACHER)
          .uponReceiving("the lessons of a module to check")
          .withRequest({ ...lessons, headers: AUTH })
          .willRespondWith({ status: 200, body: nodes("1", "Установка и первая программа") }),
      async (url) => expect((await api(url).lessons(1, "1"))[0]?.name).toBe("Установка и первая программа"),
    ));
  it("GET /api/review/courses/{id}/modules/{moduleId}/lessons 403 for a student", () =>
    refused(STUDENT, "the lessons to check asked by a student", lessons, (review) => review.lessons(1, "1")));
  it("GET /api/review/courses/{id}/modules/{moduleId}/lessons 401 expired", () =>
    expired("the lessons to check with an expired token", lessons, (review) => review.lessons(1, "1")));

  const tasks = { method: "GET" as const, path: "/api/review/courses/1/lessons/2/tasks" };
  it("GET /api/review/courses/{id}/lessons/{lessonId}/tasks 200 for a teacher", () =>
    pinned(
      (pact) =>
        pact
          .given(TEACHER)
          .uponReceiving("the tasks of a lesson to check")
          .withRequest({ ...tasks, headers: AUTH })
          .willRespondWith({ status: 200, body: nodes("2", "Практика: типы данных") }),
      async (url) => expect((await api(url).tasks(1, "2"))[0]?.counts.needs_work).toBe(1),
    ));
  it("GET /api/review/courses/{id}/lessons/{lessonId}/tasks 403 for a student", () =>
    refused(STUDENT, "the tasks to check asked by a student", tasks, (review) => review.tasks(1, "2")));
  it("GET /api/review/courses/{id}/lessons/{lessonId}/tasks 401 expired", () =>
    expired("the tasks to check with an expired token", tasks, (review) => review.tasks(1, "2")));
});

describe("review contract: submissions", () => {
  const path = "/api/review/courses/1/tasks/2/submissions";
  it("GET /api/review/courses/{id}/tasks/{taskId}/submissions 200 by status, 422 for an unknown status", () =>
    pinned(
      (pact) => {
        pact
          .given(TEACHER)
          .uponReceiving("the submissions of a task waiting for a check")
          .withRequest({ method: "GET", path, query: { status: "onReview", ...PAGE }, headers: AUTH })
          .willRespondWith({
            status: 200,
            body: {
              data: eachLike({
                id: integer(12),
                block_id: like("9"),
                student: person(10, "Иван", "Новиков"),
                status: like("onReview"),
                attempts: integer(1),
                submitted_at: isoDate("2026-10-06T10:45:00.000Z"),
              }),
              meta: pageMeta(2),
            },
          });
        pact
          .given(TEACHER)
          .uponReceiving("the submissions of a task with an unknown status")
          .withRequest({ method: "GET", path, query: { status: "checked", ...PAGE }, headers: AUTH })
          .willRespondWith({ status: 422, body: validationBody("status", "Выберите значение из списка") });
      },
      async (url) => {
        expect((await api(url).submissions(1, "2", { status: "onReview" })).data[0]?.status).toBe("onReview");
        const invalid = await failureOf(api(url).submissions(1, "2", { status: "checked" }));
        expect([invalid?.status, invalid?.body?.errors?.validation.status?.[0]]).toEqual([
          422,
          "Выберите значение из списка",
        ]);
      },
    ));
  const all = { method: "GET" as const, path, query: PAGE };
  it("GET /api/review/courses/{id}/tasks/{taskId}/submissions 403 outside the course", () =>
    refused(OUTSIDER, "the submissions of a task asked by a student outside the course", all, (review) =>
      review.submissions(1, "2"),
    ));
  it("GET /api/review/courses/{id}/tasks/{taskId}/submissions 401 expired", () =>
    expired("the submissions of a task with an expired token", all, (review) => review.submissions(1, "2")));

  const one = { method: "GET" as const, path: "/api/submissions/2" };
  it("GET /api/submissions/{id} 200 for its student", () =>
    pinned(
      (pact) =>
        pact
          .given(STUDENT)
          .uponReceiving("the student's submission sent back for rework")
          .withRequest({ ...one, headers: AUTH })
          .willRespondWith({
            status: 200,
            body: submission(
              "needsWork",
              "needsWork",
              "Хорошее начало, но не хватает проверки ввода. Доработайте, пожалуйста.",
            ),
          }),
      async (url) => expect((await api(url).submission(2)).attempts[0]?.feedback?.decision).toBe("needsWork"),
    ));
  it("GET /api/submissions/{id} 403 for another student", () =>
    refused(CLASSMATE, "a submission asked by another student", one, (review) => review.submission(2)));
  it("GET /api/submissions/{id} 401 expired", () =>
    expired("a submission with an expired token", one, (review) => review.submission(2)));
});

describe("review contract: decisions", () => {
  const accept = (id: number, body: Record<string, unknown> = {}) => ({
    method: "POST" as const,
    path: `/api/submissions/${id}/accept`,
    body,
  });
  const praise = "Отличное решение, всё работает.";
  it("POST /api/submissions/{id}/accept 200, 422 for a long comment, 409 once decided", () =>
    pinned(
      (pact) => {
        pact
          .given(TEACHER)
          .uponReceiving("an acceptance of a submission on review")
          .withRequest({ ...accept(1, { comment: praise }), headers: JSON_AUTH })
          .willRespondWith({ status: 200, body: submission("accepted", "accepted", praise) });
        pact
          .given(TEACHER)
          .uponReceiving("an acceptance with a comment over 2000 characters")
          .withRequest({ ...accept(1, { comment: "а".repeat(2001) }), headers: JSON_AUTH })
          .willRespondWith({ status: 422, body: validationBody("comment", "Не должно превышать 2000 символов") });
        pact
          .given(TEACHER)
          .uponReceiving("an acceptance of a submission decided already")
          .withRequest({ ...accept(2), headers: JSON_AUTH })
          .willRespondWith({ status: 409, body: errorBody(REVIEW_MESSAGES.alreadyChecked) });
      },
      async (url) => {
        expect((await api(url).accept(1, praise)).attempts.at(-1)?.feedback?.comment).toBe(praise);
        expect((await failureOf(api(url).accept(1, "а".repeat(2001))))?.body?.errors?.validation.comment?.[0]).toBe(
          "Не должно превышать 2000 символов",
        );
        const decided = await failureOf(api(url).accept(2));
        expect([decided?.status, decided?.message]).toEqual([409, REVIEW_MESSAGES.alreadyChecked]);
      },
    ));
  it("POST /api/submissions/{id}/accept 403 for a student", () =>
    refused(STUDENT, "an acceptance by a student", accept(1), (review) => review.accept(1)));
  it("POST /api/submissions/{id}/accept 401 expired", () =>
    expired("an acceptance with an expired token", accept(1), (review) => review.accept(1)));

  const advice = "Добавьте проверку ввода и пришлите решение ещё раз.";
  const rework = (id: number, comment = advice) => ({
    method: "POST" as const,
    path: `/api/submissions/${id}/rework`,
    body: { comment },
  });
  it("POST /api/submissions/{id}/rework 200, 422 without a comment, 409 once decided", () =>
    pinned(
      (pact) => {
        pact
          .given(TEACHER)
          .uponReceiving("a submission sent back for rework")
          .withRequest({ ...rework(1), headers: JSON_AUTH })
          .willRespondWith({ status: 200, body: submission("needsWork", "needsWork", advice) });
        pact
          .given(TEACHER)
          .uponReceiving("a rework with a blank comment")
          .withRequest({ ...rework(1, "  "), headers: JSON_AUTH })
          .willRespondWith({ status: 422, body: validationBody("comment", "Обязательное поле") });
        pact
          .given(TEACHER)
          .uponReceiving("a rework of a submission decided already")
          .withRequest({ ...rework(3), headers: JSON_AUTH })
          .willRespondWith({ status: 409, body: errorBody(REVIEW_MESSAGES.alreadyChecked) });
      },
      async (url) => {
        expect((await api(url).rework(1, advice)).status).toBe("needsWork");
        expect((await failureOf(api(url).rework(1, "  ")))?.body?.errors?.validation.comment?.[0]).toBe(
          "Обязательное поле",
        );
        expect((await failureOf(api(url).rework(3, advice)))?.status).toBe(409);
      },
    ));
  it("POST /api/submissions/{id}/rework 403 for a student", () =>
    refused(STUDENT, "a rework by a student", rework(1), (review) => review.rework(1, advice)));
  it("POST /api/submissions/{id}/rework 401 expired", () =>
    expired("a rework with an expired token", rework(1), (review) => review.rework(1, advice)));
});
