import * as Result from "effect/Result";
import type { DomainCommand } from "../model/command";
import { eventAreaOf } from "../model/areas";
import { decide } from "../model/decide";
import type { DomainEvent } from "../model/event";
import { evolve } from "../model/evolve";
import type { DomainState } from "../model/state";
import { changedFields, changedParts, courseFields, partsHolding } from "./course-fields";
import { blockParentOf, containerOf } from "./course-query";

/** A block's field key: `blocks.{id}` (course-fields.ts). */
const BLOCK = "blocks.";

/** One field both windows changed, to different values. `undefined`: the item is gone on that side. */
export type Conflict = {
  readonly field: string;
  readonly mine: string | undefined;
  readonly theirs: string | undefined;
};

/** An event held back, with the fields it wrote (or would change there). */
export type Held = { readonly event: DomainEvent; readonly fields: ReadonlyArray<string> };

export type Rebased = {
  /** The other window's course with every event of mine that does not conflict. */
  readonly state: DomainState;
  /** My events that landed. */
  readonly applied: ReadonlyArray<DomainEvent>;
  /** What the replay decided on the other window's course: `theirs` plus these is `state`. */
  readonly replayed: ReadonlyArray<DomainEvent>;
  /** Events held back: each writes at least one field in question. */
  readonly held: ReadonlyArray<Held>;
  readonly conflicts: ReadonlyArray<Conflict>;
  /** My window's state at the end (base plus all my events): where "keep mine" reads from. */
  readonly mine: DomainState;
};

/**
 * The command an author's event came from (GUIDE §3: events are decided, so a replay decides again),
 * as its area says (its `replay`); null for an event no command makes.
 */
export const commandOf = (event: DomainEvent): DomainCommand | null => eventAreaOf(event).replay(event);

/** A block added after a given block goes after that block where it is now (the other window may have added or removed some). */
const placedAdd = (
  state: DomainState,
  mineBefore: DomainState,
  event: DomainEvent & { _tag: "BlockAdded" },
): DomainEvent => {
  const container = (s: DomainState) => {
    const course = s.courses[event.courseID];
    return course ? containerOf(course, event.parent) : undefined;
  };
  const previous = event.afterIndex < 0 ? undefined : container(mineBefore)?.blockOrder[event.afterIndex];
  const order = container(state)?.blockOrder ?? [];
  const at = previous === undefined ? -1 : order.indexOf(previous);
  const afterIndex = previous === undefined ? -1 : at >= 0 ? at : Math.min(event.afterIndex, order.length - 1);
  return { ...event, afterIndex };
};

/**
 * An event about one block names the lesson or task it was in here. The other window may have
 * dragged the block elsewhere: the event then goes to where the block is there (an edit or a delete
 * of the block is about the block, wherever it sits). Otherwise, "not in that lesson" would read as
 * "already deleted there", and the delete would be lost without a word.
 */
export const retargeted = (state: DomainState, event: DomainEvent): DomainEvent => {
  if (
    event._tag !== "BlockEdited" &&
    event._tag !== "BlockDeleted" &&
    event._tag !== "BlockMoved" &&
    event._tag !== "BlockPlaced"
  )
    return event;
  const course = state.courses[event.courseID];
  if (!course || containerOf(course, event.parent)?.blockOrder.includes(event.contentBlockID) === true) return event;
  const parent = blockParentOf(course, event.contentBlockID);
  return parent === undefined ? event : { ...event, parent };
};

/** My event as it applies to the other window's course. */
const placed = (state: DomainState, mineBefore: DomainState, event: DomainEvent): DomainEvent =>
  event._tag === "BlockAdded" ? placedAdd(state, mineBefore, event) : retargeted(state, event);

/** Runs one event's command on `state`: the events decide gives and the state after them, or null when it refuses. */
const replayOne = (
  state: DomainState,
  event: DomainEvent,
): { state: DomainState; events: ReadonlyArray<DomainEvent> } | null => {
  const command = commandOf(event);
  if (command === null) return null;
  const decided = decide(state, command);
  if (Result.isFailure(decided)) return null;
  return { state: decided.success.reduce(evolve, state), events: decided.success };
};

/**
 * Rebases my unsent events (made on `base`) onto `theirs` (the server's newer copy of the same course).
 * Each event is replayed through `decide`, unless it writes a field the other window also changed to
 * another value (a true conflict), or `decide` refuses it there (its item was deleted): then it is held
 * and its fields are reported. So every event is applied or reported, never dropped without a word.
 * Held fields hold later events that write them too (order is kept). Undo and redo are not commands:
 * they are reported as conflicts on whatever fields they wrote.
 */
