import type { ChosenAnswer, StudentBlock, StudentCourse } from "@app/domain/api/passage";
import { getIn } from "@app/domain/model/sharded";
import { passageKey } from "@app/domain/passage/passage-state";
import { apiClient } from "../../lib/api/client";
import { passageApi } from "../../lib/api/passage-api";
import { currentState, runCommand } from "../../lib/model/domain-store";

const api = passageApi(apiClient);

type Tick = typeof ChosenAnswer.Type;

/**
 * A test's ticks on the server (issue #15), saved per question as they are chosen. One request per
 * test at a time: ticks made while one is on its way are merged (the last per question) and go next,
 * so the server never keeps an older tick than the page. Offline nothing is sent: the persisted
 * passage has every tick and `Ответить` carries them all; the next tick online sends its question.
 */
const waiting = new Map<string, Map<string, Tick>>();
const sending = new Set<string>();

const sendNext = async (courseID: string, blockID: string): Promise<void> => {
  const key = JSON.stringify([courseID, blockID]);
  const ticks = waiting.get(key);
  if (sending.has(key) || ticks === undefined || ticks.size === 0) return;
  waiting.delete(key);
  sending.add(key);
  try {
    await api.saveTestDraft(Number(courseID), blockID, { answers: [...ticks.values()] });
  } catch {
    // Not kept for later: the ticks are in the persisted passage, and `Ответить` sends them all.
  } finally {
    sending.delete(key);
  }
  await sendNext(courseID, blockID);
};

export const saveTick = (courseID: string, blockID: string, questionID: string, answerIDList: ReadonlyArray<string>): void => {
  if (!navigator.onLine) return;
  const key = JSON.stringify([courseID, blockID]);
  const ticks = waiting.get(key) ?? new Map<string, Tick>();
  ticks.set(questionID, { questionID, answerIDList: [...answerIDList] });
  waiting.set(key, ticks);
  void sendNext(courseID, blockID);
};

type Located = { readonly lessonID: string; readonly taskID: string | null; readonly block: StudentBlock };

const testBlocksOf = (course: StudentCourse): ReadonlyArray<Located> =>
  course.moduleList.flatMap((m) =>
    m.lessons.flatMap((l) => [
      ...l.lessonContent.map((block) => ({ lessonID: l.lessonID, taskID: null, block })),
      ...l.tasks.flatMap((t) => t.taskContent.map((block) => ({ lessonID: l.lessonID, taskID: t.taskID, block }))),
    ]),
  );

/**
 * The server's ticks come into the model (after `CourseLoaded`) for the questions this browser has
 * no tick of: a tick kept here is this device's latest and wins; another device's fills the rest.
 */
export const restoreTestDrafts = (course: StudentCourse): void => {
  const courseID = String(course.course_id);
  for (const { lessonID, taskID, block } of testBlocksOf(course)) {
    if (block.draftAnswers === null) continue;
    const contentBlockID = block.contentBlockID;
    const local = getIn(currentState().passage.passageTestList, passageKey({ courseID, lessonID, taskID, contentBlockID }));
    const testPassageID = local?.testPassageID ?? contentBlockID;
    for (const tick of block.draftAnswers) {
      if (local?.questions.some((q) => q.questionID === tick.questionID) === true) continue;
      runCommand({ _tag: "AnswerTest", courseID, lessonID, taskID, contentBlockID, testPassageID, questionID: tick.questionID, answerIDList: tick.answerIDList });
    }
  }
};
