import type { StudentBlock, StudentCourse } from "@app/domain/api/passage";
import { testPassageOf } from "@app/domain/passage/passage-state";
import { currentState, runCommand } from "../../lib/model/domain-store";
import { saveTick } from "./tick-sender";

type Located = { readonly lessonID: string; readonly taskID: string | null; readonly block: StudentBlock };

const testBlocksOf = (course: StudentCourse): ReadonlyArray<Located> =>
  course.moduleList.flatMap((m) =>
    m.lessons.flatMap((l) => [
      ...l.lessonContent.map((block) => ({ lessonID: l.lessonID, taskID: null, block })),
      ...l.tasks.flatMap((t) => t.taskContent.map((block) => ({ lessonID: l.lessonID, taskID: t.taskID, block }))),
    ]),
  );

const sameTicks = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The model and the server's draft agree after the course loads (issue #15). The server's ticks come
 * into the model (after `CourseLoaded`) for the questions this browser has no tick of; a tick kept
 * here is this device's latest and wins, and for a test not answered yet it goes to the server when
 * the server lacks it (a tick made offline and reloaded before the network came back).
 */
export const syncTestDrafts = (course: StudentCourse): void => {
  const courseID = String(course.course_id);
  for (const { lessonID, taskID, block } of testBlocksOf(course)) {
    const contentBlockID = block.contentBlockID;
    const local = testPassageOf(currentState().passage, { courseID, lessonID, taskID, contentBlockID });
    const server = block.draftAnswers ?? [];
    const testPassageID = local?.testPassageID ?? contentBlockID;
    for (const tick of server) {
      if (local?.questions.some((q) => q.questionID === tick.questionID) === true) continue;
      runCommand({
        _tag: "AnswerTest",
        courseID,
        lessonID,
        taskID,
        contentBlockID,
        testPassageID,
        questionID: tick.questionID,
        answerIDList: tick.answerIDList,
      });
    }
    if (block.testResult !== null || local === undefined) continue;
    for (const mine of local.questions) {
      const theirs = server.find((t) => t.questionID === mine.questionID);
      if (theirs === undefined || !sameTicks(theirs.answerIDList, mine.answerIDList))
        saveTick({ courseID, blockID: contentBlockID }, mine.questionID, mine.answerIDList);
    }
  }
};
