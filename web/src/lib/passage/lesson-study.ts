import type { StudentBlock, StudentLesson } from "@app/domain/api/passage";
import { lessonFactsOf, type LessonFacts } from "@app/domain/passage/completion";
import { lessonStudyStatus, type StudyStatus } from "@app/domain/passage/study-status";

/** The completion rule's facts of some blocks of a lesson: its statistics, and each free task's review status. */
const factsOf = (
  blocks: ReadonlyArray<StudentBlock>,
  statistics: StudentLesson["statistics"],
  started: boolean,
): LessonFacts => {
  const reviews = new Map(blocks.map((b) => [b.contentBlockID, b.status]));
  return lessonFactsOf(
    blocks.map((b) => ({ id: b.contentBlockID, reviewed: b.content._tag === "freeTask" })),
    { start_date: started ? statistics.start_date : null, blocks: statistics.blocks },
    (id) => reviews.get(id) ?? "none",
  );
};

const blocksOf = (lesson: Pick<StudentLesson, "lessonContent" | "tasks">): ReadonlyArray<StudentBlock> => [
  ...lesson.lessonContent,
  ...lesson.tasks.flatMap((task) => task.taskContent),
];

/** The completion rule's facts of a whole lesson, from what the server sent. */
export const lessonFactsOfStudent = (
  lesson: Pick<StudentLesson, "lessonContent" | "tasks" | "statistics">,
): LessonFacts => factsOf(blocksOf(lesson), lesson.statistics, true);

/** A lesson's status in the one vocabulary (domain/passage/study-status), from what the server sent. */
export const lessonStudy = (lesson: Pick<StudentLesson, "lessonContent" | "tasks" | "statistics">): StudyStatus =>
  lessonStudyStatus(lessonFactsOfStudent(lesson));

/** A task's status by the same rule: not started until one of its blocks is done or sent. */
export const taskStudy = (
  lesson: Pick<StudentLesson, "statistics">,
  task: StudentLesson["tasks"][number],
): StudyStatus => lessonStudyStatus(factsOf(task.taskContent, lesson.statistics, false));
