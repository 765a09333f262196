import { describe, expect, it } from "vitest";
import { replay } from "../model/evolve";
import { invariantProblems } from "../model/invariants";
import { initialState } from "../model/state";
import { generateLog } from "./generate-log";

describe("the synthetic log generator", () => {
  const log = generateLog(6000, 3);

  it("is a pure function of the seed, numbers its envelopes and gives N events (0 → none)", () => {
    expect(generateLog(6000, 3)).toEqual(log);
    expect(generateLog(300, 4)).not.toEqual(generateLog(300, 3));
    expect(log).toHaveLength(6000);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 6000 }, (_, i) => i + 1));
    expect(generateLog(0, 3)).toEqual([]);
  });

  it("is realistic: courses authored, blocks moved, items deleted, restored and flushed, undo/redo, saves, passage, evaluations", () => {
    const tags = new Set(log.map((e) => e.event._tag));
    for (const tag of [
      "CourseLoaded",
      "CourseCreated",
      "ModuleCreated",
      "LessonCreated",
      "TaskCreated",
      "BlockAdded",
      "BlockEdited",
      "BlockMoved",
      "BlockDeleted",
      "ItemMoved",
      "ItemMarkedForDelete",
      "ItemRestored",
      "ItemFlushed",
      "Undone",
      "Redone",
      "IdsAssigned",
      "SaveConfirmed",
      "AboutTextEdited",
      "AboutItemCreated",
      "PassageStarted",
      "BlockCompleted",
      "LessonStarted",
      "EvaluationsArrived",
    ])
      expect(tags).toContain(tag);
    const state = replay(
      log.map((e) => e.event),
      initialState(),
    );
    expect(Object.keys(state.courses).length).toBeGreaterThanOrEqual(3);
    expect(invariantProblems(state)).toEqual([]);
  });
});
