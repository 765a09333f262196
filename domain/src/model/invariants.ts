import { MIN_ADVANTAGES } from "../constants";
import type { CourseState } from "../course/course-state";
import { passageKey } from "../passage/passage-state";
import { rememberedPerBucket, rememberedWith } from "./remembered";
import { getIn, keysOf, type Sharded } from "./sharded";
import type { DomainState } from "./state";

/** Ids in `order` are unique and are exactly the keys of `record`. */
const sameIds = (where: string, order: ReadonlyArray<string>, keys: ReadonlyArray<string>): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const id of order) {
    if (seen.has(id)) problems.push(`${where}: position of ${id} is not unique`);
    seen.add(id);
  }
  const keySet = new Set(keys);
  for (const id of order) if (!keySet.has(id)) problems.push(`${where}: dangling id ${id}`);
  for (const id of keys) if (!seen.has(id)) problems.push(`${where}: ${id} has no position`);
  return problems;
};

type BlockNode = {
  blockOrder: ReadonlyArray<string>;
  blocks: Readonly<Record<string, { contentBlockID: string }>>;
};

/**
 * A lesson's or task's blocks (`where` names it: `course C lesson L`), remembered per node object
 * (model/remembered.ts): an event changes one node, and `where` is the same while it sits in one place.
 */
const blocksOf = rememberedWith((node: BlockNode, courseID: string, kind: string, id: string): string[] => {
  const where = `course ${courseID} ${kind} ${id}`;
  return [
    ...sameIds(`${where} blocks`, node.blockOrder, Object.keys(node.blocks)),
    ...Object.entries(node.blocks).flatMap(([key, block]) =>
      block.contentBlockID === key ? [] : [`${where}: block ${key} says it is ${block.contentBlockID}`],
    ),
  ];
});

type Modules = CourseState["modules"];
type Lessons = CourseState["lessons"];
type Tasks = CourseState["tasks"];
type Flagged = { readonly wasCreated: boolean; readonly wasEdited: boolean; readonly wasDeleted: boolean };

const changed = (item: Flagged): boolean => item.wasCreated || item.wasEdited || item.wasDeleted;

/** The problems of every bucket of a sharded record, each bucket's remembered (model/remembered.ts); `place`: the course id. */
const byBucket = <T, D extends ReadonlyArray<unknown>>(
  part: (bucket: Readonly<Record<string, T>>, ...deps: D) => string[],
) => {
  const buckets = rememberedPerBucket(part);
  const flat = rememberedWith((perBucket: ReadonlyArray<string[]>): string[] => perBucket.flat());
  return (place: string, record: Sharded<T>, ...deps: D): string[] => flat(buckets(place, record, ...deps));
};

/** The modules' own problems and which module each lesson sits in (by the modules' lesson orders). */
const modulesOf = rememberedWith((modules: Modules, courseID: string) => {
  const c = `course ${courseID}`;
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const [id, module] of Object.entries(modules)) {
    if (module.moduleID !== id) problems.push(`${c}: module ${id} says it is ${module.moduleID}`);
    for (const lessonID of module.lessonOrder) {
      if (owners.has(lessonID)) problems.push(`${c}: lesson ${lessonID} sits in two modules`);
      owners.set(lessonID, id);
    }
  }
  return { problems, owners };
});

/** A lesson's own problems (its id, its statistics, its blocks): one bucket of lessons. */
const lessonProblems = byBucket((bucket: Lessons[string], courseID: string): string[] => {
  const problems: string[] = [];
  for (const [id, lesson] of Object.entries(bucket)) {
    const where = `course ${courseID} lesson ${id}`;
    if (lesson.lessonID !== id) problems.push(`${where}: says it is ${lesson.lessonID}`);
    if (lesson.statistics.course_id !== courseID || lesson.statistics.section_id !== lesson.moduleID)
      problems.push(`${where}: statistics point elsewhere`);
    problems.push(...blocksOf(lesson, courseID, "lesson", id));
  }
  return problems;
});

/**
 * Lessons against the modules and the tasks: each sits in its module's lesson order, its task order
 * names tasks of its own (one bucket of lessons, asked again when the modules or the tasks change).
 */
