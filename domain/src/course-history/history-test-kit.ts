import type { CourseBody } from "../api/course-content";
import type { BlockContent } from "../course/block-content";
import type { CourseState } from "../course/course-state";
import { toSnapshot } from "../course/snapshot-convert";
import type { ContentBlock } from "../course/structure";
import type { DomainState } from "../model/state";
import fc from "fast-check";
import { actionArb, toEvent, userActionArb, type Op } from "../model/event-arbitrary";
import { evolve } from "../model/evolve";

/** Test code only: a course state (the editor's model) as the body the server keeps. */
export const bodyOf = (course: CourseState): CourseBody => {
  const { general, additional, style, lists, moduleList } = toSnapshot(course);
  return { general, additional, style, lists, settings: course.settings, moduleList };
};

export const courseOf = (state: DomainState, courseID = "c1"): CourseState => {
  const course = state.courses[courseID];
  if (!course) throw new Error(`test setup: no course ${courseID}`);
  return course;
};

export const block = (contentBlockID: string, content: BlockContent): ContentBlock => ({
  contentBlockID,
  status: "none",
  evaluation: null,
  content,
});

/** What an author sees of a body (no per-user state): to compare two bodies by content. */
export const authored = (body: CourseBody): unknown => ({
  general: body.general,
  additional: body.additional,
  style: body.style,
  lists: body.lists,
  settings: body.settings,
  modules: body.moduleList.map((m) => ({
    id: m.moduleID,
    name: m.moduleName,
    lessons: m.lessons.map((l) => ({
      id: l.lessonID,
      name: l.lessonName,
      trial: l.is_trial,
      blocks: l.lessonContent.map((b) => [b.contentBlockID, b.content]),
      tasks: l.tasks.map((t) => ({
        id: t.taskID,
        name: t.name,
        blocks: t.taskContent.map((b) => [b.contentBlockID, b.content]),
      })),
    })),
  })),
});

/** A session's edits after `start`, with ids of its own (event-arbitrary's build() would reuse the log's). */
export const edited = (start: DomainState, ops: ReadonlyArray<Op>, prefix = "s"): DomainState =>
  ops.reduce((state, op, i) => evolve(state, toEvent(state, op, 5_000_000 + i * 1000, `${prefix}${i}`)), start);

/** Every section, lesson, task and block id of a body, in course order (repeats kept: a valid body has none). */
export const allIds = (body: CourseBody): string[] =>
  body.moduleList.flatMap((m) => [
    m.moduleID,
    ...m.lessons.flatMap((l) => [
      l.lessonID,
      ...l.lessonContent.map((b) => b.contentBlockID),
      ...l.tasks.flatMap((t) => [t.taskID, ...t.taskContent.map((b) => b.contentBlockID)]),
    ]),
  ]);

/** An author's session: any user action, with drags (a block, a lesson or a task into another place) more often than by chance. */
export const sessionArb = fc.array(fc.oneof(userActionArb, actionArb(["BlockPlaced", "ItemPlaced"])), {
  maxLength: 20,
});
