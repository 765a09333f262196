import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { RUBRIC_MARK_MESSAGES } from "@app/domain/review/rubric-marks";
import { reviewApi } from "@app/web/lib/api/review-api";
import { areaKit } from "../support/area-kit";
import { AUTH, JSON_AUTH } from "../support/headers";
import { failureOf } from "../support/refusal";
import { pinned } from "../support/pin";
import { validationBody } from "../support/error-bodies";
import { isoDate, person } from "../support/review-bodies";

const { like, integer, boolean, eachLike } = MatchersV3;
/** Issue #34 part 4: the task of submission 1 has a three-criterion rubric (3, 5 and 2 points). */
const RUBRIC = "review: submission 1's task has a rubric and the teacher is signed in";
const { api } = areaKit(reviewApi, "review: the teacher's session has expired");

const criterion = { criterionID: like("r1"), title: like("Есть вывод"), points: integer(3) };

/** The work with its task's rubric, and (once decided) each criterion marked met or not in the feedback. */
const work = (status: string, feedback: object | null) => ({
  data: {
    id: integer(1),
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
      rubric: eachLike(criterion),
    },
    student: person(5, "Сергей", "Иванов"),
    attempts: eachLike({
      number: integer(1),
      text: like("Выполнил(а) задание, решение в тексте ответа."),
      files: [],
      submitted_at: isoDate("2026-10-03T10:45:00.000Z"),
      feedback,
    }),
    updated_at: isoDate("2026-10-03T11:45:00.000Z"),
  },
});

describe("review contract: the rubric (issue #34 part 4)", () => {
  it("GET /api/submissions/{id} carries the task's rubric; POST …/accept takes the ticked criteria and keeps the marks", () =>
    pinned(
      (pact) => {
        pact
          .given(RUBRIC)
          .uponReceiving("a work whose task has a rubric")
          .withRequest({ method: "GET", path: "/api/submissions/1", headers: AUTH })
          .willRespondWith({ status: 200, body: work("onReview", null) });
        pact
          .given(RUBRIC)
          .uponReceiving("an acceptance with two of the rubric's three criteria ticked")
          .withRequest({
            method: "POST",
            path: "/api/submissions/1/accept",
            body: { comment: "Хорошо", criteria: ["r1", "r3"] },
            headers: JSON_AUTH,
          })
          .willRespondWith({
            status: 200,
            body: work("accepted", {
              teacher: person(4, "Татьяна", "Васильева"),
              decision: like("accepted"),
              comment: like("Хорошо"),
              at: isoDate("2026-10-03T11:45:00.000Z"),
              rubric: eachLike({ ...criterion, met: boolean(true) }),
            }),
          });
        pact
          .given(RUBRIC)
          .uponReceiving("an acceptance ticking a criterion the task does not have")
          .withRequest({
            method: "POST",
            path: "/api/submissions/1/accept",
            body: { criteria: ["r9"] },
            headers: JSON_AUTH,
          })
          .willRespondWith({ status: 422, body: validationBody("criteria", RUBRIC_MARK_MESSAGES.unknownCriterion) });
      },
      async (url) => {
        expect((await api(url).submission(1)).task.rubric?.[0]?.points).toBe(3);
        const decided = await api(url).accept(1, "Хорошо", ["r1", "r3"]);
        expect(decided.attempts[0]?.feedback?.rubric?.[0]?.met).toBe(true);
        const refused = await failureOf(api(url).accept(1, undefined, ["r9"]));
        expect([refused?.status, refused?.body?.errors?.validation.criteria?.[0]]).toEqual([
          422,
          RUBRIC_MARK_MESSAGES.unknownCriterion,
        ]);
      },
    ));
});
