import type { CourseBody } from "@app/domain/api/course-content";
import type { LessonSnapshot } from "@app/domain/course/course-snapshot";
import type { ContentBlock } from "@app/domain/course/structure";

/** A lesson of a course body, in course order (modules, then lessons). */
export type LessonRef = { readonly moduleID: string; readonly lesson: LessonSnapshot; readonly index: number };

/** A block of a lesson: in its content (taskID null) or in one of its tasks. */
export type BlockRef = { readonly block: ContentBlock; readonly taskID: string | null };

export const lessonsOf = (body: CourseBody): ReadonlyArray<LessonRef> =>
  body.moduleList
    .flatMap((m) => m.lessons.map((lesson) => ({ moduleID: m.moduleID, lesson })))
    .map((ref, index) => ({ ...ref, index }));

export const blocksOf = (lesson: LessonSnapshot): ReadonlyArray<BlockRef> => [
  ...lesson.lessonContent.map((block) => ({ block, taskID: null })),
  ...lesson.tasks.flatMap((task) => task.taskContent.map((block) => ({ block, taskID: task.taskID }))),
];

export const findLesson = (body: CourseBody, lessonID: string): LessonRef | undefined =>
  lessonsOf(body).find((ref) => ref.lesson.lessonID === lessonID);

/** A block anywhere in the course, with its lesson. */
export const findBlock = (body: CourseBody, blockID: string): (LessonRef & BlockRef) | undefined => {
  for (const ref of lessonsOf(body)) {
    const found = blocksOf(ref.lesson).find((b) => b.block.contentBlockID === blockID);
    if (found !== undefined) return { ...ref, ...found };
  }
  return undefined;
};