export const rebaseEvents = (
  base: DomainState,
  theirs: DomainState,
  mine: ReadonlyArray<DomainEvent>,
  courseID: string,
): Rebased => {
  const baseCourse = base.courses[courseID];
  const theirCourse = theirs.courses[courseID];
  if (!baseCourse || !theirCourse)
    return {
      state: theirs,
      applied: [],
      replayed: [],
      held: mine.map((event) => ({ event, fields: [] })),
      conflicts: [],
      mine: base,
    };
  const baseFields = courseFields(baseCourse);
  const theirFields = courseFields(theirCourse);
  const theirChanges = new Set(
    [...new Set([...baseFields.keys(), ...theirFields.keys()])].filter(
      (key) => baseFields.get(key) !== theirFields.get(key),
    ),
  );

  let mineState = base;
  let state = theirs;
  const applied: DomainEvent[] = [];
  const replayed: DomainEvent[] = [];
  const held: Held[] = [];
  const conflicts = new Map<string, Conflict>();
  for (const event of mine) {
    const mineBefore = mineState;
    const before = mineState.courses[courseID];
    mineState = evolve(mineState, event);
    const after = mineState.courses[courseID];
    const written =
      before && after
        ? changedFields(before, after)
        : new Map<string, { before: string | undefined; after: string | undefined }>();
    const clashing = [...written].filter(
      ([field, value]) => conflicts.has(field) || (theirChanges.has(field) && theirFields.get(field) !== value.after),
    );
    // An event that changed nothing where it was made (set to the value it had) is not replayed: it
    // would overwrite the other window's value with one the author never saw change. (One that changed
    // only what does not show, like a tombstone inside a deleted section, is replayed.)
    if (before === after) {
      applied.push(event);
      continue;
    }
    const parts = before && after ? changedParts(before, after) : [];
    const writtenBlocks = new Set(
      [...written.keys()].filter((field) => field.startsWith(BLOCK)).map((field) => field.slice(BLOCK.length)),
    );
    /**
     * Whether every field the event wrote has, in `s`, the value it has in my window. A block it
     * wrote is compared wherever it sits in `s`, too: the other window may have dragged it out of the
     * lesson this event changed (then "not there" is not "deleted there").
     */
    const lands = (s: DomainState): boolean => {
      const course = s.courses[courseID];
      if (!course || !after) return false;
      const differing = changedFields(course, after, [...parts, ...partsHolding(course, writtenBlocks)]);
      return [...written.keys()].every((field) => !differing.has(field));
    };
    const run = clashing.length === 0 ? replayOne(state, placed(state, mineBefore, event)) : null;
    const next = run?.state ?? null;
    /** What the replay changed there beyond what the event wrote here (a lesson the other window added, inside the section I delete). */
    const beyond = (s: DomainState): string[] => {
      const from = state.courses[courseID];
      const to = s.courses[courseID];
      return from && to ? [...changedFields(from, to).keys()].filter((field) => !written.has(field)) : [];
    };
    const sideEffects = next === null ? [] : beyond(next);
    // Applied only when what it wrote shows there as here and it touches nothing else there. Or
    // refused, but what it wrote is already so (both windows deleted the same block): nothing is lost.
    if (run && sideEffects.length === 0 && lands(run.state)) {
      state = run.state;
      applied.push(event);
      replayed.push(...run.events);
      continue;
    }
    if (clashing.length === 0 && lands(state)) {
      applied.push(event);
      continue;
    }
    // Held: every field it wrote, or would change there, is in question (the author sees each, and chooses).
    const fields = [...written.keys(), ...sideEffects];
    held.push({ event, fields });
    for (const field of fields) conflicts.set(field, { field, mine: undefined, theirs: undefined });
  }
  const mineCourse = mineState.courses[courseID];
  const mineFields = mineCourse ? courseFields(mineCourse) : new Map<string, string>();
  const stateCourse = state.courses[courseID];
  const resultFields = stateCourse ? courseFields(stateCourse) : new Map<string, string>();
  // Held events that undo each other (delete, then restore) leave fields that are the same on both sides: no question.
  const open = [...conflicts.values()].filter((c) => mineFields.get(c.field) !== resultFields.get(c.field));
  return {
    state,
    applied,
    replayed,
    held,
    conflicts: open.map((c) => ({ ...c, mine: mineFields.get(c.field), theirs: resultFields.get(c.field) })),
    mine: mineState,
  };
};
