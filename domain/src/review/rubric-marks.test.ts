import { describe, expect, it } from "vitest";
import { marksOf, scoreOf, unknownCriteria } from "./rubric-marks";

const rubric = [
  { criterionID: "a", title: "Есть вывод", points: 3 },
  { criterionID: "b", title: "Код работает", points: 5 },
  { criterionID: "c", title: "Оформление", points: 2 },
];

describe("rubric marks", () => {
  it("marks every criterion, met or not, in the rubric's order", () => {
    expect(marksOf(rubric, ["c", "a"]).map((m) => [m.criterionID, m.met])).toEqual([
      ["a", true],
      ["b", false],
      ["c", true],
    ]);
  });

  it("copies the titles and points as they are at the decision", () => {
    expect(marksOf(rubric, ["b"])[1]).toEqual({ criterionID: "b", title: "Код работает", points: 5, met: true });
  });

  it("scores the met criteria out of all", () => {
    expect(scoreOf(marksOf(rubric, ["a", "b"]))).toEqual({ points: 8, max: 10 });
    expect(scoreOf(marksOf(rubric, []))).toEqual({ points: 0, max: 10 });
    expect(scoreOf([])).toEqual({ points: 0, max: 0 });
  });

  it("names the ticked ids the rubric does not have", () => {
    expect(unknownCriteria(rubric, ["a", "z"])).toEqual(["z"]);
    expect(unknownCriteria([], ["a"])).toEqual(["a"]);
  });
});