const lessonLinks = byBucket(
  (bucket: Lessons[string], courseID: string, owners: ReadonlyMap<string, string>, tasks: Tasks): string[] => {
    const problems: string[] = [];
    for (const id in bucket) {
      const lesson = bucket[id];
      if (lesson === undefined) continue;
      if (owners.get(id) !== lesson.moduleID)
        problems.push(`course ${courseID} lesson ${id}: not in the lesson order of module ${lesson.moduleID}`);
      for (const taskID of lesson.taskOrder)
        if (getIn(tasks, taskID)?.lessonID !== id)
          problems.push(`course ${courseID} lesson ${id}: dangling task ${taskID}`);
    }
    return problems;
  },
);

/** Lessons the modules' orders name that do not exist. */
const danglingLessons = rememberedWith((lessons: Lessons, courseID: string, owners: ReadonlyMap<string, string>) => {
  const problems: string[] = [];
  for (const lessonID of owners.keys())
    if (!getIn(lessons, lessonID)) problems.push(`course ${courseID}: dangling lesson ${lessonID}`);
  return problems;
});

/** A task's own problems (its id, its blocks): one bucket of tasks. */
const taskProblems = byBucket((bucket: Tasks[string], courseID: string): string[] => {
  const problems: string[] = [];
  for (const [id, task] of Object.entries(bucket)) {
    if (task.taskID !== id) problems.push(`course ${courseID} task ${id}: says it is ${task.taskID}`);
    problems.push(...blocksOf(task, courseID, "task", id));
  }
  return problems;
});

/** How many times `id` is in `order`. */
const countOf = (order: ReadonlyArray<string>, id: string): number => {
  let count = 0;
  for (const item of order) if (item === id) count += 1;
  return count;
};

/** Tasks against the lessons: each has exactly one position in its lesson's task order (one bucket of tasks). */
const taskLinks = byBucket((bucket: Tasks[string], courseID: string, lessons: Lessons): string[] => {
  const problems: string[] = [];
  for (const id in bucket) {
    const task = bucket[id];
    if (task === undefined) continue;
    const lesson = getIn(lessons, task.lessonID);
    const positions = lesson === undefined ? 0 : countOf(lesson.taskOrder, id);
    if (positions !== 1)
      problems.push(`course ${courseID} task ${id}: has ${positions} positions in lesson ${task.lessonID}`);
  }
  return problems;
});

/** The keys of the unsaved index. */
const unsavedKeys = rememberedWith((unsaved: CourseState["unsaved"]): ReadonlySet<string> => new Set(keysOf(unsaved)));

/** The flags of some items: any changed, any not created, and those changed (their ids and unsaved keys). */
type Flags = {
  readonly anyChanged: boolean;
  readonly anyNotCreated: boolean;
  readonly changed: ReadonlyArray<readonly [id: string, key: string]>;
};

const flagsOf = (items: Readonly<Record<string, Flagged>>, kind: string): Flags => {
  let anyNotCreated = false;
  const changedItems: Array<readonly [string, string]> = [];
  for (const id in items) {
    const item = items[id];
    if (item === undefined) continue;
    anyNotCreated ||= !item.wasCreated;
    if (changed(item)) changedItems.push([id, `${kind}:${id}`]);
  }
  return { anyChanged: changedItems.length > 0, anyNotCreated, changed: changedItems };
};

const lessonFlags = rememberedPerBucket(flagsOf);
const taskFlags = rememberedPerBucket(flagsOf);

/** Items of one kind flagged but not in the unsaved index. */
const notIndexed = (courseID: string, kind: string, flags: ReadonlyArray<Flags>, indexed: ReadonlySet<string>) => {
  const problems: string[] = [];
  for (const f of flags)
    for (const [id, key] of f.changed)
      if (!indexed.has(key)) problems.push(`course ${courseID}: ${kind} ${id} is flagged but not in unsaved`);
  return problems;
};

