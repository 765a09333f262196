import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffCourse } from "../course/content-diff";
import type { DomainEvent } from "../model/event";
import { build, logArb } from "../model/event-arbitrary";
import { given, inLesson, inTask, saved, text, when } from "../model/test-kit";
import { indexBody } from "./body-index";
import { diffCourseBodies } from "./diff-bodies";
import { authored, bodyOf, courseOf, edited, sessionArb } from "./history-test-kit";
import { patchedBody } from "./patched-body";
import { summarizeChanges, summarizePatch } from "./summarize";
import { changedIdsOf, remapChangedIds, touchedIds } from "./touched";

const c = "c1";
const start = given(...saved);

const touchedBy = (...events: ReadonlyArray<DomainEvent>) =>
  touchedIds(bodyOf(courseOf(start)), diffCourse(courseOf(start), courseOf(when(start, ...events))));

describe("the ids a save touches", () => {
  it("a block's edit names the block, its lesson and its section", () => {
    expect(
      touchedBy({
        _tag: "BlockEdited",
        courseID: c,
        parent: inLesson(),
        contentBlockID: "b2",
        content: text("2"),
        at: 20,
      }),
    ).toEqual({ modules: ["m1"], lessons: ["l1"], tasks: [], blocks: ["b2"] });
    expect(
      touchedBy({
        _tag: "BlockEdited",
        courseID: c,
        parent: inTask(),
        contentBlockID: "tb1",
        content: { _tag: "freeTask", title: "Эссе", text: "Напишите эссе", files: [] },
        at: 20,
      }),
    ).toEqual({ modules: ["m1"], lessons: ["l1"], tasks: ["t1"], blocks: ["tb1"] });
  });

  it("a deleted lesson names all it held; an about-page edit names no item", () => {
    expect(touchedBy({ _tag: "ItemMarkedForDelete", courseID: c, item: { _tag: "lesson", lessonID: "l1" } })).toEqual({
      modules: ["m1"],
      lessons: ["l1"],
      tasks: ["t1"],
      blocks: ["b1", "b2", "b3", "tb1"],
    });
    expect(touchedBy({ _tag: "AboutTextEdited", courseID: c, field: "summary", value: "Коротко", at: 20 })).toEqual({
      modules: [],
      lessons: [],
      tasks: [],
      blocks: [],
    });
  });

  it("a lesson moved to another section names both sections", () => {
    expect(
      touchedBy(
        { _tag: "ModuleCreated", courseID: c, moduleID: "m2", moduleName: "Второй", at: 20 },
        { _tag: "ItemPlaced", courseID: c, item: { _tag: "lesson", lessonID: "l1" }, parentID: "m2", index: 0 },
      ),
    ).toEqual({ modules: ["m2", "m1"], lessons: ["l1"], tasks: [], blocks: [] });
  });

  it("temporary ids become the server's ones", () => {
    const ids = touchedBy({
      _tag: "BlockAdded",
      courseID: c,
      parent: inLesson(),
      afterIndex: 2,
      contentBlockID: "tmp-1",
      content: text("новый"),
    });
    expect(ids.blocks).toEqual(["tmp-1"]);
    expect(remapChangedIds(ids, [{ _tag: "lessonBlock", lessonID: "l1", tempID: "tmp-1", id: "501" }])).toEqual({
      modules: ["m1"],
      lessons: ["l1"],
      tasks: [],
      blocks: ["501"],
    });
  });

  it("a task dragged out of a lesson marked for delete goes to the server with its blocks", () => {
    // The server's body: lesson l1 deleted (and its task t1 with it), lesson l2 kept.
    const base = when(
      start,
      {
        _tag: "LessonCreated",
        courseID: c,
        moduleID: "m1",
        lessonID: "l2",
        lessonName: "Второй",
        is_trial: false,
        at: 20,
      },
      { _tag: "ItemMarkedForDelete", courseID: c, item: { _tag: "lesson", lessonID: "l1" } },
    );
    const next = when(base, {
      _tag: "ItemPlaced",
      courseID: c,
      item: { _tag: "task", taskID: "t1" },
      parentID: "l2",
      index: 0,
    });
    const before = bodyOf(courseOf(base));
    const after = patchedBody(before, diffCourse(courseOf(base), courseOf(next)));
    expect(authored(after)).toEqual(authored(bodyOf(courseOf(next))));
    const l2 = after.moduleList[0]?.lessons.find((lesson) => lesson.lessonID === "l2");
    expect(l2?.tasks.map((task) => task.taskContent.map((block) => block.contentBlockID))).toEqual([["tb1"]]);
  });

  it("for any editing session, the patch applied to the saved course is the editor's course, and the lines and ids of the patch are those of the two courses", () => {
    fc.assert(
      fc.property(logArb(12), sessionArb, (log, session) => {
        const base = build(log).state;
        const next = edited(base, session);
        fc.pre(base.courses[c] !== undefined && next.courses[c] !== undefined);
        const [from, to] = [courseOf(base), courseOf(next)];
        const before = bodyOf(from);
        const patch = diffCourse(from, to);
        const after = patchedBody(before, patch);
        expect(authored(after)).toEqual(authored(bodyOf(to)));
        const changes = diffCourseBodies(before, bodyOf(to));
        expect(summarizePatch(before, patch)).toEqual(summarizeChanges(changes));
        expect(touchedIds(before, patch)).toEqual(changedIdsOf(changes, indexBody(before), indexBody(bodyOf(to))));
      }),
      { numRuns: 100 },
    );
  });
});
