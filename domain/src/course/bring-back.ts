import * as Result from "effect/Result";
import type { DomainCommand } from "../model/command";
import { decide } from "../model/decide";
import type { DomainEvent } from "../model/event";
import { evolve } from "../model/evolve";
import { valuesOf } from "../model/sharded";
import type { DomainState } from "../model/state";
import { lessonOf, siblingsOf, taskOf } from "./course-query";
import type { CourseState } from "./course-state";
import type { BlockParent, ItemRef } from "./ids";
import type { LessonState, TaskState } from "./structure";

/** A state and the events that led to it from where the resolution started. */
export type Step = { readonly state: DomainState; readonly events: ReadonlyArray<DomainEvent> };

/** Decides one command on the step's state: the step after its events, or null when refused. */
export const runCommand = (step: Step, command: DomainCommand | null): Step | null => {
  if (command === null) return null;
  const decided = decide(step.state, command);
  if (Result.isFailure(decided)) return null;
  return { state: decided.success.reduce(evolve, step.state), events: [...step.events, ...decided.success] };
};

/** Runs commands in order, each on the state the previous left; stops (null) at the first refused. */
const runAll = (step: Step, commands: ReadonlyArray<(state: DomainState) => DomainCommand | null>): Step | null =>
  commands.reduce<Step | null>((at, command) => (at === null ? null : runCommand(at, command(at.state))), step);

/**
 * Where a kept edit needs to be brought back from (the author's window, `mine`), and what of it the
 * author answered "take theirs" for (`rejected`: merge field keys, whose blocks stay away).
 */
export type Source = {
  readonly mine: DomainState;
  readonly courseID: string;
  readonly rejected: ReadonlySet<string>;
  /** When the kept edit was made: the time the items created again carry. */
  readonly at: number;
};

const courseIn = (state: DomainState, courseID: string): CourseState | undefined => state.courses[courseID];

/** The ids of every block the course holds, wherever it sits (a block dragged elsewhere is not copied twice). */
const blockIDs = (course: CourseState): Set<string> => {
  const ids = new Set<string>();
  for (const lesson of valuesOf(course.lessons)) for (const id of lesson.blockOrder) ids.add(id);
  for (const task of valuesOf(course.tasks)) for (const id of task.blockOrder) ids.add(id);
  return ids;
};

/** Adds my window's blocks of a lesson or task, in my order, after what the container holds now. */
const addBlocks = (step: Step, source: Source, parent: BlockParent, from: LessonState | TaskState): Step | null => {
  const course = courseIn(step.state, source.courseID);
  if (!course) return null;
  const present = blockIDs(course);
  const wanted = from.blockOrder.filter((id) => !present.has(id) && !source.rejected.has(`blocks.${id}`));
  return runAll(
    step,
    wanted.map((id) => (state: DomainState): DomainCommand | null => {
      const block = from.blocks[id];
      const there = courseIn(state, source.courseID);
      const node =
        there && (parent._tag === "lesson" ? lessonOf(there, parent.lessonID) : taskOf(there, parent.taskID));
      return block && node
        ? {
            _tag: "AddBlock",
            courseID: source.courseID,
            parent,
            afterIndex: node.blockOrder.length - 1,
            contentBlockID: id,
            content: block.content,
          }
        : null;
    }),
  );
};

/** Where an item stood among its live siblings in my window (so it comes back to its place). */
const indexAmong = (order: ReadonlyArray<string>, id: string, isLive: (id: string) => boolean): number =>
  order.filter((other) => other === id || isLive(other)).indexOf(id);

/** Moves a created item (at the end of its parent) to my index, or to the end when the parent holds fewer now. */
const placeAt =
  (source: Source, item: ItemRef, parentID: string | null, index: number) =>
  (state: DomainState): DomainCommand | null => {
    const course = courseIn(state, source.courseID);
    const order = course ? siblingsOf(course, item)?.order : undefined;
    if (order === undefined) return null;
    return { _tag: "PlaceItem", courseID: source.courseID, item, parentID, index: Math.min(index, order.length - 1) };
  };

