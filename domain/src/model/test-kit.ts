import type { BlockContent } from "../course/block-content";
import type { CourseState } from "../course/course-state";
import type { BlockParent } from "../course/ids";
import type { DomainEvent } from "./event";
import { courseView } from "./model-view";
import { evolve, replay } from "./evolve";
import { type DomainState, initialState } from "./state";

/** Given/when/then helpers for decider and evolve tests (GUIDE §4.10). Test code only. */
export const given = (...events: ReadonlyArray<DomainEvent>): DomainState => replay(events, initialState());

/** Applies events to a state one produce each, as the web app's dispatch does. */
export const when = (state: DomainState, ...events: ReadonlyArray<DomainEvent>): DomainState =>
  events.reduce(evolve, state);

export const rawCourse = (state: DomainState, courseID = "c1"): CourseState => {
  const course = state.courses[courseID];
  if (!course) throw new Error(`test setup: no course ${courseID}`);
  return course;
};

/** A course in the model's shape, for readable assertions: `courseIn(s).lessons["l1"]`. */
export const courseIn = (state: DomainState, courseID = "c1") => courseView(rawCourse(state, courseID));

export const text = (value: string): BlockContent => ({ _tag: "text", text: value });
export const inLesson = (lessonID = "l1"): BlockParent => ({ _tag: "lesson", lessonID });
export const inTask = (taskID = "t1"): BlockParent => ({ _tag: "task", taskID });

/** A new course c1 with module m1, lesson l1 (blocks b1, b2, b3) and task t1 (block tb1). */
export const authored: ReadonlyArray<DomainEvent> = [
  { _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 },
  { _tag: "ModuleCreated", courseID: "c1", moduleID: "m1", moduleName: "Раздел", at: 2 },
  { _tag: "LessonCreated", courseID: "c1", moduleID: "m1", lessonID: "l1", lessonName: "Урок", is_trial: false, at: 3 },
  { _tag: "TaskCreated", courseID: "c1", lessonID: "l1", taskID: "t1", name: "Задание", at: 4 },
  {
    _tag: "BlockAdded",
    courseID: "c1",
    parent: inLesson(),
    afterIndex: -1,
    contentBlockID: "b1",
    content: text("один"),
  },
  { _tag: "BlockAdded", courseID: "c1", parent: inLesson(), afterIndex: 0, contentBlockID: "b2", content: text("два") },
  { _tag: "BlockAdded", courseID: "c1", parent: inLesson(), afterIndex: 1, contentBlockID: "b3", content: text("три") },
  {
    _tag: "BlockAdded",
    courseID: "c1",
    parent: inTask(),
    afterIndex: -1,
    contentBlockID: "tb1",
    content: { _tag: "freeTask", title: "Эссе", text: "", files: [] },
  },
];

/** The same course after the server saved it (temporary ids kept for brevity). */
export const saved: ReadonlyArray<DomainEvent> = [...authored, { _tag: "SaveConfirmed", courseID: "c1", at: 10 }];
