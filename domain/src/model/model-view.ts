import type { CourseState } from "../course/course-state";
import type { CourseHistory, Slot, Step } from "../undo/undo-state";
import type { PassageState } from "../passage/passage-state";
import { stableStringify } from "../log/stable-json";
import { entriesOf, type Sharded } from "./sharded";
import type { DomainState } from "./state";

/**
 * The model as its readers should see it: every table a record keyed by id, without the hash buckets
 * the store splits large tables into (model/sharded.ts), and undo slots naming model paths. This is
 * what the replay CLI prints and what the QA panel shows and compares. Views are cached per stored
 * object, so two states that share a course (or the passage, or a history) share its view too, and a
 * diff of two views skips what an event did not touch.
 */
const flat = <T>(shards: Sharded<T>): Readonly<Record<string, T>> => Object.fromEntries(entriesOf(shards));

/** Tables of a course stored in buckets: their undo paths are `[table, bucket, key, ...]`. */
const BUCKETED = new Set(["lessons", "tasks", "unsaved"]);

const modelPath = (path: ReadonlyArray<string>): ReadonlyArray<string> =>
  path.length >= 3 && BUCKETED.has(path[0] ?? "") ? [path[0] ?? "", ...path.slice(2)] : path;

const stepView = (step: Step): Step => ({
  ...step,
  slots: step.slots.map((slot): Slot => ({ ...slot, path: modelPath(slot.path) })),
});

export type CourseView = Omit<CourseState, "lessons" | "tasks" | "unsaved"> & {
  readonly lessons: Readonly<Record<string, CourseState["lessons"][string][string]>>;
  readonly tasks: Readonly<Record<string, CourseState["tasks"][string][string]>>;
  readonly unsaved: Readonly<Record<string, CourseState["unsaved"][string][string]>>;
};

export type PassageView = Omit<PassageState, "passageList" | "passageTestList" | "answerDrafts"> & {
  readonly passageList: Readonly<Record<string, PassageState["passageList"][string][string]>>;
  readonly passageTestList: Readonly<Record<string, PassageState["passageTestList"][string][string]>>;
  readonly answerDrafts: Readonly<Record<string, PassageState["answerDrafts"][string][string]>>;
};

export type ModelView = {
  readonly courses: Readonly<Record<string, CourseView>>;
  readonly history: Readonly<Record<string, CourseHistory>>;
  readonly passage: PassageView;
};

const cached = <K extends object, V>(make: (key: K) => V): ((key: K) => V) => {
  const cache = new WeakMap<K, V>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const view = make(key);
    cache.set(key, view);
    return view;
  };
};

/** One course in the model's shape. */
export const courseView = cached((course: CourseState): CourseView => ({
  ...course,
  lessons: flat(course.lessons),
  tasks: flat(course.tasks),
  unsaved: flat(course.unsaved),
}));

const historyView = cached((history: CourseHistory): CourseHistory => ({
  undo: history.undo.map(stepView),
  redo: history.redo.map(stepView),
}));

const passageView = cached((passage: PassageState): PassageView => ({
  ...passage,
  passageList: flat(passage.passageList),
  passageTestList: flat(passage.passageTestList),
  answerDrafts: flat(passage.answerDrafts),
}));

const mapValues = <A, B>(record: Readonly<Record<string, A>>, f: (value: A) => B): Record<string, B> => {
  const out: Record<string, B> = {};
  for (const key of Object.keys(record)) out[key] = f(record[key] as A);
  return out;
};

/** The whole state in the model's shape. */
export const modelView = cached((state: DomainState): ModelView => ({
  courses: mapValues(state.courses, courseView),
  history: mapValues(state.history, historyView),
  passage: passageView(state.passage),
}));

/** The state as the replay CLI prints it: the model's shape, keys sorted, two-space indent. */
export const printState = (state: DomainState): string => stableStringify(modelView(state));
