import { castDraft, type Draft } from "immer";
import type { DomainState } from "../model/state";
import type { PassageEvent } from "./passage-events";
import { passageKey } from "./passage-state";
import { deleteIn, getIn, setIn } from "../model/sharded";
import { clone } from "../model/clone";

/** A student taking a course (SPEC §4 passage). Not undoable. */
export const evolvePassage = (draft: Draft<DomainState>, event: PassageEvent): void => {
  const passage = draft.passage;
  switch (event._tag) {
    case "PassageStarted": {
      const key = passageKey(event);
      if (getIn(passage.passageList, key)) return;
      const { courseID, lessonID, taskID, contentBlockID, startedAt } = event;
      setIn(passage.passageList, key, { courseID, lessonID, taskID, contentBlockID, startedAt });
      return;
    }
    case "TestAnswered": {
      const key = passageKey(event);
      const { courseID, lessonID, taskID, contentBlockID, testPassageID, questionID } = event;
      const answerIDList = [...event.answerIDList];
      const entry = getIn(passage.passageTestList, key);
      if (!entry) {
        setIn(passage.passageTestList, key, {
          courseID,
          lessonID,
          taskID,
          contentBlockID,
          testPassageID,
          questions: [{ questionID, answerIDList }],
        });
        return;
      }
      entry.testPassageID = testPassageID;
      const question = entry.questions.find((q) => q.questionID === questionID);
      if (question) question.answerIDList = answerIDList;
      else entry.questions.push({ questionID, answerIDList });
      return;
    }
    case "AnswerDrafted": {
      const { courseID, lessonID, taskID, contentBlockID, text } = event;
      setIn(passage.answerDrafts, passageKey(event), {
        courseID,
        lessonID,
        taskID,
        contentBlockID,
        text,
        files: [...event.files],
        ...(event.updatedAt === undefined ? {} : { updatedAt: event.updatedAt }),
      });
      return;
    }
    case "AnswerDraftCleared":
      deleteIn(passage.answerDrafts, passageKey(event));
      return;
    case "PassageRestored":
      // A copy: the event's payload stays the event's (a replay freezes its result, and a timeline replays an event again).
      draft.passage = castDraft(clone(event.passage));
      return;
    case "CoursePassageStarted":
      passage.coursePassageList[event.courseID] = { courseID: event.courseID, id: event.id };
      return;
    case "LessonContinued":
      passage.continuedLessonID = event.lessonID;
      return;
    case "LessonStarted": {
      const lessons = draft.courses[event.courseID]?.lessons;
      const lesson = lessons && getIn(lessons, event.lessonID);
      if (lesson && lesson.statistics.start_date === null) lesson.statistics.start_date = event.date;
      return;
    }
    case "BlockCompleted": {
      const lessons = draft.courses[event.courseID]?.lessons;
      const lesson = lessons && getIn(lessons, event.lessonID);
      if (!lesson) return;
      const stat = lesson.statistics.blocks.find((b) => b.id === event.contentBlockID);
      if (stat) stat.completed = true;
      else lesson.statistics.blocks.push({ id: event.contentBlockID, completed: true });
      return;
    }
    case "LessonEnded": {
      const lessons = draft.courses[event.courseID]?.lessons;
      const lesson = lessons && getIn(lessons, event.lessonID);
      if (!lesson) return;
      lesson.isEndedByUser = true;
      if (lesson.statistics.end_date === null) lesson.statistics.end_date = event.date;
      return;
    }
    default: {
      const never: never = event;
      return never;
    }
  }
};
