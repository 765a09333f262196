import type { DomainCommand } from "../model/command";
import type { DomainEvent } from "../model/event";
import { getIn } from "../model/sharded";
import type { DomainState } from "../model/state";
import { bringBack, runCommand, type Step } from "./bring-back";
import type { BlockParent, ItemRef } from "./ids";
import { itemID } from "./course-query";
import { courseFields } from "./course-fields";
import { commandOf, type Held } from "./rebase";
import { itemOfField, setToMine } from "./set-field";

const refOf = (parent: BlockParent): ItemRef =>
  parent._tag === "lesson" ? { _tag: "lesson", lessonID: parent.lessonID } : { _tag: "task", taskID: parent.taskID };

/**
 * The items that must be live for an event to mean what it meant in my window: the lesson or task
 * its block is in, the item it renames or moves, the parent it creates into, the copy it makes. A delete needs nothing:
 * where the other window removed the item too, what the author kept is already so.
 */
const needs = (event: DomainEvent): ItemRef[] => {
  switch (event._tag) {
    case "BlockEdited":
    case "BlockMoved":
    case "BlockAdded":
      return [refOf(event.parent)];
    case "BlockPlaced":
      return [refOf(event.parent), refOf(event.to)];
    case "LessonRenamed":
    case "LessonTrialSet":
      return [{ _tag: "lesson", lessonID: event.lessonID }];
    case "TaskRenamed":
      return [{ _tag: "task", taskID: event.taskID }];
    case "ModuleRenamed":
      return [{ _tag: "module", moduleID: event.moduleID }];
    case "LessonCreated":
      return [{ _tag: "module", moduleID: event.moduleID }];
    case "TaskCreated":
      return [{ _tag: "lesson", lessonID: event.lessonID }];
    case "ItemMoved":
    case "ItemPlaced":
    case "ItemRestored":
      return [event.item];
    case "ItemDuplicated": {
      // The copy: when the original changed there, the copy comes as my window made it.
      const { item, ids } = event;
      const copy = ids[itemID(item)] ?? "";
      return item._tag === "lesson"
        ? [{ _tag: "lesson", lessonID: copy }]
        : item._tag === "task"
          ? [{ _tag: "task", taskID: copy }]
          : [];
    }
    default:
      return [];
  }
};

/** A block I edited that the other window deleted (its lesson kept) comes back with my content, at the end. */
const readded = (state: DomainState, event: DomainEvent): DomainCommand | null => {
  if (event._tag !== "BlockEdited") return null;
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
};

/** The lessons and tasks a bring-back created from my window: they hold my final version already. */
const createdIn = (events: ReadonlyArray<DomainEvent>): string[] =>
  events.flatMap((e) => (e._tag === "LessonCreated" ? [e.lessonID] : e._tag === "TaskCreated" ? [e.taskID] : []));

/**
 * The author's choice after a merge: held events that wrote a field kept as "mine" are decided again
 * on the current course (the other window's value then gives way), in their order. When the item an
 * event needs was deleted in the other window, keeping mine brings it back as my window has it (a
 * lesson with all its blocks and tasks, save the blocks answered "take theirs"), with its section;
 * the later events about it are in that copy already. The rest ("take theirs") are dropped, as the
 * author chose. Answers the events to dispatch.
 */
export const keepMine = (
  state: DomainState,
  mine: DomainState,
  held: ReadonlyArray<Held>,
  chosen: ReadonlySet<string>,
): DomainEvent[] => {
  const rejected = new Set(held.flatMap((h) => h.fields).filter((field) => !chosen.has(field)));
  const fromMine = new Set<string>();
  const copied = (refs: ReadonlyArray<ItemRef>): boolean =>
    refs.length > 0 && refs.every((ref) => fromMine.has(itemID(ref)));
  let step: Step = { state, events: [] };
  for (const { event, fields } of held) {
    if (!fields.some((field) => chosen.has(field))) continue;
    const refs = needs(event);
    if (copied(refs)) continue;
    const direct = runCommand(step, commandOf(event));
    if (direct !== null) {
      step = direct;
      continue;
    }
    const source = {
      mine,
      courseID: "courseID" in event ? event.courseID : "",
      rejected,
      at: "at" in event ? event.at : 0,
    };
    const brought = refs.reduce<Step | null>((at, ref) => at && bringBack(at, source, ref), step);
    if (brought === null) continue;
    for (const id of createdIn(brought.events.slice(step.events.length))) fromMine.add(id);
    step = brought;
    if (copied(refs)) continue;
    step = runCommand(step, commandOf(event)) ?? runCommand(step, readded(step.state, event)) ?? step;
  }
  return settled(step, mine, held, chosen);
};

/**
 * Last, each kept field that replaying did not bring to my window's value is set to it (a copy's
 * name made from an original the other window renamed): the author chose what he saw.
 */
const settled = (
  step: Step,
  mine: DomainState,
  held: ReadonlyArray<Held>,
  chosen: ReadonlySet<string>,
): DomainEvent[] => {
  const first = held[0]?.event;
  const courseID = first !== undefined && "courseID" in first ? first.courseID : "";
  const now = step.state.courses[courseID];
  const my = mine.courses[courseID];
  if (chosen.size === 0 || !now || !my) return [...step.events];
  const [here, wanted] = [courseFields(now), courseFields(my)];
  const at = held.reduce((latest, { event }) => ("at" in event ? Math.max(latest, event.at) : latest), 0);
  const source = { mine, courseID, rejected: new Set<string>(), at };
  const setAll = (from: Step, field: string): Step | null =>
    setToMine(from.state, mine, courseID, field, wanted.has(field), at).reduce<Step | null>(
      (reached, command) => reached && runCommand(reached, command),
      from,
    );
  let done = step;
  for (const field of chosen) {
    if (here.get(field) === wanted.get(field)) continue;
    const item = wanted.has(field) ? itemOfField(mine, courseID, field) : undefined;
    // The item it belongs to may be gone there (a task the other window deleted, inside my copy of its lesson): back it comes.
    const live = item ? bringBack(done, source, item) : done;
    done = (live && setAll(live, field)) ?? live ?? done;
  }
  return [...done.events];
};
