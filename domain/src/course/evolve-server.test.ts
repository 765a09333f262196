import { describe, expect, it } from "vitest";
import { authored, courseIn, given, inLesson, rawCourse, saved, text, when } from "../model/test-kit";
import type { CourseSnapshot } from "./course-snapshot";
import { newCourse } from "./defaults";
import { toSnapshot } from "./snapshot-convert";
import { invariantProblems } from "../model/invariants";

const evaluation = { id: "e1", mark: 3, comment: "Доработайте", teacherID: "t", at: 99 };

describe("server data entering the model", () => {
  it("a loaded course is normalized with the SPEC §5 defaults applied", () => {
    const snapshot: CourseSnapshot = {
      ...toSnapshot(newCourse("42", "С сервера", false)),
      general: { ...newCourse("42", "С сервера", false).general, advantages: [{ id: "1", description: "Быстро" }] },
      settings: null,
      moduleList: [
        {
          moduleID: "m",
          moduleName: "Раздел",
          lessons: [
            {
              lessonID: "l",
              lessonName: "Урок",
              lessonContent: [
                { contentBlockID: "b", status: "none", evaluation: null, content: { _tag: "text", text: "т" } },
              ],
              tasks: [{ taskID: "t", name: "Задача", taskContent: [] }],
              is_trial: true,
              isEndedByUser: false,
              status: "not_started",
              statistics: null,
            },
          ],
        },
      ],
    };
    const loaded = given({ _tag: "CourseLoaded", course: snapshot });
    const course = courseIn(loaded, "42");
    expect(course.general.advantages).toHaveLength(3);
    expect(course.settings.accesses.maxCount).toBe("5");
    expect(course.lessons["l"]).toMatchObject({
      moduleID: "m",
      blockOrder: ["b"],
      taskOrder: ["t"],
      wasCreated: false,
    });
    expect(course.tasks["t"]?.lessonID).toBe("l");
    expect(toSnapshot(rawCourse(loaded, "42")).moduleList).toEqual(
      snapshot.moduleList.map((m) => ({
        ...m,
        lessons: m.lessons.map((l) => ({ ...l, statistics: course.lessons["l"]?.statistics })),
      })),
    );
  });

  it("server ids replace temporary ids everywhere they are referenced", () => {
    const state = when(given(...authored), {
      _tag: "IdsAssigned",
      courseID: "c1",
      assignments: [
        { _tag: "module", tempID: "m1", id: "100" },
        { _tag: "lesson", tempID: "l1", id: "200" },
        { _tag: "task", tempID: "t1", id: "300" },
        { _tag: "lessonBlock", lessonID: "200", tempID: "b2", id: "400" },
        { _tag: "taskBlock", taskID: "300", tempID: "tb1", id: "500" },
        { _tag: "course", tempID: "c1", id: "9" },
      ],
    });
    expect(state.courses["c1"]).toBeUndefined();
    const course = courseIn(state, "9");
    expect(course.courseID).toBe("9");
    expect(course.moduleOrder).toEqual(["100"]);
    expect(course.modules["100"]).toMatchObject({ moduleID: "100", lessonOrder: ["200"] });
    expect(course.lessons["200"]).toMatchObject({
      lessonID: "200",
      moduleID: "100",
      taskOrder: ["300"],
      blockOrder: ["b1", "400", "b3"],
    });
    expect(course.lessons["200"]?.statistics).toMatchObject({ course_id: "9", section_id: "100" });
    expect(course.lessons["200"]?.blocks["400"]?.contentBlockID).toBe("400");
    expect(course.tasks["300"]).toMatchObject({ taskID: "300", lessonID: "200", blockOrder: ["500"] });
    expect(Object.keys(course.unsaved).sort()).toEqual(["lesson:200", "module:100", "task:300"]);
  });

  it("a block named by its lesson's temporary id is renamed too; undo then stays consistent (found by the invariants property)", () => {
    // The server names a new lesson's blocks by the lesson's new id; a log may name them by the
    // temporary one that the same event renames. Either way the course and its undo history agree.
    const assigned = when(given(...authored), {
      _tag: "IdsAssigned",
      courseID: "c1",
      assignments: [
        { _tag: "lesson", tempID: "l1", id: "200" },
        { _tag: "lessonBlock", lessonID: "l1", tempID: "b3", id: "403" },
        { _tag: "lessonBlock", lessonID: "l1", tempID: "b1", id: "401" },
      ],
    });
    expect(courseIn(assigned).lessons["200"]?.blockOrder).toEqual(["401", "b2", "403"]);
    const undone = when(assigned, { _tag: "Undone", courseID: "c1" }, { _tag: "Undone", courseID: "c1" });
    expect(invariantProblems(undone)).toEqual([]);
    expect(courseIn(undone).lessons["200"]?.blockOrder).toEqual(["401", "b2"]);
  });

  it("an assignment that names nothing changes nothing, in the history either", () => {
    const state = given(...authored);
    const ghost = when(state, {
      _tag: "IdsAssigned",
      courseID: "c1",
      assignments: [{ _tag: "lessonBlock", lessonID: "nowhere", tempID: "b2", id: "402" }],
    });
    expect(rawCourse(ghost)).toEqual(rawCourse(state));
    expect(ghost.history["c1"]).toEqual(state.history["c1"]);
  });

  it("new ids keep the undo history: undo and redo reach the items under their server ids", () => {
    const assigned = when(given(...authored), {
      _tag: "IdsAssigned",
      courseID: "c1",
      assignments: [
        { _tag: "module", tempID: "m1", id: "100" },
        { _tag: "lesson", tempID: "l1", id: "200" },
        { _tag: "task", tempID: "t1", id: "300" },
        { _tag: "lessonBlock", lessonID: "200", tempID: "b2", id: "400" },
        { _tag: "taskBlock", taskID: "300", tempID: "tb1", id: "500" },
      ],
    });
    expect(assigned.history["c1"]?.undo).toHaveLength(7);
    const undoOne = when(assigned, { _tag: "Undone", courseID: "c1" });
    expect(courseIn(undoOne).tasks["300"]?.blockOrder).toEqual([]);
    expect(courseIn(undoOne).tasks["300"]?.blocks).toEqual({});
    const undoAll = when(assigned, ...Array.from({ length: 7 }, () => ({ _tag: "Undone" as const, courseID: "c1" })));
    const empty = courseIn(undoAll);
    expect(empty.moduleOrder).toEqual([]);
    expect(empty.modules).toEqual({});
    expect(empty.lessons).toEqual({});
    expect(empty.tasks).toEqual({});
    expect(empty.unsaved).toEqual({});
    const redoAll = when(undoAll, ...Array.from({ length: 7 }, () => ({ _tag: "Redone" as const, courseID: "c1" })));
    expect(rawCourse(redoAll)).toEqual(rawCourse(assigned));
    expect(courseIn(redoAll).lessons["200"]).toMatchObject({ blockOrder: ["b1", "400", "b3"], taskOrder: ["300"] });
    // An edit of a renamed block groups with the history under its new id.
    const edited = when(redoAll, {
      _tag: "BlockEdited",
      courseID: "c1",
      parent: inLesson("200"),
      contentBlockID: "400",
      content: text("два!"),
      at: 20,
    });
    expect(courseIn(when(edited, { _tag: "Undone", courseID: "c1" })).lessons["200"]?.blocks["400"]?.content).toEqual(
      text("два"),
    );
  });

  it("evaluations give matching task blocks status needsWork and merge the evaluation in", () => {
    const state = when(given(...saved), {
      _tag: "EvaluationsArrived",
      courseID: "c1",
      evaluations: [
        { taskID: "t1", contentBlockID: "tb1", evaluation },
        { taskID: "t1", contentBlockID: "ghost", evaluation },
      ],
    });
    expect(courseIn(state).tasks["t1"]?.blocks["tb1"]).toMatchObject({ status: "needsWork", evaluation });
  });

  it("a save request sets isLoading; the confirmation clears flags, drops tombstones and the new-course mark", () => {
    const requested = when(given(...authored), { _tag: "SaveRequested", courseID: "c1", publish: false, at: 5 });
    expect(courseIn(requested).isLoading).toBe(true);
    const state = when(
      requested,
      { _tag: "ItemMarkedForDelete", courseID: "c1", item: { _tag: "task", taskID: "t1" } },
      { _tag: "SaveConfirmed", courseID: "c1", at: 6 },
    );
    const course = courseIn(state);
    expect(course).toMatchObject({ isLoading: false, isNew: false, wasEdited: false, unsaved: {} });
    expect(course.tasks["t1"]).toBeUndefined();
    expect(course.lessons["l1"]).toMatchObject({ taskOrder: [], wasCreated: false, wasEdited: false });
    expect(state.history["c1"]).toBeUndefined();
  });

  it("a failed save ends loading; publishing marks the course published until the next change", () => {
    const failed = when(
      given(...saved),
      { _tag: "SaveRequested", courseID: "c1", publish: true, at: 11 },
      { _tag: "SaveFailed", courseID: "c1", message: "Произошла ошибка на стороне сервера!" },
    );
    expect(courseIn(failed).isLoading).toBe(false);
    const published = when(given(...saved), { _tag: "CoursePublished", courseID: "c1", at: 12 });
    expect(courseIn(published).published).toBe(true);
    const changed = when(published, { _tag: "BlockDeleted", courseID: "c1", parent: inLesson(), contentBlockID: "b1" });
    expect(courseIn(changed).published).toBe(false);
  });
});