/**
 * Makes an item live again where my window has it: a tombstoned item is restored; one the other
 * window removed is created again with my name, at my place, with my blocks (a lesson with its tasks),
 * its section (and a task's lesson) first. Answers null when my window does not have it either.
 */
export const bringBack = (step: Step, source: Source, item: ItemRef): Step | null => {
  const here = courseIn(step.state, source.courseID);
  const mine = courseIn(source.mine, source.courseID);
  if (!here || !mine) return null;
  const restore = (at: Step): Step | null => runCommand(at, { _tag: "RestoreItem", courseID: source.courseID, item });

  if (item._tag === "module") {
    const there = here.modules[item.moduleID];
    if (there) return there.wasDeleted ? restore(step) : step;
    const module = mine.modules[item.moduleID];
    if (!module) return null;
    const index = indexAmong(mine.moduleOrder, item.moduleID, (id) => mine.modules[id]?.wasDeleted === false);
    return runAll(step, [
      () => ({
        _tag: "CreateModule",
        courseID: source.courseID,
        moduleID: module.moduleID,
        moduleName: module.moduleName,
        at: source.at,
      }),
      placeAt(source, item, null, index),
    ]);
  }

  if (item._tag === "lesson") {
    const there = lessonOf(here, item.lessonID);
    const lesson = lessonOf(mine, item.lessonID);
    const moduleID = there?.moduleID ?? lesson?.moduleID;
    if (moduleID === undefined) return null;
    const withModule = bringBack(step, source, { _tag: "module", moduleID });
    if (withModule === null) return null;
    if (there) return there.wasDeleted ? restore(withModule) : withModule;
    if (!lesson) return null;
    const siblings = mine.modules[moduleID]?.lessonOrder ?? [];
    const index = indexAmong(siblings, lesson.lessonID, (id) => lessonOf(mine, id)?.wasDeleted === false);
    const created = runAll(withModule, [
      () => ({
        _tag: "CreateLesson",
        courseID: source.courseID,
        moduleID,
        lessonID: lesson.lessonID,
        lessonName: lesson.lessonName,
        is_trial: lesson.is_trial,
        at: source.at,
      }),
      placeAt(source, item, moduleID, index),
    ]);
    const withBlocks = created && addBlocks(created, source, { _tag: "lesson", lessonID: lesson.lessonID }, lesson);
    // Its tasks come back with it, save those the other window kept (it may have moved them elsewhere).
    return lesson.taskOrder.reduce<Step | null>((at, taskID) => {
      if (at === null) return null;
      const task = taskOf(mine, taskID);
      if (!task || task.wasDeleted) return at;
      const hereNow = courseIn(at.state, source.courseID);
      if (hereNow && taskOf(hereNow, taskID)) return at;
      return bringBack(at, source, { _tag: "task", taskID });
    }, withBlocks);
  }

  const there = taskOf(here, item.taskID);
  const task = taskOf(mine, item.taskID);
  const lessonID = there?.lessonID ?? task?.lessonID;
  if (lessonID === undefined) return null;
  const withLesson = bringBack(step, source, { _tag: "lesson", lessonID });
  if (withLesson === null) return null;
  const hereNow = courseIn(withLesson.state, source.courseID);
  const now = hereNow && taskOf(hereNow, item.taskID);
  // Bringing its lesson back may have brought the task with it.
  if (now) return now.wasDeleted ? restore(withLesson) : withLesson;
  if (!task) return null;
  const siblings = lessonOf(mine, lessonID)?.taskOrder ?? [];
  const index = indexAmong(siblings, task.taskID, (id) => taskOf(mine, id)?.wasDeleted === false);
  const created = runAll(withLesson, [
    () => ({
      _tag: "CreateTask",
      courseID: source.courseID,
      lessonID,
      taskID: task.taskID,
      name: task.name,
      at: source.at,
    }),
    placeAt(source, item, lessonID, index),
  ]);
  return created && addBlocks(created, source, { _tag: "task", taskID: task.taskID }, task);
};
