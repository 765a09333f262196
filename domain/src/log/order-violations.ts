import type { CourseState } from "../course/course-state";
import { invariantProblems } from "../model/invariants";
import { rememberedPerBucket, rememberedWith } from "../model/remembered";
import type { DomainState } from "../model/state";
import { violation as v, type Violation } from "./violation";

type Node = { readonly blockOrder: ReadonlyArray<string>; readonly blocks: Readonly<Record<string, unknown>> };

/** A lesson's or task's block order against its blocks, remembered per node object (model/remembered.ts). */
const blockPermutation = rememberedWith((node: Node, courseID: string, kind: string, id: string): Violation[] =>
  permutation(`блоки ${kind} ${id}, курс ${courseID}`, node.blockOrder, Object.keys(node.blocks)),
);

/** Whether `order` holds each of `children` exactly once and nothing else (`children` may repeat). */
const isPermutation = (order: ReadonlyArray<string>, children: ReadonlyArray<string>): boolean => {
  if (order.length <= 16 && children.length <= 16) {
    // Short lists (most sections and lessons) without allocating sets: every id of `order` is
    // unique and a child, and `children` has as many distinct ids.
    let distinct = 0;
    for (let i = 0; i < children.length; i++) if (children.indexOf(children[i] ?? "") === i) distinct += 1;
    if (distinct !== order.length) return false;
    for (let i = 0; i < order.length; i++) {
      const id = order[i] ?? "";
      if (order.indexOf(id) !== i || !children.includes(id)) return false;
    }
    return true;
  }
  const seen = new Set(order);
  const keys = new Set(children);
  return seen.size === order.length && order.length === keys.size && order.every((id) => keys.has(id));
};

/** `order` holds each of `children` exactly once and nothing else. */
const permutation = (where: string, order: ReadonlyArray<string>, children: ReadonlyArray<string>): Violation[] =>
  isPermutation(order, children)
    ? []
    : [v("order-not-permutation", `порядок (${where}) не перестановка его элементов`)];

type Lessons = CourseState["lessons"];
type Tasks = CourseState["tasks"];

/** The block orders of one bucket of lessons or tasks (`kind`: урока, задания). */
const bucketBlockOrders = (bucket: Readonly<Record<string, Node>>, kind: string, courseID: string): Violation[] => {
  const out: Violation[] = [];
  for (const id in bucket) {
    const node = bucket[id];
    if (node !== undefined) out.push(...blockPermutation(node, courseID, kind, id));
  }
  return out;
};
/** Remembered per bucket (model/remembered.ts), one for lessons and one for tasks. */
const lessonBlockOrders = rememberedPerBucket(bucketBlockOrders);
const taskBlockOrders = rememberedPerBucket(bucketBlockOrders);

/** Each item's ids grouped by its parent's id (lessons by section, tasks by lesson), in the record's order. */
const childrenBy = <T>(items: Readonly<Record<string, Readonly<Record<string, T>>>>, parentOf: (item: T) => string) => {
  const children = new Map<string, string[]>();
  for (const bucket of Object.values(items))
    for (const [id, item] of Object.entries(bucket)) {
      const parent = parentOf(item);
      const list = children.get(parent);
      if (list === undefined) children.set(parent, [id]);
      else list.push(id);
    }
  return children;
};
const lessonsBySection = rememberedWith((lessons: Lessons) => childrenBy(lessons, (lesson) => lesson.moduleID));
const tasksByLesson = rememberedWith((tasks: Tasks) => childrenBy(tasks, (task) => task.lessonID));

/** Each section's lesson order against the lessons that say they are in it. */
const sectionOrders = rememberedWith((modules: CourseState["modules"], courseID: string, lessons: Lessons) => {
  const bySection = lessonsBySection(lessons);
  return Object.entries(modules).flatMap(([id, module]) =>
    permutation(`уроки раздела ${id}, курс ${courseID}`, module.lessonOrder, bySection.get(id) ?? []),
  );
});

/** Each lesson's task order against the tasks that say they are in it (one bucket of lessons). */
const taskOrders = rememberedPerBucket((bucket: Lessons[string], courseID: string, tasks: Tasks) => {
  const byLesson = tasksByLesson(tasks);
  return Object.entries(bucket).flatMap(([id, lesson]) =>
    permutation(`задания урока ${id}, курс ${courseID}`, lesson.taskOrder, byLesson.get(id) ?? []),
  );
});

/**
 * Orders of one course: sections, lessons per section, tasks per lesson, blocks per lesson and task.
 * Each part is remembered per bucket (model/remembered.ts): an event that changed one lesson costs
 * that lesson's bucket and lookups of the others.
 */
export const orderViolations = (course: CourseState): Violation[] => {
  const id = course.courseID;
  const out: Violation[] = [...permutation(`разделы, курс ${id}`, course.moduleOrder, Object.keys(course.modules))];
  out.push(...lessonBlockOrders(id, course.lessons, "урока", id).flat());
  out.push(...taskBlockOrders(id, course.tasks, "задания", id).flat());
  out.push(...sectionOrders(course.modules, id, course.lessons));
  out.push(...taskOrders(id, course.lessons, id, course.tasks).flat());
  return out;
};

/** A course's orders, remembered per course object: an event that left the course alone finds them (issue #33). */
const rememberedOrders = rememberedWith(orderViolations);

/**
 * What is wrong with a state (or the part of it an event can affect): orders first, then the rest of the
 * model's invariants. The model's invariants include every order (unique positions, no dangling ids, each
 * lesson in its section's order and each task in its lesson's), so a state they find sound has sound
 * orders: the orders are looked at only when something is wrong (issue #33: half the work per event).
 */
export const stateViolations = (state: DomainState): Violation[] => {
  const problems = invariantProblems(state);
  if (problems.length === 0) return [];
  const orders = Object.values(state.courses).flatMap(rememberedOrders);
  if (orders.length > 0) return orders;
  return problems.map((problem) => v("state-structure", `нарушена структура модели: ${problem}`));
};
