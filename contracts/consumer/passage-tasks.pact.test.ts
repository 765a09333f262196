import { describe, expect, it } from "vitest";
import { type V3Request } from "@pact-foundation/pact";
import { passageApi } from "@app/web/lib/api/passage-api";
import { invalid } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { pin } from "../support/pin";
import { AUTH } from "../support/headers";
import { pinSessionEnds } from "../support/session-expiry";
import {
  EXPIRED,
  JSON_AUTH,
  STUDENT,
  apiAt,
  at,
  attempt,
  integer,
  like,
  refusedToStranger,
  submission,
} from "../support/passage-pact";

/** The student's tasks: drafts, submissions and their list; and the expired session across the area. */
describe("passage contract (the student's courses)", () => {
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
