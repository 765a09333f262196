import { produce, type Draft } from "immer";
import { describe, expect, it } from "vitest";
import { generateLog } from "../generate/generate-log";
import { clone } from "../model/clone";
import { invariantProblems } from "../model/invariants";
import { deleteIn, getIn, keysOf, shardOf } from "../model/sharded";
import type { DomainState } from "../model/state";
import { checkLog } from "./check-log";
import { orderViolations, stateViolations } from "./log-check";

/**
 * The state checks remember their results per object and per bucket (issue #33, model/remembered.ts),
 * and skip the orders when the model's invariants find a state sound. Here a sound state, whose parts
 * the checks have all seen, is broken in one place at a time (sharing every other part with it, as an
 * event would): the remembered answer must equal the answer about a fresh copy nothing was remembered
 * of, and each break must be found.
 */
const { state: sound, bad } = checkLog(generateLog(1500, 7));
type Course = Draft<DomainState["courses"][string]>;

/** The course with the most lessons that has tasks, and its lesson with most blocks and one of its tasks. */
const course =
  Object.values(sound.courses)
    .filter((c) => keysOf(c.tasks).length > 0)
    .sort((a, b) => keysOf(b.lessons).length - keysOf(a.lessons).length)[0] ?? null;
const lessonIDs = course === null ? [] : keysOf(course.lessons);
const taskID = course === null ? "" : (keysOf(course.tasks)[0] ?? "");
const taskLesson = course === null ? "" : (getIn(course.tasks, taskID)?.lessonID ?? "");
const lessonID =
  lessonIDs.find((id) => id !== taskLesson && Object.keys(getIn(course?.lessons ?? {}, id)?.blocks ?? {}).length > 1) ??
  "";
const moduleID = course === null ? "" : (course.moduleOrder[0] ?? "");

const lessonOf = (c: Course, id: string) => c.lessons[shardOf(id)]?.[id];
const taskOf = (c: Course, id: string) => c.tasks[shardOf(id)]?.[id];

/** One break each: orders, links between sections, lessons and tasks, ids, flags. */
const breaks: ReadonlyArray<readonly [string, (c: Course) => void]> = [
  [
    "a block twice in its lesson's order",
    (c) => {
      const order = lessonOf(c, lessonID)?.blockOrder;
      order?.push(order[0] ?? "");
    },
  ],
  [
    "a block out of its lesson's order",
    (c) => {
      lessonOf(c, lessonID)?.blockOrder.pop();
    },
  ],
  [
    "a block under another id",
    (c) => {
      const lesson = lessonOf(c, lessonID);
      const first = lesson?.blockOrder[0];
      const block = first === undefined ? undefined : lesson?.blocks[first];
      if (block) block.contentBlockID = "moved";
    },
  ],
  [
    "a task out of its lesson's order",
    (c) => {
      const lesson = lessonOf(c, taskLesson);
      if (lesson) lesson.taskOrder = lesson.taskOrder.filter((id) => id !== taskID);
    },
  ],
  [
    "a task that says it is in another lesson",
    (c) => {
      const task = taskOf(c, taskID);
      if (task) task.lessonID = lessonID;
    },
  ],
  [
    "a lesson out of its section's order",
    (c) => {
      for (const module of Object.values(c.modules))
        module.lessonOrder = module.lessonOrder.filter((id) => id !== lessonID);
    },
  ],
  [
    "a section order that names a missing lesson",
    (c) => {
      c.modules[moduleID]?.lessonOrder.push("missing");
    },
  ],
  ["a lesson gone but still in its order", (c) => deleteIn(c.lessons, lessonID)],
  [
    "a section twice in the order",
    (c) => {
      c.moduleOrder.push(moduleID);
    },
  ],
  [
    "a lesson flagged but not in the unsaved index",
    (c) => {
      const lesson = lessonOf(c, lessonID);
      if (lesson) lesson.wasEdited = true;
      deleteIn(c.unsaved, `lesson:${lessonID}`);
      c.wasEdited = true;
    },
  ],
  [
    "a task flagged while the course is not marked edited",
    (c) => {
      const task = taskOf(c, taskID);
      if (task) task.wasDeleted = true;
      c.wasEdited = false;
    },
  ],
  [
    "a new course holding an item not flagged created",
    (c) => {
      c.isNew = true;
    },
  ],
];

describe("the state checks, remembered per part (issue #33)", () => {
  it("start from a sound state with a course of lessons and tasks", () => {
    expect(bad).toBeNull();
    expect(course).not.toBeNull();
    expect([lessonID, taskID, taskLesson, moduleID].every((id) => id !== "")).toBe(true);
    expect(stateViolations(sound)).toEqual([]);
  });

  it.each(breaks)("%s: found, and the same as about a fresh copy", (_name, breakIt) => {
    if (course === null) throw new Error("no course");
    const broken = produce(sound, (draft) => {
      const target = draft.courses[course.courseID];
      if (target) breakIt(target);
    });
    const fresh = clone(broken);
    expect(invariantProblems(broken)).not.toEqual([]);
    expect(invariantProblems(broken)).toEqual(invariantProblems(fresh));
    expect(stateViolations(broken)).not.toEqual([]);
    expect(stateViolations(broken)).toEqual(stateViolations(fresh));
    const brokenCourse = broken.courses[course.courseID];
    if (brokenCourse) expect(orderViolations(brokenCourse)).toEqual(orderViolations(clone(brokenCourse)));
    // and the sound state is still sound: nothing remembered about the break leaks back
    expect(stateViolations(sound)).toEqual([]);
  });
});
