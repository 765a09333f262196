import type { CourseBody } from "@app/domain/api/course-content";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "@app/domain/course/course-snapshot";
import { emptyCourseBody } from "@app/domain/api/course-content";
import type { CourseSettings } from "@app/domain/course/settings";
import type { Rubric } from "@app/domain/course/rubric";
import { contentOf } from "../access/course-access";
import type { DbData } from "../store/db-schema";

/** The published module tree of a course: what students pass and reviewers check. Empty before the first publish. */
export const publishedModules = (db: DbData, courseId: number): ReadonlyArray<ModuleSnapshot> =>
  contentOf(db, courseId)?.published?.moduleList ?? [];

export const publishedBody = (db: DbData, courseId: number): CourseBody | null =>
  contentOf(db, courseId)?.published ?? null;

const DEFAULT_SETTINGS = emptyCourseBody("0", "").settings;

/** The settings students live under: the published ones, else the draft's, else SPEC §5 defaults. */
export const effectiveSettings = (db: DbData, courseId: number): CourseSettings => {
  const content = contentOf(db, courseId);
  return content?.published?.settings ?? content?.draft.settings ?? DEFAULT_SETTINGS;
};

export const findModule = (db: DbData, courseId: number, moduleId: string): ModuleSnapshot | undefined =>
  publishedModules(db, courseId).find((m) => m.moduleID === moduleId);

export const findLesson = (db: DbData, courseId: number, lessonId: string): LessonSnapshot | undefined =>
  publishedModules(db, courseId)
    .flatMap((m) => m.lessons)
    .find((l) => l.lessonID === lessonId);

export const findTask = (db: DbData, courseId: number, taskId: string): TaskSnapshot | undefined =>
  publishedModules(db, courseId)
    .flatMap((m) => m.lessons.flatMap((l) => l.tasks))
    .find((t) => t.taskID === taskId);

/** Every published lesson of a course. */
export const allLessons = (db: DbData, courseId: number): ReadonlyArray<LessonSnapshot> =>
  publishedModules(db, courseId).flatMap((m) => m.lessons);

/** The free task a submission answers: its title and text, or null when the block was removed since. */
export const freeTaskOf = (
  task: TaskSnapshot | undefined,
  blockId: string,
): { title: string; text: string; rubric: Rubric | undefined } | null => {
  const content = task?.taskContent.find((b) => b.contentBlockID === blockId)?.content;
  return content?._tag === "freeTask" ? { title: content.title, text: content.text, rubric: content.rubric } : null;
};
