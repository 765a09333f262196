import type { StudentBlock, StudentLesson } from "@app/domain/api/passage";
import { workSent, type WorkBlock } from "@app/domain/deadlines/work-sent";
import { lessonStudy } from "../passage/lesson-study";

/** The tests and free tasks among the blocks, as the domain's "work sent" rule reads them. */
const workOf = (blocks: ReadonlyArray<StudentBlock>): ReadonlyArray<WorkBlock> =>
  blocks.flatMap((block): ReadonlyArray<WorkBlock> =>
    block.content._tag === "test"
      ? [{ kind: "test", answered: block.testResult !== null }]
      : block.content._tag === "freeTask"
        ? [{ kind: "freeTask", status: block.status }]
        : [],
  );

/**
 * Whether the student's work for a dated task is in (the domain's `workSent`, as the server's `sent`
 * of GET /api/my/deadlines): every test answered, every free task on review or accepted.
 */
export const taskSent = (task: StudentLesson["tasks"][number]): boolean => workSent(workOf(task.taskContent), false);

/** The same for a lesson: the work of the lesson and its tasks; a lesson without any, once completed. */
export const lessonSent = (lesson: StudentLesson): boolean =>
  workSent(
    workOf([...lesson.lessonContent, ...lesson.tasks.flatMap((task) => task.taskContent)]),
    lessonStudy(lesson) === "completed",
  );
