import type { CourseBody } from "@app/domain/api/course-content";
import type { IdAssignment } from "@app/domain/course/server-events";
import { freshStatistics, storedBlock, type Assigner } from "@app/domain/course/apply-patch";
import { nextId } from "../store/next-id";
import type { DbDraft } from "../store/store";

/** A server id: a decimal string. Anything else (the client's UUIDs) is temporary. */
export const isServerId = (id: string): boolean => /^\d{1,15}$/.test(id);

/** Server ids come from the store's counters: modules, lessons, tasks, blocks, questions, answers. */
export const assigner =
  (db: DbDraft): Assigner =>
  (collection, id) =>
    isServerId(id) ? id : String(nextId(db, collection));

/**
 * Gives every item with a temporary id a server id, and lists the assignments in the order the
 * client applies them (domain/src/course/id-remap.ts): a module, then its lessons, each lesson's
 * blocks under the lesson's new id, its tasks, each task's blocks under the task's new id.
 */
export const assignIds = (
  db: DbDraft,
  courseID: string,
  body: CourseBody,
  give: Assigner = assigner(db),
): { course: CourseBody; assignments: IdAssignment[] } => {
  const assignments: IdAssignment[] = [];
  const note = (tempID: string, id: string, make: (tempID: string, id: string) => IdAssignment): void => {
    if (tempID !== id) assignments.push(make(tempID, id));
  };
  const moduleList = body.moduleList.map((module) => {
    const moduleID = give("modules", module.moduleID);
    note(module.moduleID, moduleID, (tempID, id) => ({ _tag: "module", tempID, id }));
    const lessons = module.lessons.map((lesson) => {
      const lessonID = give("lessons", lesson.lessonID);
      note(lesson.lessonID, lessonID, (tempID, id) => ({ _tag: "lesson", tempID, id }));
      const lessonContent = lesson.lessonContent.map((block) => {
        const stored = storedBlock(give, block);
        note(block.contentBlockID, stored.contentBlockID, (tempID, id) => ({
          _tag: "lessonBlock",
          lessonID,
          tempID,
          id,
        }));
        return stored;
      });
      const tasks = lesson.tasks.map((task) => {
        const taskID = give("tasks", task.taskID);
        note(task.taskID, taskID, (tempID, id) => ({ _tag: "task", tempID, id }));
        const taskContent = task.taskContent.map((block) => {
          const stored = storedBlock(give, block);
          note(block.contentBlockID, stored.contentBlockID, (tempID, id) => ({
            _tag: "taskBlock",
            taskID,
            tempID,
            id,
          }));
          return stored;
        });
        return { taskID, name: task.name, taskContent };
      });
      return {
        lessonID,
        lessonName: lesson.lessonName,
        lessonContent,
        tasks,
        is_trial: lesson.is_trial,
        isEndedByUser: false,
        status: "not_started" as const,
        statistics: freshStatistics(courseID, moduleID),
      };
    });
    return { moduleID, moduleName: module.moduleName, lessons };
  });
  return { course: { ...body, moduleList }, assignments };
};
