import type { DomainCommand } from "../model/command";
import type { DomainEvent } from "../model/event";
import { getIn } from "../model/sharded";
import type { DomainState } from "../model/state";
import { bringBack, runCommand, type Step } from "./bring-back";
import type { ItemRef } from "./ids";
import { itemID } from "./course-query";
import { neededItems } from "./needed-items";
import { courseFields } from "./course-fields";
import { commandOf, retargeted, type Held } from "./rebase";
import { itemOfField, setToMine } from "./set-field";
import { movedOutFirst } from "./moved-out-first";

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

/**
 * An about list's item I edited that the other window removed comes back (then my edit lands on it);
 * one that is gone altogether (the other window cleared the list) is made again as my window has it.
 */
const revived = (state: DomainState, event: DomainEvent): DomainCommand | null => {
  if (event._tag !== "AboutItemUpdated") return null;
  const { list, item } = event.entry;
  const course = state.courses[event.courseID];
  if (!course) return null;
  const there = course.lists[list].find((candidate) => candidate.id === item.id);
  if (there === undefined) return { _tag: "CreateAboutItem", courseID: event.courseID, entry: event.entry };
  return there.status === "removed" ? { _tag: "RestoreAboutItem", courseID: event.courseID, list, id: item.id } : null;
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
  // My restore of an item whose delete is kept goes with it: my window deleted and restored it, so it stays.
  const deletedByMe = new Set<string>();
  const undoesKept = (event: DomainEvent): boolean =>
    event._tag === "ItemRestored" && deletedByMe.has(itemID(event.item));
  for (const { event, fields } of held) {
    if (!fields.some((field) => chosen.has(field)) && !undoesKept(event)) continue;
    if (event._tag === "ItemMarkedForDelete") deletedByMe.add(itemID(event.item));
    const refs = neededItems(event);
    if (copied(refs)) continue;
    step = runCommand(step, revived(step.state, event)) ?? step;
    step = movedOutFirst(step, mine, event);
    // Where the block it is about sits now: a replay moved it (rebase.ts does the same).
    const direct = runCommand(step, commandOf(retargeted(step.state, event)));
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
 * name made from an original the other window renamed): the author chose what he saw. Setting one
 * field can move another (bringing back a section restores the lesson the other window added in it,
 * which the author answered "mine", i.e. absent): so the fields are read again and set again, until
 * a pass changes nothing (each pass only sets fields to my window's values, so the second one ends it).
 */
const SETTLING_PASSES = 3;

const settled = (
  step: Step,
  mine: DomainState,
  held: ReadonlyArray<Held>,
  chosen: ReadonlySet<string>,
): DomainEvent[] => {
  const first = held[0]?.event;
  const courseID = first !== undefined && "courseID" in first ? first.courseID : "";
  const my = mine.courses[courseID];
  if (chosen.size === 0 || !step.state.courses[courseID] || !my) return [...step.events];
  const wanted = courseFields(my);
  const at = held.reduce((latest, { event }) => ("at" in event ? Math.max(latest, event.at) : latest), 0);
  const source = { mine, courseID, rejected: new Set<string>(), at };
  const setAll = (from: Step, field: string): Step | null =>
    setToMine(from.state, mine, courseID, field, wanted.has(field), at).reduce<Step | null>(
      (reached, command) => reached && runCommand(reached, command),
      from,
    );
  const fieldsIn = (at: Step): ReadonlyMap<string, string> => {
    const now = at.state.courses[courseID];
    return now ? courseFields(now) : new Map<string, string>();
  };
  const pass = (from: Step): Step => {
    let done = from;
    // Read again after each change: one change sets several fields (deleting a lesson removes its name and trial mark).
    let here = fieldsIn(done);
    for (const field of chosen) {
      if (here.get(field) === wanted.get(field)) continue;
      const before = done.events.length;
      const item = wanted.has(field) ? itemOfField(mine, courseID, field) : undefined;
      // The item it belongs to may be gone there (a task the other window deleted, inside my copy of its lesson): back it comes.
      const live = item ? bringBack(done, source, item) : done;
      done = (live && setAll(live, field)) ?? live ?? done;
      if (done.events.length !== before) here = fieldsIn(done);
    }
    return done;
  };
  let done = step;
  for (let n = 0; n < SETTLING_PASSES; n++) {
    const next = pass(done);
    if (next.events.length === done.events.length) break;
    done = next;
  }
  return [...done.events];
};
