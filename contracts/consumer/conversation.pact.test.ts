import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { REVIEW_MESSAGES } from "@app/domain/api/review";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { commentBankApi } from "@app/web/lib/api/comment-bank-api";
import { conversationApi } from "@app/web/lib/api/conversation-api";
import { reviewApi } from "@app/web/lib/api/review-api";
import { areaKit } from "../support/area-kit";
import { AUTH, JSON_AUTH } from "../support/headers";
import { failureOf } from "../support/refusal";
import { pinned } from "../support/pin";
import { errorBody, validationBody } from "../support/error-bodies";
import { isoDate, person } from "../support/review-bodies";

/** Issue #34 parts 3 and 6: the comment bank, the teacher's files on his feedback, the student's answer. */
const { like, integer, eachLike, boolean } = MatchersV3;
const TEACHER = "comment bank: the teacher is signed in";
const OWNER = "comment bank: the owner is signed in";
const SAVED = "comment bank: the teacher saved comment 1";
const SHARED = "comment bank: the owner shared comment 1 and the teacher is signed in";
const RESENT = "conversation: the student sent submission 2 again";
const FILED = "conversation: the teacher uploaded a file and is signed in";
const STUDENT = "review: the student is signed in";
const REVIEWER = "review: the teacher is signed in";
const EXPIRED = "review: the teacher's session has expired";
const FILE_ID = "0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e";

const bank = areaKit(commentBankApi, EXPIRED);
const talk = areaKit(conversationApi, EXPIRED);
const review = areaKit(reviewApi, EXPIRED);

const comment = (id: number, scope: string, schoolId: number | null, text: string, canEdit: boolean) => ({
  id: integer(id),
  scope: like(scope),
  school_id: schoolId === null ? null : integer(schoolId),
  text: like(text),
  can_edit: boolean(canEdit),
  updated_at: isoDate("2026-10-03T10:00:00.000Z"),
});

const list = { method: "GET" as const, path: "/api/review/comments" };
const add = (body: Record<string, unknown>) => ({ method: "POST" as const, path: "/api/review/comments", body });
const one = (method: "PUT" | "DELETE", id: number, body?: Record<string, unknown>) => ({
  method,
  path: `/api/review/comments/${id}`,
  ...(body === undefined ? {} : { body }),
});

