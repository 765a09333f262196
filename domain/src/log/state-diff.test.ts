import { describe, expect, it } from "vitest";
import { evolve } from "../model/evolve";
import { initialState } from "../model/state";
import { diffStates } from "./state-diff";

describe("the diff of what an event changed", () => {
  it("names each changed leaf by its path, with both values", () => {
    expect(diffStates({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 3, 4] }, d: "x" })).toEqual([
      { path: ["b", "c", "1"], before: 2, after: 3 },
      { path: ["b", "c", "2"], before: undefined, after: 4 },
      { path: ["d"], before: undefined, after: "x" },
    ]);
    expect(diffStates({ gone: true }, {})).toEqual([{ path: ["gone"], before: true, after: undefined }]);
  });

  it("is empty for the same state and stops at the limit", () => {
    const state = initialState();
    expect(diffStates(state, state)).toEqual([]);
    expect(diffStates({ a: 1, b: 2, c: 3 }, { a: 2, b: 3, c: 4 }, 2)).toHaveLength(2);
  });

  it("shows a renamed course as one change on the model", () => {
    const created = evolve(initialState(), { _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 });
    const renamed = evolve(created, {
      _tag: "AboutTextEdited",
      courseID: "c1",
      field: "name",
      value: "Новый курс",
      at: 2,
    });
    const changes = diffStates(created, renamed).filter((c) => c.path.at(-1) === "value");
    expect(changes).toEqual([
      { path: ["courses", "c1", "general", "name", "value"], before: "Курс", after: "Новый курс" },
    ]);
  });
});
