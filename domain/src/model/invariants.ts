import { MIN_ADVANTAGES } from "../constants";
import type { CourseState } from "../course/course-state";
import { passageKey } from "../passage/passage-state";
import { entriesOf, getIn, keysOf, valuesOf } from "./sharded";
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
 * A lesson's or task's blocks, remembered per node object (issue #33: `--check` asks after every event,
 * and an event changes one node; states are immutable, so an unchanged node is the same object).
 */
const blockProblems = new WeakMap<BlockNode, { readonly where: string; readonly problems: string[] }>();

const blocksOf = (where: string, node: BlockNode): string[] => {
  const known = blockProblems.get(node);
  if (known !== undefined && known.where === where) return known.problems;
  const problems = [
    ...sameIds(`${where} blocks`, node.blockOrder, Object.keys(node.blocks)),
    ...Object.entries(node.blocks).flatMap(([key, block]) =>
      block.contentBlockID === key ? [] : [`${where}: block ${key} says it is ${block.contentBlockID}`],
    ),
  ];
  blockProblems.set(node, { where, problems });
  return problems;
};

/** Structure of one course: no dangling ids, unique positions, consistent flags. */
const courseProblems = (course: CourseState): string[] => {
  const c = `course ${course.courseID}`;
  const problems: string[] = [...sameIds(`${c} modules`, course.moduleOrder, Object.keys(course.modules))];
  const lessonOwners = new Map<string, string>();
  for (const [id, module] of Object.entries(course.modules)) {
    if (module.moduleID !== id) problems.push(`${c}: module ${id} says it is ${module.moduleID}`);
    for (const lessonID of module.lessonOrder) {
      if (lessonOwners.has(lessonID)) problems.push(`${c}: lesson ${lessonID} sits in two modules`);
      lessonOwners.set(lessonID, id);
    }
  }
  for (const [id, lesson] of entriesOf(course.lessons)) {
    const where = `${c} lesson ${id}`;
    if (lesson.lessonID !== id) problems.push(`${where}: says it is ${lesson.lessonID}`);
    if (lessonOwners.get(id) !== lesson.moduleID)
      problems.push(`${where}: not in the lesson order of module ${lesson.moduleID}`);
    if (lesson.statistics.course_id !== course.courseID || lesson.statistics.section_id !== lesson.moduleID)
      problems.push(`${where}: statistics point elsewhere`);
    problems.push(...blocksOf(where, lesson));
    for (const taskID of lesson.taskOrder)
      if (getIn(course.tasks, taskID)?.lessonID !== id) problems.push(`${where}: dangling task ${taskID}`);
  }
  for (const lessonID of lessonOwners.keys())
    if (!getIn(course.lessons, lessonID)) problems.push(`${c}: dangling lesson ${lessonID}`);
  for (const [id, task] of entriesOf(course.tasks)) {
    const where = `${c} task ${id}`;
    if (task.taskID !== id) problems.push(`${where}: says it is ${task.taskID}`);
    const positions = getIn(course.lessons, task.lessonID)?.taskOrder.filter((t) => t === id).length ?? 0;
    if (positions !== 1) problems.push(`${where}: has ${positions} positions in lesson ${task.lessonID}`);
    problems.push(...blocksOf(where, task));
  }
  const items = [...Object.values(course.modules), ...valuesOf(course.lessons), ...valuesOf(course.tasks)];
  if (!course.wasEdited && items.some((i) => i.wasCreated || i.wasEdited || i.wasDeleted))
    problems.push(`${c}: items carry changes but the course is not marked edited`);
  const indexed = new Set(keysOf(course.unsaved));
  for (const m of Object.values(course.modules))
    if ((m.wasCreated || m.wasEdited || m.wasDeleted) && !indexed.has(`module:${m.moduleID}`))
      problems.push(`${c}: module ${m.moduleID} is flagged but not in unsaved`);
  for (const l of valuesOf(course.lessons))
    if ((l.wasCreated || l.wasEdited || l.wasDeleted) && !indexed.has(`lesson:${l.lessonID}`))
      problems.push(`${c}: lesson ${l.lessonID} is flagged but not in unsaved`);
  for (const t of valuesOf(course.tasks))
    if ((t.wasCreated || t.wasEdited || t.wasDeleted) && !indexed.has(`task:${t.taskID}`))
      problems.push(`${c}: task ${t.taskID} is flagged but not in unsaved`);
  if (course.isNew && items.some((i) => !i.wasCreated))
    problems.push(`${c}: a new course holds an item not flagged created`);
  if (course.general.advantages.length < MIN_ADVANTAGES) problems.push(`${c}: fewer than ${MIN_ADVANTAGES} advantages`);
  for (const [list, entries] of Object.entries(course.lists)) {
    const ids = entries.map((e: { id: string }) => e.id);
    if (new Set(ids).size !== ids.length) problems.push(`${c}: ${list} has a repeated id`);
  }
  return problems;
};

/**
 * Results remembered per object (issue #33: `--check` asks after every event of a 20,000-event log):
 * states are immutable, so a course or a passage an event left alone is the same object, already checked.
 */
const remembered = <K extends object>(compute: (key: K) => string[]) => {
  const known = new WeakMap<K, string[]>();
  return (key: K): string[] => {
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    const problems = compute(key);
    known.set(key, problems);
    return problems;
  };
};

const rememberedCourseProblems = remembered(courseProblems);

const passageProblems = remembered((passage: DomainState["passage"]): string[] => {
  const problems: string[] = [];
  for (const [key, record] of entriesOf(passage.passageList))
    if (passageKey(record) !== key) problems.push(`passage record under wrong key ${key}`);
  for (const [key, record] of entriesOf(passage.passageTestList)) {
    if (passageKey(record) !== key) problems.push(`test passage under wrong key ${key}`);
    const questions = record.questions.map((q) => q.questionID);
    if (new Set(questions).size !== questions.length) problems.push(`test passage ${key} answers a question twice`);
  }
  return problems;
});

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
