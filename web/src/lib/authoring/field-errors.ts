import { validateCourse, type Problem } from "@app/domain/course/course-checks";
import { draftProblems } from "@app/domain/course/draft-checks";
import type { DomainState } from "@app/domain/model/state";
import { useMemo } from "react";
import { keyedStore } from "../state/small-store";
import { resolveId, useIdRemap } from "./id-remaps";

/**
 * The problems of the last `Сохранить` / `Опубликовать`, per course, keyed by the domain's field path
 * (`general.name`, `moduleList`, `lessons.{lessonID}.lessonName`, ...). Tabs show each message beside
 * its field. After a failed save every change re-validates the course: a problem the domain checks no
 * longer report is gone (its field was fixed); new problems wait for the next save. Keys only the
 * server knows (PUT 422 limits) stay until the next successful save.
 */
type Entry = { readonly errors: ReadonlyMap<string, string>; readonly foreign: ReadonlySet<string> };

const EMPTY: ReadonlyMap<string, string> = new Map();
const NONE: Entry = { errors: EMPTY, foreign: new Set() };
const byCourse = keyedStore(NONE);

const set = (courseID: string, entry: Entry | null): void =>
  byCourse.set(courseID, entry === null || entry.errors.size === 0 ? NONE : entry);

const firstPerField = (problems: ReadonlyArray<Problem>): Map<string, string> => {
  const errors = new Map<string, string>();
  for (const { field, message } of problems) if (!errors.has(field)) errors.set(field, message);
  return errors;
};

/** Shows the domain's problems (a refused `SaveCourse`), replacing the previous ones. */
export const publishProblems = (courseID: string, problems: ReadonlyArray<Problem>): void => {
  set(courseID, { errors: firstPerField(problems), foreign: new Set() });
};

/** Shows a server 422's `errors.validation` (first message per field), keyed the same way. */
export const publishServerErrors = (
  courseID: string,
  validation: Readonly<Record<string, ReadonlyArray<string>>>,
  known: ReadonlyArray<Problem>,
): void => {
  const errors = new Map<string, string>();
  for (const [field, messages] of Object.entries(validation))
    if (messages[0] !== undefined) errors.set(field, messages[0]);
  const local = new Set(known.map((p) => p.field));
  set(courseID, { errors, foreign: new Set([...errors.keys()].filter((field) => !local.has(field))) });
};

/** A successful save: server-only problems are settled. Domain problems stay until their field is fixed. */
export const settleServerErrors = (courseID: string): void => {
  const entry = byCourse.get(courseID);
  if (entry.foreign.size === 0) return;
  const errors = new Map([...entry.errors].filter(([field]) => !entry.foreign.has(field)));
  set(courseID, { errors, foreign: new Set() });
};

export const clearFieldErrors = (courseID: string): void => set(courseID, null);

/**
 * A field path under the ids its items have now: a save gives new items their server ids, and the
 * problems found before it name them by their temporary ones (`lessons.{temp}.blocks.{temp}.…`).
 */
const pathNow = (field: string, resolve: (id: string) => string): string =>
  field
    .split(".")
    .map((part) => resolve(part))
    .join(".");

/** Called after a course changed: drops the problems that the domain checks no longer report. */
export const revalidate = (courseID: string, state: DomainState): void => {
  const entry = byCourse.get(courseID);
  const course = state.courses[courseID];
  if (entry === NONE || !course) return;
  const now = firstPerField([...validateCourse(course), ...draftProblems(course)]);
  const resolve = (id: string) => resolveId(courseID, id);
  let changed = false;
  const errors = new Map<string, string>();
  for (const [field, message] of entry.errors) {
    const current = pathNow(field, resolve);
    const still = entry.foreign.has(field) ? message : now.get(current);
    if (still === undefined) changed = true;
    else {
      if (still !== message || current !== field) changed = true;
      errors.set(entry.foreign.has(field) ? field : current, still);
    }
  }
  if (changed) set(courseID, { errors, foreign: entry.foreign });
};

/**
 * The field problems of a course, by field path under the items' current ids (so a problem found
 * before a save still shows beside its field after the save gave the item its server id). Stable
 * between changes.
 */
export const useFieldErrors = (courseID: string): ReadonlyMap<string, string> => {
  const errors = byCourse.use(courseID).errors;
  const resolve = useIdRemap(courseID);
  return useMemo(() => {
    let moved = false;
    const remapped = new Map<string, string>();
    for (const [field, message] of errors) {
      const current = pathNow(field, resolve);
      if (current !== field) moved = true;
      remapped.set(current, message);
    }
    return moved ? remapped : errors;
  }, [errors, resolve]);
};
