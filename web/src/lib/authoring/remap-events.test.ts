import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { decide } from "@app/domain/model/decide";
import type { DomainCommand } from "@app/domain/model/command";
import type { DomainEvent } from "@app/domain/model/event";
import { evolve } from "@app/domain/model/evolve";
import { initialState } from "@app/domain/model/state";
import { assignmentMap, remapCommand } from "./remap-events";

const TEMP = "6f1c2a9e-1d3b-4c55-9a57-0c8a1b2c3d4e";
const addBlock: DomainCommand = {
  _tag: "AddBlock",
  courseID: "c1",
  parent: { _tag: "lesson", lessonID: TEMP },
  afterIndex: -1,
  contentBlockID: "a-new-block",
  content: { _tag: "text", text: "Новый блок" },
};

/** A course whose lesson was made here, then given its server id 42 by a save's answer. */
const saved = () =>
  (
    [
      { _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 },
      { _tag: "ModuleCreated", courseID: "c1", moduleID: "m1", moduleName: "Раздел", at: 1 },
      {
        _tag: "LessonCreated",
        courseID: "c1",
        moduleID: "m1",
        lessonID: TEMP,
        lessonName: "Урок",
        is_trial: false,
        at: 1,
      },
      { _tag: "IdsAssigned", courseID: "c1", assignments: [{ _tag: "lesson", tempID: TEMP, id: "42" }] },
    ] satisfies DomainEvent[]
  ).reduce(evolve, initialState());

describe("a command made before the save's ids arrived", () => {
  it("given the lesson's id was replaced, when the stale command is decided as it is, then it is refused", () => {
    expect(Result.isFailure(decide(saved(), addBlock))).toBe(true);
  });

  it("given the lesson's id was replaced, when its ids are the current ones, then the block is added to that lesson", () => {
    const ids = assignmentMap([{ _tag: "lesson", tempID: TEMP, id: "42" }]);
    const command = remapCommand(addBlock, ids);
    expect(command).toMatchObject({ parent: { _tag: "lesson", lessonID: "42" }, contentBlockID: "a-new-block" });
    expect(Result.isSuccess(decide(saved(), command))).toBe(true);
  });

  it("given a command that names no replaced id, then it is the very same object (no copy on each keystroke)", () => {
    const ids = assignmentMap([{ _tag: "lesson", tempID: "another", id: "7" }]);
    expect(remapCommand(addBlock, ids)).toBe(addBlock);
  });
});
