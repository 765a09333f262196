import type { CourseBody } from "@app/domain/api/course-content";
import type { DbData } from "../store/db-schema";

export type LessonRef = {
  readonly moduleName: string;
  readonly lessonId: string;
  readonly lessonName: string;
  readonly testBlockIds: ReadonlyArray<string>;
};

/** What students take: the published content, or the draft of a course never published. */
export const takenBody = (db: DbData, courseId: number): CourseBody | null => {
  const content = db.courseContents.find((c) => c.course_id === courseId);
  return content === undefined ? null : (content.published ?? content.draft);
};

/** The course's lessons in order, with the ids of their test blocks (in the lesson and its tasks). */
export const lessonsOf = (db: DbData, courseId: number): ReadonlyArray<LessonRef> =>
  (takenBody(db, courseId)?.moduleList ?? []).flatMap((module) =>
    module.lessons.map((lesson) => ({
      moduleName: module.moduleName,
      lessonId: lesson.lessonID,
      lessonName: lesson.lessonName,
      testBlockIds: [...lesson.lessonContent, ...lesson.tasks.flatMap((t) => t.taskContent)]
        .filter((b) => b.content._tag === "test")
        .map((b) => b.contentBlockID),
    })),
  );
