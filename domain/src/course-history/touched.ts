import type { CourseBody } from "../api/course-content";
import type { ContentPatch } from "../course/content-patch";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "../course/course-snapshot";
import type { IdAssignment } from "../course/server-events";
import { indexBody, type BodyIndex } from "./body-index";
import type { ChangedIds } from "./changed-ids";
import type { CourseChange } from "./course-change";
import { diffCourseBodies } from "./diff-bodies";
import { patchedBody } from "./patched-body";

type Sets = { modules: Set<string>; lessons: Set<string>; tasks: Set<string>; blocks: Set<string> };

/** Adds an added (or deleted) item and what it holds, but not what is on the other side too: that moved, and says so itself. */
const holder = (ids: Sets, other: BodyIndex) => {
  const task = (t: TaskSnapshot): void => {
    ids.tasks.add(t.taskID);
    for (const block of t.taskContent) ids.blocks.add(block.contentBlockID);
  };
  const lesson = (l: LessonSnapshot): void => {
    ids.lessons.add(l.lessonID);
    for (const block of l.lessonContent) ids.blocks.add(block.contentBlockID);
    for (const t of l.tasks) if (!other.tasks.has(t.taskID)) task(t);
  };
  const module = (m: ModuleSnapshot): void => {
    ids.modules.add(m.moduleID);
    for (const l of m.lessons) if (!other.lessons.has(l.lessonID)) lesson(l);
  };
  return { task, lesson, module };
};

/**
 * The ids a list of changes names (see ChangedIds): each changed item, the containers above it (where
 * it is, and where it was when it moved), and all that an added or deleted section, lesson or task
 * holds. `from` and `to` are the versions the changes were taken between; their indexes may be passed.
 */
export const changedIdsOf = (changes: ReadonlyArray<CourseChange>, from: BodyIndex, to: BodyIndex): ChangedIds => {
  const ids: Sets = { modules: new Set(), lessons: new Set(), tasks: new Set(), blocks: new Set() };
  for (const change of changes) {
    for (const place of change.parents) ids[`${place.level}s`].add(place.id);
    const side = change.kind === "deleted" ? from : to;
    const whole = change.kind === "added" || change.kind === "deleted";
    const add = holder(ids, change.kind === "deleted" ? to : from);
    if (change.level === "module") {
      const module = side.modules.get(change.id);
      if (whole && module) add.module(module);
      else ids.modules.add(change.id);
    } else if (change.level === "lesson") {
      const at = side.lessons.get(change.id);
      if (whole && at) add.lesson(at.lesson);
      else ids.lessons.add(change.id);
      if (change.kind === "moved") {
        const was = from.lessons.get(change.id);
        if (was) ids.modules.add(was.module.moduleID);
      }
    } else if (change.level === "task") {
      const at = side.tasks.get(change.id);
      if (whole && at) add.task(at.task);
      else ids.tasks.add(change.id);
      if (change.kind === "moved") {
        const was = from.tasks.get(change.id);
        if (was) {
          ids.lessons.add(was.lesson.lessonID);
          ids.modules.add(was.module.moduleID);
        }
      }
    } else if (change.level === "block") ids.blocks.add(change.id);
  }
  return { modules: [...ids.modules], lessons: [...ids.lessons], tasks: [...ids.tasks], blocks: [...ids.blocks] };
};

/**
 * Every id a save's patch adds, changes, moves or deletes in `before` (with what an added or deleted
 * item holds), plus the lesson and section of every touched item: what a version keeps to highlight
 * its changes and to be found by the history's filter. Items the patch resends unchanged are not
 * counted. New items carry the patch's temporary ids: `remapChangedIds` gives them the server's.
 */
export const touchedIds = (
  before: CourseBody,
  patch: ContentPatch,
  index: BodyIndex = indexBody(before),
): ChangedIds => {
  const after = patchedBody(before, patch, index);
  return changedIdsOf(diffCourseBodies(before, after, index), index, indexBody(after));
};

type IdTables = Readonly<Record<keyof ChangedIds, Map<string, string>>>;

/** The server's id of each temporary one a save's assignments name, by kind of item. */
const idTables = (assignments: ReadonlyArray<IdAssignment>): IdTables => {
  const by = {
    modules: new Map<string, string>(),
    lessons: new Map<string, string>(),
    tasks: new Map<string, string>(),
    blocks: new Map<string, string>(),
  };
  for (const a of assignments) {
    const table =
      a._tag === "module"
        ? by.modules
        : a._tag === "lesson"
          ? by.lessons
          : a._tag === "task"
            ? by.tasks
            : a._tag === "course"
              ? undefined
              : by.blocks;
    table?.set(a.tempID, a.id);
  }
  return by;
};

/** A save's changes with the server's ids in place of the temporary ones (the item's and its containers'). */
export const remapChanges = (
  changes: ReadonlyArray<CourseChange>,
  assignments: ReadonlyArray<IdAssignment>,
): CourseChange[] => {
  if (assignments.length === 0) return [...changes];
  const by = idTables(assignments);
  const idOf = (level: CourseChange["level"], id: string): string =>
    level === "course" ? id : (by[`${level}s`].get(id) ?? id);
  return changes.map((c) => ({
    ...c,
    id: idOf(c.level, c.id),
    parents: c.parents.map((p) => ({ ...p, id: idOf(p.level, p.id) })),
  }));
};

/** ChangedIds with the server's ids in place of the temporary ones a save's assignments name. */
export const remapChangedIds = (ids: ChangedIds, assignments: ReadonlyArray<IdAssignment>): ChangedIds => {
  const by = idTables(assignments);
  const map = (list: ReadonlyArray<string>, table: ReadonlyMap<string, string>): string[] =>
    list.map((id) => table.get(id) ?? id);
  return {
    modules: map(ids.modules, by.modules),
    lessons: map(ids.lessons, by.lessons),
    tasks: map(ids.tasks, by.tasks),
    blocks: map(ids.blocks, by.blocks),
  };
};
