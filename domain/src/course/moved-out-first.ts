import type { DomainEvent } from "../model/event";
import type { DomainState } from "../model/state";
import { runCommand, type Step } from "./bring-back";
import { commandOf } from "./rebase";
import { blockParentOf, containerOf, lessonOf, taskOf } from "./course-query";
import type { CourseState } from "./course-state";
import type { BlockParent } from "./ids";

const keyOf = (parent: BlockParent): string =>
  parent._tag === "lesson" ? `lesson:${parent.lessonID}` : `task:${parent.taskID}`;

/**
 * Where a block goes back to: my window's lesson or task, when it is live there and not inside what
 * is being deleted (`inside`: the keys of the deleted lesson or task and of the lesson's tasks).
 */
const blockHome = (
  now: CourseState,
  my: CourseState,
  blockID: string,
  from: BlockParent,
  inside: ReadonlySet<string>,
): DomainEvent | null => {
  const home = blockParentOf(my, blockID);
  const there = home && containerOf(now, home);
  if (!home || !there || there.wasDeleted || inside.has(keyOf(home))) return null;
  const index = Math.min(containerOf(my, home)?.blockOrder.indexOf(blockID) ?? 0, there.blockOrder.length);
  return { _tag: "BlockPlaced", courseID: now.courseID, parent: from, contentBlockID: blockID, to: home, index };
};

/** Where a task goes back to: my window's lesson, when it is live there. */
const taskHome = (now: CourseState, my: CourseState, taskID: string, from: string): DomainEvent | null => {
  const home = taskOf(my, taskID)?.lessonID;
  const there = home === undefined ? undefined : lessonOf(now, home);
  if (home === undefined || home === from || !there || there.wasDeleted) return null;
  const index = Math.min(lessonOf(my, home)?.taskOrder.indexOf(taskID) ?? 0, there.taskOrder.length);
  return { _tag: "ItemPlaced", courseID: now.courseID, item: { _tag: "task", taskID }, parentID: home, index };
};

/**
 * What the other window moved into the lesson or task my delete removes (into the lesson itself or
 * into one of its tasks), and my window keeps elsewhere.
 */
const movedIn = (now: CourseState, my: CourseState, event: DomainEvent): DomainEvent[] => {
  if (event._tag !== "ItemMarkedForDelete") return [];
  const { item } = event;
  const deleted: BlockParent | null =
    item._tag === "lesson"
      ? { _tag: "lesson", lessonID: item.lessonID }
      : item._tag === "task"
        ? { _tag: "task", taskID: item.taskID }
        : null;
  if (!deleted || !containerOf(now, deleted)) return [];
  const taskIDs = item._tag === "lesson" ? (lessonOf(now, item.lessonID)?.taskOrder ?? []) : [];
  const containers: BlockParent[] = [deleted, ...taskIDs.map((taskID): BlockParent => ({ _tag: "task", taskID }))];
  const inside = new Set(containers.map(keyOf));
  const blocks = containers.flatMap((parent) =>
    (containerOf(now, parent)?.blockOrder ?? []).map((blockID) => blockHome(now, my, blockID, parent, inside)),
  );
  const tasks = item._tag === "lesson" ? taskIDs.map((taskID) => taskHome(now, my, taskID, item.lessonID)) : [];
  return [...blocks, ...tasks].filter((moved): moved is DomainEvent => moved !== null);
};

/**
 * Before my delete of a lesson or task is kept: a block or task the other window dragged into it,
 * which my window still has in a live lesson or task, goes back there first, so that keeping my
 * delete never takes with it what my window kept (the block or task is in my version, elsewhere).
 * A move the course refuses is left out; the delete then takes that one along, as it would have.
 */
export const movedOutFirst = (step: Step, mine: DomainState, event: DomainEvent): Step => {
  const courseID = "courseID" in event ? event.courseID : "";
  const now = step.state.courses[courseID];
  const my = mine.courses[courseID];
  if (!now || !my) return step;
  return movedIn(now, my, event).reduce((at, moved) => runCommand(at, commandOf(moved)) ?? at, step);
};