/** About lists whose entries repeat an id. */
const listProblems = rememberedWith((lists: CourseState["lists"], courseID: string): string[] => {
  const problems: string[] = [];
  for (const [list, entries] of Object.entries(lists)) {
    const ids = entries.map((e: { id: string }) => e.id);
    if (new Set(ids).size !== ids.length) problems.push(`course ${courseID}: ${list} has a repeated id`);
  }
  return problems;
});

/**
 * Structure of one course: no dangling ids, unique positions, consistent flags. Each part is remembered
 * per bucket (above, model/remembered.ts), so an event that changed one lesson checks that lesson's
 * bucket (and, when it changed the modules or the tasks, the links of every lesson: lookups only), and
 * finds every other part. Problems are listed part by part: every lesson's own ones, then the links.
 */
const courseProblems = (course: CourseState): string[] => {
  const id = course.courseID;
  const c = `course ${id}`;
  const problems: string[] = [...sameIds(`${c} modules`, course.moduleOrder, Object.keys(course.modules))];
  problems.push(...modulesOf(course.modules, id).problems);
  problems.push(...lessonProblems(id, course.lessons, id));
  const { owners } = modulesOf(course.modules, id);
  problems.push(...lessonLinks(id, course.lessons, id, owners, course.tasks));
  problems.push(...danglingLessons(course.lessons, id, owners));
  problems.push(...taskProblems(id, course.tasks, id));
  problems.push(...taskLinks(id, course.tasks, id, course.lessons));
  const indexed = unsavedKeys(course.unsaved);
  const modules = [flagsOf(course.modules, "module")];
  const lessons = lessonFlags(id, course.lessons, "lesson");
  const tasks = taskFlags(id, course.tasks, "task");
  const all = [...modules, ...lessons, ...tasks];
  if (!course.wasEdited && all.some((f) => f.anyChanged))
    problems.push(`${c}: items carry changes but the course is not marked edited`);
  problems.push(...notIndexed(id, "module", modules, indexed));
  problems.push(...notIndexed(id, "lesson", lessons, indexed));
  problems.push(...notIndexed(id, "task", tasks, indexed));
  if (course.isNew && all.some((f) => f.anyNotCreated))
    problems.push(`${c}: a new course holds an item not flagged created`);
  if (course.general.advantages.length < MIN_ADVANTAGES) problems.push(`${c}: fewer than ${MIN_ADVANTAGES} advantages`);
  problems.push(...listProblems(course.lists, id));
  return problems;
};

/** A course's problems, remembered per course object (an event that left the course alone finds them). */
const rememberedCourseProblems = rememberedWith(courseProblems);

/** One bucket of passage records, each under its own key. */
const passageBuckets = byBucket((bucket: DomainState["passage"]["passageList"][string]): string[] => {
  const problems: string[] = [];
  for (const [key, record] of Object.entries(bucket))
    if (passageKey(record) !== key) problems.push(`passage record under wrong key ${key}`);
  return problems;
});

/** One bucket of test passages: each under its own key, each question answered once. */
const testBuckets = byBucket((bucket: DomainState["passage"]["passageTestList"][string]): string[] => {
  const problems: string[] = [];
  for (const [key, record] of Object.entries(bucket)) {
    if (passageKey(record) !== key) problems.push(`test passage under wrong key ${key}`);
    const questions = record.questions.map((q) => q.questionID);
    if (new Set(questions).size !== questions.length) problems.push(`test passage ${key} answers a question twice`);
  }
  return problems;
});

/** The passage's problems, remembered per passage object (most events leave it alone). */
const passageProblems = rememberedWith((passage: DomainState["passage"]): string[] => [
  ...passageBuckets("passage", passage.passageList),
  ...testBuckets("passage", passage.passageTestList),
]);

/** Every invariant of the model; an empty list when all hold. */
export const invariantProblems = (state: DomainState): string[] => {
  const problems: string[] = [];
  for (const [id, course] of Object.entries(state.courses)) {
    if (course.courseID !== id) problems.push(`course ${id} says it is ${course.courseID}`);
    problems.push(...rememberedCourseProblems(course));
  }
  for (const id of Object.keys(state.history))
    if (!state.courses[id]) problems.push(`history for unknown course ${id}`);
  problems.push(...passageProblems(state.passage));
  return problems;
};
