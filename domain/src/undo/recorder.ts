import { castDraft, current, isDraft, original, type Draft } from "immer";
import type { CourseState } from "../course/course-state";
import { clone, copyUnfrozen, frozenClone } from "../model/clone";
import type { DomainState } from "../model/state";
import { HISTORY_LIMIT, TEXT_PAUSE_MS, type CourseHistory, type Slot, type Step } from "./undo-state";
import { recordChanges } from "./record-changes";

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === "object" && value !== null;

const parentOf = (root: unknown, path: ReadonlyArray<string>): Bag | undefined => {
  let node: unknown = root;
  for (let i = 0; i < path.length - 1; i++) {
    if (!isBag(node)) return undefined;
    node = node[path[i] as string];
  }
  return isBag(node) ? node : undefined;
};

/**
 * A frozen copy of a slot's value that nothing else shares: current() copies drafts, plain parts get
 * copied too, parts already frozen are shared.
 */
const snapshot = (value: unknown): unknown => {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (!isDraft(value)) return frozenClone(value);
  const copy: unknown = current(value);
  if (Object.isFrozen(copy)) return copy; // an unmodified draft answers its (frozen) base
  if (copy === original(value)) return frozenClone(copy); // ... or its unfrozen base, never to be written to
  if (Array.isArray(copy)) {
    for (let i = 0; i < copy.length; i++) copy[i] = frozenClone<unknown>(copy[i]);
  } else if (isBag(copy)) for (const key of Object.keys(copy)) copy[key] = frozenClone(copy[key]);
  return Object.freeze(copy);
};

/**
 * Reads a slot of a course as it is now, as a private copy. Inside a `produce` the slot is frozen at
 * once: history is never written to, and immer skips frozen values when it finalizes (it walks
 * unfrozen new values). On a plain state (`replay`) freezing waits for the end of the replay, which
 * freezes the whole state: most slots are gone by then (a save or new ids start a fresh history).
 * The path is kept as given (the recorder makes a fresh array per slot). A path read back from history
 * inside a `produce` is an immer draft of a frozen array, and is copied.
 */
export const readSlot = (course: unknown, path: ReadonlyArray<string>): Slot => {
  const parent = parentOf(course, path);
  const key = path[path.length - 1] ?? "";
  const present = parent !== undefined && Object.prototype.hasOwnProperty.call(parent, key);
  if (!isDraft(course)) return { path, present, value: present && parent ? copyUnfrozen(parent[key]) : null };
  const own = Object.freeze(isDraft(path) ? path.slice() : path);
  return Object.freeze({ path: own, present, value: present && parent ? snapshot(parent[key]) : null });
};

/**
 * Writes a slot back as a full copy: the state never shares objects with the history, and nothing
 * written here is frozen (immer does not draft assigned values, so a frozen part would make a later
 * write in the same produce throw).
 */
export const writeSlot = (course: unknown, slot: Slot): void => {
  const parent = parentOf(course, slot.path);
  const key = slot.path[slot.path.length - 1];
  if (parent === undefined || key === undefined) return;
  if (slot.present) parent[key] = clone(slot.value);
  else if (Array.isArray(parent)) return;
  else delete parent[key];
};

const samePath = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};
const hasPath = (slots: ReadonlyArray<Slot>, path: ReadonlyArray<string>): boolean =>
  slots.some((slot) => samePath(slot.path, path));

const historyOf = (draft: Draft<DomainState>, courseID: string): Draft<CourseHistory> => {
  const existing = draft.history[courseID];
  if (existing) return existing;
  const fresh: CourseHistory = { undo: [], redo: [] };
  draft.history[courseID] = castDraft(fresh);
  return draft.history[courseID] ?? castDraft(fresh);
};

const commit = (draft: Draft<DomainState>, courseID: string, step: Step): void => {
  const history = historyOf(draft, courseID);
  const top = history.undo[history.undo.length - 1];
  const merges =
    top !== undefined &&
    step.group !== null &&
    top.group === step.group &&
    step.at !== null &&
    top.at !== null &&
    step.at - top.at <= TEXT_PAUSE_MS &&
    step.at >= top.at;
  if (merges) {
    for (const slot of step.slots) if (!hasPath(top.slots, slot.path)) top.slots.push(castDraft(slot));
    top.at = step.at;
  } else {
    history.undo.push(castDraft(step));
    // Trimmed in batches: shifting a drafted array one by one costs a proxy write per element.
    if (history.undo.length >= 2 * HISTORY_LIMIT) history.undo.splice(0, history.undo.length - HISTORY_LIMIT);
  }
  if (history.redo.length > 0) history.redo = [];
};

/**
 * Runs one undoable user action on a course. Every slot the handler writes is recorded before its
 * first write (undo/record-changes.ts); when it writes nothing the action did not apply, and the
 * state (history included) stays as it was. Otherwise the course is marked edited (and its published
 * state out of date) and the step is recorded.
 */
export const recordAction = (
  draft: Draft<DomainState>,
  courseID: string,
  group: string | null,
  at: number | null,
  apply: (course: Draft<CourseState>) => void,
): void => {
  const course = draft.courses[courseID];
  if (!course) return;
  const slots: Slot[] = [];
  const note = (path: ReadonlyArray<string>): void => {
    if (!hasPath(slots, path)) slots.push(readSlot(course, path));
  };
  recordChanges(course, note, (view) => {
    apply(view);
    if (slots.length === 0) return;
    if (!view.wasEdited) view.wasEdited = true;
    if (view.published) view.published = false;
  });
  if (slots.length > 0) commit(draft, courseID, { group, at, slots });
};
