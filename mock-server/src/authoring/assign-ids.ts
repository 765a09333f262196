import type { CourseBody } from "@app/domain/api/course-content";
import type { IdAssignment } from "@app/domain/course/server-events";
import type { ContentBlock, LessonStatistics } from "@app/domain/course/structure";
import type { TestQuestion } from "@app/domain/course/block-content";
import { nextId } from "../store/next-id";
import type { DbDraft } from "../store/store";

/** A server id: a decimal string. Anything else (the client's UUIDs) is temporary. */
export const isServerId = (id: string): boolean => /^\d{1,15}$/.test(id);

export type Assigner = (collection: string, id: string) => string;

/** Server ids come from the store's counters: modules, lessons, tasks, blocks, questions, answers. */
export const assigner =
  (db: DbDraft): Assigner =>
  (collection, id) =>
    isServerId(id) ? id : String(nextId(db, collection));

const questions = (give: Assigner, list: ReadonlyArray<TestQuestion>): TestQuestion[] =>
  list.map((q) => ({
    ...q,
    questionID: give("questions", q.questionID),
    answers: q.answers.map((a) => ({ ...a, answerID: give("answers", a.answerID) })),
  }));

/** Per-user state is not part of the draft: status, evaluation and statistics are stored at their defaults. */
export const storedBlock = (give: Assigner, block: ContentBlock): ContentBlock => ({
  contentBlockID: give("blocks", block.contentBlockID),
  status: "none",
  evaluation: null,
  content:
    block.content._tag === "test"
      ? { ...block.content, questions: questions(give, block.content.questions) }
      : block.content,
});

export const freshStatistics = (courseID: string, moduleID: string): LessonStatistics => ({
  id: null,
  course_id: courseID,
  section_id: moduleID,
  start_date: null,
  end_date: null,
  blocks: [],
});

/**
 * Gives every item with a temporary id a server id, and lists the assignments in the order the
 * client applies them (domain/src/course/id-remap.ts): a module, then its lessons, each lesson's
 * blocks under the lesson's new id, its tasks, each task's blocks under the task's new id.
 */
export const assignIds = (
  db: DbDraft,
  courseID: string,
  body: CourseBody,
): { course: CourseBody; assignments: IdAssignment[] } => {
  const give = assigner(db);
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
