import { missing, violation as v, type Violation } from "../log/violation";
import { getIn } from "../model/sharded";
import type { DomainState } from "../model/state";
import type { PassageEvent } from "./passage-events";

type PassageRef = { courseID: string; lessonID: string; taskID: string | null; contentBlockID: string };

/** A passage record names a block of a lesson (or of a task of that lesson) of a course in the model. */
const passageRef = (state: DomainState, ref: PassageRef): Violation[] => {
  const course = state.courses[ref.courseID];
  const where = ref.taskID === null ? `урок ${ref.lessonID}` : `задание ${ref.taskID} урока ${ref.lessonID}`;
  const bad = v(
    "passage-unknown-block",
    `запись прохождения называет блок ${ref.contentBlockID} (${where}), которого нет в курсе ${ref.courseID}`,
  );
  if (course === undefined) return [bad];
  const lesson = getIn(course.lessons, ref.lessonID);
  if (lesson === undefined) return [bad];
  if (ref.taskID === null) return lesson.blocks[ref.contentBlockID] === undefined ? [bad] : [];
  const task = getIn(course.tasks, ref.taskID);
  return task === undefined || task.lessonID !== ref.lessonID || task.blocks[ref.contentBlockID] === undefined
    ? [bad]
    : [];
};

const lessonRef = (state: DomainState, courseID: string, lessonID: string): Violation[] => {
  const course = state.courses[courseID];
  if (course === undefined) return [missing("курс", courseID)];
  return getIn(course.lessons, lessonID) === undefined ? [missing(`урок ${lessonID}`, courseID)] : [];
};

/** What a passage event names that is not in the model (the state before it; the log's check). */
export const passageViolations = (before: DomainState, event: PassageEvent): Violation[] => {
  switch (event._tag) {
    case "PassageStarted":
    case "TestAnswered":
    case "AnswerDrafted":
    case "AnswerDraftCleared":
      return passageRef(before, event);
    case "BlockCompleted":
      return passageRef(before, { ...event, taskID: null });
    case "LessonStarted":
    case "LessonEnded":
      return lessonRef(before, event.courseID, event.lessonID);
    case "PassageRestored":
    case "CoursePassageStarted":
    case "LessonContinued":
      return [];
    default: {
      const never: never = event;
      return never;
    }
  }
};
