import type { CourseBody } from "@app/domain/api/course-content";
import type { LessonBlockRef } from "@app/domain/passage/completion";
import type { DbData } from "../store/db-schema";

export type LessonRef = {
  readonly moduleName: string;
  readonly lessonId: string;
  readonly lessonName: string;
  readonly testBlockIds: ReadonlyArray<string>;
  /** Every block of the lesson as the completion rule sees it (a free task is checked by a teacher). */
  readonly blocks: ReadonlyArray<LessonBlockRef>;
};

/** What students take: the published content, or the draft of a course never published. */
export const takenBody = (db: DbData, courseId: number): CourseBody | null => {
  const content = db.courseContents.find((c) => c.course_id === courseId);
  return content === undefined ? null : (content.published ?? content.draft);
};

/** The course's lessons in order, with the ids of their test blocks (in the lesson and its tasks). */
export const lessonsOf = (db: DbData, courseId: number): ReadonlyArray<LessonRef> =>
  (takenBody(db, courseId)?.moduleList ?? []).flatMap((module) =>
    module.lessons.map((lesson) => {
      const blocks = [...lesson.lessonContent, ...lesson.tasks.flatMap((t) => t.taskContent)];
      return {
        moduleName: module.moduleName,
        lessonId: lesson.lessonID,
        lessonName: lesson.lessonName,
        testBlockIds: blocks.filter((b) => b.content._tag === "test").map((b) => b.contentBlockID),
        blocks: blocks.map((b) => ({ id: b.contentBlockID, reviewed: b.content._tag === "freeTask" })),
      };
    }),
  );