describe("comment bank contract", () => {
  it("GET /api/review/comments 200: own, then the school's", () =>
    pinned(
      (pact) =>
        pact
          .given(SHARED)
          .uponReceiving("the teacher's comment bank")
          .withRequest({ ...list, headers: AUTH })
          .willRespondWith({
            status: 200,
            body: {
              data: eachLike(comment(1, "school", 1, "Спасибо за работу!", false)),
              meta: { can_share: boolean(false) },
            },
          }),
      async (url) => {
        const answer = await bank.api(url).list();
        expect([answer.data[0]?.scope, answer.data[0]?.can_edit, answer.meta.can_share]).toEqual([
          "school",
          false,
          false,
        ]);
      },
    ));
  it("POST /api/review/comments 201 own and shared, 422 without text", () =>
    pinned(
      (pact) => {
        pact
          .given(TEACHER)
          .uponReceiving("a comment saved to the teacher's own bank")
          .withRequest({ ...add({ text: "Раскройте тему подробнее, {имя}." }), headers: JSON_AUTH })
          .willRespondWith({
            status: 201,
            body: { data: comment(1, "own", null, "Раскройте тему подробнее, {имя}.", true) },
          });
        pact
          .given(TEACHER)
          .uponReceiving("a comment without text saved to the bank")
          .withRequest({ ...add({ text: " " }), headers: JSON_AUTH })
          .willRespondWith({ status: 422, body: validationBody("text", VALIDATION_MESSAGES.required) });
      },
      async (url) => {
        expect((await bank.api(url).add({ text: "Раскройте тему подробнее, {имя}." })).scope).toBe("own");
        const bad = await failureOf(bank.api(url).add({ text: " " }));
        expect(bad?.body?.errors?.validation.text?.[0]).toBe(VALIDATION_MESSAGES.required);
      },
    ));
  it("POST /api/review/comments 201 shared by the school's owner", () =>
    pinned(
      (pact) =>
        pact
          .given(OWNER)
          .uponReceiving("a comment the owner shares with his school")
          .withRequest({ ...add({ text: "Спасибо за работу!", scope: "school" }), headers: JSON_AUTH })
          .willRespondWith({ status: 201, body: { data: comment(1, "school", 1, "Спасибо за работу!", true) } }),
      async (url) => {
        const saved = await bank.api(url).add({ text: "Спасибо за работу!", scope: "school" });
        expect([saved.scope, saved.school_id]).toEqual(["school", 1]);
      },
    ));
  it("POST /api/review/comments 403 when a teacher shares", () =>
    bank.refused(TEACHER, "a teacher sharing a comment with the school", add({ text: "Общий", scope: "school" }), (b) =>
      b.add({ text: "Общий", scope: "school" }),
    ));
  it("PUT and DELETE /api/review/comments/{id} 200 for the author", () =>
    pinned(
      (pact) => {
        pact
          .given(SAVED)
          .uponReceiving("a saved comment edited by its author")
          .withRequest({ ...one("PUT", 1, { text: "Раскройте тему, {имя}." }), headers: JSON_AUTH })
          .willRespondWith({ status: 200, body: { data: comment(1, "own", null, "Раскройте тему, {имя}.", true) } });
        pact
          .given(SAVED)
          .uponReceiving("a saved comment deleted by its author")
          .withRequest({ ...one("DELETE", 1), headers: AUTH })
          .willRespondWith({ status: 200, body: { data: null } });
      },
      async (url) => {
        expect((await bank.api(url).update(1, "Раскройте тему, {имя}.")).text).toBe("Раскройте тему, {имя}.");
        expect(await bank.api(url).remove(1)).toBeUndefined();
      },
    ));
  it("PUT /api/review/comments/{id} 403 for a teacher on the school's comment", () =>
    bank.refused(SHARED, "a teacher editing the school's comment", one("PUT", 1, { text: "Моё" }), (b) =>
      b.update(1, "Моё"),
    ));
  it("DELETE /api/review/comments/{id} 403 for a teacher on the school's comment", () =>
    bank.refused(SHARED, "a teacher deleting the school's comment", one("DELETE", 1), (b) => b.remove(1)));
  it("GET /api/review/comments 403 for a student", () =>
    bank.refused(STUDENT, "the comment bank asked by a student", list, (b) => b.list()));
  it("GET /api/review/comments 401 expired", () =>
    bank.expired("the comment bank with an expired token", list, (b) => b.list()));
});

