import { beforeEach, describe, expect, it, vi } from "vitest";
import type { IdAssignment } from "@app/domain/course/server-events";
import { authored, given, inLesson } from "@app/domain/model/test-kit";
import { blockOf } from "@app/domain/course/course-query";
import type { BlockAddress } from "./block-edit";

vi.mock("../../lib/ui/toast", () => ({ notifyError: () => undefined, notifySuccess: () => undefined }));

// The model and the id remaps are module state: each test gets fresh modules.
let modules: {
  remaps: typeof import("../../lib/authoring/id-remaps");
  store: typeof import("../../lib/model/domain-store");
  edit: typeof import("./block-edit");
};
beforeEach(async () => {
  vi.resetModules();
  modules = {
    remaps: await import("../../lib/authoring/id-remaps"),
    store: await import("../../lib/model/domain-store"),
    edit: await import("./block-edit"),
  };
  modules.store.resetDomain(given(...authored));
});

/** The save's answer as the session applies it: the remaps first, then IdsAssigned. */
const saveAnswered = (assignments: ReadonlyArray<IdAssignment>): void => {
  modules.remaps.recordAssignments("c1", assignments);
  modules.store.dispatch({ _tag: "IdsAssigned", courseID: "c1", assignments });
};

const blockNow = (lessonID: string, blockID: string) => {
  const course = modules.store.currentState().courses["c1"];
  if (course === undefined) throw new Error("course c1 is loaded");
  return blockOf(course, inLesson(lessonID), blockID)?.content;
};

/** Lesson l1's block b1 (a text), by the ids it had when the handler was made. */
const before: BlockAddress = { courseID: "c1", parentKind: "lesson", parentID: "l1", blockID: "b1" };

describe("updateBlock: an edit of a block from its current content", () => {
  it("lands on the block when the save gave it and its lesson server ids after the handler was made", () => {
    // An upload began while b1 and l1 had their temporary ids; the save's answer came before it ended.
    saveAnswered([
      { _tag: "lesson", tempID: "l1", id: "61" },
      { _tag: "lessonBlock", lessonID: "l1", tempID: "b1", id: "121" },
    ]);
    modules.edit.updateBlock(before, "text", (content) => ({ ...content, text: "после сохранения" }));
    expect(blockNow("61", "121")).toEqual({ _tag: "text", text: "после сохранения" });
  });

  it("edits a block whose ids never changed as it is", () => {
    modules.edit.updateBlock(before, "text", (content) => ({ ...content, text: "сразу" }));
    expect(blockNow("l1", "b1")).toEqual({ _tag: "text", text: "сразу" });
  });
});
