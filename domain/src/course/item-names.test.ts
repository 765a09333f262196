import { describe, expect, it } from "vitest";
import { maxLengthMessage } from "../validation/messages";
import type { ModuleSnapshot } from "./course-snapshot";
import { itemNameProblems, treeNameProblems } from "./item-names";

const lesson = (lessonName: string, taskName: string): ModuleSnapshot["lessons"][number] => ({
  lessonID: "l1",
  lessonName,
  lessonContent: [],
  tasks: [{ taskID: "t1", name: taskName, taskContent: [] }],
  is_trial: false,
  isEndedByUser: false,
  status: "not_started",
  statistics: null,
});

describe("one name limit for sections, lessons and tasks (issue #32 row 10)", () => {
  it("takes 256 characters and blanks, refuses 257", () => {
    expect(itemNameProblems("x", "я".repeat(256))).toEqual([]);
    expect(itemNameProblems("x", "")).toEqual([]);
    expect(itemNameProblems("x", "я".repeat(257))).toEqual([{ field: "x", message: maxLengthMessage(256) }]);
  });

  it("walks a whole tree, keyed by place", () => {
    const long = "я".repeat(10_240);
    const tree: ModuleSnapshot[] = [
      { moduleID: "m1", moduleName: "Раздел", lessons: [lesson("Урок", "Задание")] },
      { moduleID: "m2", moduleName: long, lessons: [lesson(long, "Задание"), lesson("Урок", long)] },
    ];
    expect(treeNameProblems(tree).map((p) => p.field)).toEqual([
      "moduleList.1.moduleName",
      "moduleList.1.lessons.0.lessonName",
      "moduleList.1.lessons.1.tasks.0.name",
    ]);
  });
});