describe("conversation contract: files on feedback and the student's answer", () => {
  const reply = (text: string) => ({ method: "POST" as const, path: "/api/submissions/2/replies", body: { text } });
  it("POST /api/submissions/{id}/rework 200 with the teacher's file on the feedback", () =>
    pinned(
      (pact) =>
        pact
          .given(FILED)
          .uponReceiving("a rework with a file attached to the feedback")
          .withRequest({
            method: "POST",
            path: "/api/submissions/1/rework",
            body: { comment: "Посмотрите пример", files: [FILE_ID] },
            headers: JSON_AUTH,
          })
          .willRespondWith({
            status: 200,
            body: {
              data: {
                id: integer(1),
                course_id: integer(1),
                course_name: like("Основы Python"),
                status: like("needsWork"),
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
                updated_at: isoDate("2026-10-03T11:45:00.000Z"),
                attempts: eachLike({
                  number: integer(1),
                  text: like("Выполнил(а) задание, решение в тексте ответа."),
                  files: [],
                  submitted_at: isoDate("2026-10-03T10:45:00.000Z"),
                  feedback: {
                    teacher: person(4, "Татьяна", "Васильева"),
                    decision: like("needsWork"),
                    comment: like("Посмотрите пример"),
                    at: isoDate("2026-10-03T11:45:00.000Z"),
                    files: eachLike({
                      id: like(FILE_ID),
                      name: like("пример.pdf"),
                      url: like(`/api/files/${FILE_ID}`),
                      size: integer(2048),
                    }),
                  },
                }),
              },
            },
          }),
      async (url) => {
        const detail = await review.api(url).rework(1, "Посмотрите пример", undefined, [FILE_ID]);
        expect(detail.attempts.at(-1)?.feedback?.files?.[0]?.name).toBe("пример.pdf");
      },
    ));
  it("POST /api/submissions/{id}/replies 201 for the work's student, 422 without text", () =>
    pinned(
      (pact) => {
        pact
          .given(STUDENT)
          .uponReceiving("the student's answer to a rework comment")
          .withRequest({ ...reply("Не понял, что доработать?"), headers: JSON_AUTH })
          .willRespondWith({
            status: 201,
            body: {
              data: {
                id: integer(2),
                course_id: integer(1),
                user_id: integer(5),
                module_id: like("1"),
                lesson_id: like("2"),
                task_id: like("2"),
                block_id: like("9"),
                status: like("needsWork"),
                updated_at: isoDate("2026-10-03T12:00:00.000Z"),
                attempts: eachLike({
                  number: integer(1),
                  text: like("Выполнил(а) задание, решение в тексте ответа."),
                  files: [],
                  submitted_at: isoDate("2026-10-03T10:45:00.000Z"),
                  feedback: {
                    teacher_id: integer(4),
                    decision: like("needsWork"),
                    comment: like("Хорошее начало, но не хватает проверки ввода. Доработайте, пожалуйста."),
                    at: isoDate("2026-10-03T11:45:00.000Z"),
                  },
                  replies: eachLike({
                    user_id: integer(5),
                    text: like("Не понял, что доработать?"),
                    at: isoDate("2026-10-03T12:00:00.000Z"),
                  }),
                }),
              },
            },
          });
        pact
          .given(STUDENT)
          .uponReceiving("an empty answer to a rework comment")
          .withRequest({ ...reply(" "), headers: JSON_AUTH })
          .willRespondWith({ status: 422, body: validationBody("text", VALIDATION_MESSAGES.required) });
      },
      async (url) => {
        const work = await talk.api(url).reply(2, "Не понял, что доработать?");
        expect(work.attempts.at(-1)?.replies?.[0]?.text).toBe("Не понял, что доработать?");
        const bad = await failureOf(talk.api(url).reply(2, " "));
        expect(bad?.body?.errors?.validation.text?.[0]).toBe(VALIDATION_MESSAGES.required);
      },
    ));
  it("POST /api/submissions/{id}/replies 409 on a work not sent back", () =>
    pinned(
      (pact) =>
        pact
          .given(RESENT)
          .uponReceiving("an answer to a work that is not sent back")
          .withRequest({
            method: "POST",
            path: "/api/submissions/2/replies",
            body: { text: "Ответ" },
            headers: JSON_AUTH,
          })
          .willRespondWith({ status: 409, body: errorBody(REVIEW_MESSAGES.replyOnlyToRework) }),
      async (url) => {
        const refused = await failureOf(talk.api(url).reply(2, "Ответ"));
        expect([refused?.status, refused?.message]).toEqual([409, REVIEW_MESSAGES.replyOnlyToRework]);
      },
    ));
  it("POST /api/submissions/{id}/replies 403 for the teacher", () =>
    talk.refused(REVIEWER, "a teacher answering in the student's place", reply("Ответ"), (t) => t.reply(2, "Ответ")));
  it("POST /api/submissions/{id}/replies 401 expired", () =>
    talk.expired("an answer with an expired token", reply("Ответ"), (t) => t.reply(2, "Ответ")));
});
