import { describe, expect, it } from "vitest";
import {
  RUBRIC_LIMITS,
  RUBRIC_MESSAGES,
  canAddCriterion,
  newCriterion,
  rubricMax,
  rubricProblems,
  tickedPoints,
} from "./rubric";
import { VALIDATION_MESSAGES, maxLengthMessage } from "../validation/messages";

const rubric = [
  { criterionID: "a", title: "Есть вывод", points: 3 },
  { criterionID: "b", title: "Код работает", points: 5 },
  { criterionID: "c", title: "Оформление", points: 2 },
];

describe("rubric", () => {
  it("adds up the ticked criteria's points, out of all of them", () => {
    expect(rubricMax(rubric)).toBe(10);
    expect(tickedPoints(rubric, new Set(["a", "b"]))).toBe(8);
    expect(tickedPoints(rubric, new Set(["x"]))).toBe(0);
  });

  it("a valid rubric has no problems", () => {
    expect(rubricProblems("r", rubric)).toEqual([]);
  });

  it("a criterion needs a title of at most 200 characters", () => {
    const long = "я".repeat(RUBRIC_LIMITS.title + 1);
    expect(
      rubricProblems("r", [
        { criterionID: "a", title: "  ", points: 1 },
        { criterionID: "b", title: long, points: 1 },
        { criterionID: "c", title: "я".repeat(RUBRIC_LIMITS.title), points: 1 },
      ]),
    ).toEqual([
      { field: "r.0.title", message: VALIDATION_MESSAGES.required },
      { field: "r.1.title", message: maxLengthMessage(RUBRIC_LIMITS.title) },
    ]);
  });

  it.each([0, -1, 101, 2.5, Number.NaN])("%s points are refused", (points) => {
    expect(rubricProblems("r", [{ criterionID: "a", title: "Т", points }])).toEqual([
      { field: "r.0.points", message: RUBRIC_MESSAGES.points },
    ]);
  });

  it.each([1, 100])("%s points are allowed", (points) => {
    expect(rubricProblems("r", [{ criterionID: "a", title: "Т", points }])).toEqual([]);
  });

  it("at most 20 criteria", () => {
    const full = Array.from({ length: RUBRIC_LIMITS.criteria }, (_, i) => ({ ...newCriterion(`c${i}`), title: "Т" }));
    expect(rubricProblems("r", full)).toEqual([]);
    expect(canAddCriterion(full)).toBe(false);
    expect(canAddCriterion(full.slice(1))).toBe(true);
    expect(canAddCriterion(undefined)).toBe(true);
    expect(rubricProblems("r", [...full, { ...newCriterion("x"), title: "Т" }])).toEqual([
      { field: "r", message: RUBRIC_MESSAGES.tooMany },
    ]);
  });
});
