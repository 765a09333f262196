import * as Result from "effect/Result";
import type { DomainCommand } from "../model/command";
import { decide } from "../model/decide";
import type { DomainEvent } from "../model/event";
import { evolve } from "../model/evolve";
import { getIn } from "../model/sharded";
import type { DomainState } from "../model/state";
import { commandOf, type Held } from "./rebase";

/**
 * When the item an event names is gone there (deleted in the other window), "keep mine" brings it
 * back: a block with my content at the end of its lesson or task, a lesson, task or section with my name.
 */
const recreate = (state: DomainState, mine: DomainState, event: DomainEvent): DomainCommand | null => {
  const course = mine.courses["courseID" in event ? event.courseID : ""];
  if (!course) return null;
  switch (event._tag) {
    case "BlockEdited": {
      const there = state.courses[event.courseID];
      const node =
        there &&
        (event.parent._tag === "lesson"
          ? getIn(there.lessons, event.parent.lessonID)
          : getIn(there.tasks, event.parent.taskID));
      return node
        ? {
            _tag: "AddBlock",
            courseID: event.courseID,
            parent: event.parent,
            afterIndex: node.blockOrder.length - 1,
            contentBlockID: event.contentBlockID,
            content: event.content,
          }
        : null;
    }
    case "LessonRenamed": {
      const lesson = getIn(course.lessons, event.lessonID);
      return lesson
        ? {
            _tag: "CreateLesson",
            courseID: event.courseID,
            moduleID: lesson.moduleID,
            lessonID: event.lessonID,
            lessonName: event.lessonName,
            is_trial: lesson.is_trial,
            at: event.at,
          }
        : null;
    }
    case "TaskRenamed": {
      const task = getIn(course.tasks, event.taskID);
      return task
        ? {
            _tag: "CreateTask",
            courseID: event.courseID,
            lessonID: task.lessonID,
            taskID: event.taskID,
            name: event.name,
            at: event.at,
          }
        : null;
    }
    case "ModuleRenamed":
      return {
        _tag: "CreateModule",
        courseID: event.courseID,
        moduleID: event.moduleID,
        moduleName: event.moduleName,
        at: event.at,
      };
    default:
      return null;
  }
};

const run = (
  state: DomainState,
  command: DomainCommand | null,
): { state: DomainState; events: ReadonlyArray<DomainEvent> } | null => {
  if (command === null) return null;
  const decided = decide(state, command);
  return Result.isSuccess(decided) ? { state: decided.success.reduce(evolve, state), events: decided.success } : null;
};

/**
 * The author's choice after a merge: held events that wrote a field kept as "mine" are decided again
 * on the current course (the other window's value then gives way), in their order; an item deleted
 * there is brought back. The rest ("take theirs") are dropped, as the author chose. Answers the events to dispatch.
 */
export const keepMine = (
  state: DomainState,
  mine: DomainState,
  held: ReadonlyArray<Held>,
  chosen: ReadonlySet<string>,
): DomainEvent[] => {
  let current = state;
  const out: DomainEvent[] = [];
  for (const { event, fields } of held) {
    if (!fields.some((field) => chosen.has(field))) continue;
    const done = run(current, commandOf(event)) ?? run(current, recreate(current, mine, event));
    if (done === null) continue;
    current = done.state;
    out.push(...done.events);
  }
  return out;
};
