import * as Result from "effect/Result";
import type { DecideError } from "@app/domain/model/decide-error";
import type { DomainCommand } from "@app/domain/model/command";
import type { FileRef } from "@app/domain/course/ids";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { myCourseQueryKey } from "../../lib/api/my-course-query";
import { passageApi } from "../../lib/api/passage-api";
import { queryClient } from "../../lib/api/query-client";
import { currentState, runCommand } from "../../lib/model/domain-store";
import { passageRefresh, sendOrKeep } from "../../lib/offline/browser-outbox";
import type { Outcome } from "../../lib/offline/outbox";
import "../../lib/model/passage-persistence";
import { notifyError } from "../../lib/ui/toast";

/**
 * Each passage step (GUIDE §3): the domain command first (the model records it and the page shows
 * it at once), then the server, whose answer comes back through the course query.
 */
const api = passageApi(apiClient);

export const submissionsQueryKey = (courseID: string) => ["my-course", courseID, "submissions"] as const;

const decideMessage = (error: DecideError): string => (error._tag === "Invalid" ? (error.problems[0]?.message ?? "") : error.message);

/** Runs a command; a refusal is shown as a toast and answers false. */
export const record = (command: DomainCommand): boolean => {
  const decision = runCommand(command);
  if (Result.isFailure(decision)) {
    notifyError(decideMessage(decision.failure));
    return false;
  }
  return true;
};

const refresh = (courseID: string) => queryClient.invalidateQueries({ queryKey: myCourseQueryKey(courseID) });

/** Calls the server; a failure is shown as a toast (SPEC §8 extraction) and answers null. */
const call = async <T>(courseID: string, request: () => Promise<T>): Promise<T | null> => {
  try {
    const answer = await request();
    await refresh(courseID);
    return answer;
  } catch (error) {
    notifyError(errorMessages(error)[0] ?? "");
    await refresh(courseID);
    return null;
  }
};

const now = () => new Date().toISOString();

/** SPEC §4: start_date is set once (domain and server alike); the first lesson also starts the course passage. */
export const startLesson = (courseID: string, lessonID: string) => {
  if (currentState().passage.coursePassageList[courseID] === undefined) record({ _tag: "StartCoursePassage", courseID, id: crypto.randomUUID() });
  record({ _tag: "StartLesson", courseID, lessonID, date: now() });
  return call(courseID, () => api.startLesson(Number(courseID), lessonID));
};

/** Marks a block done, in the lesson's own content or in one of its tasks. */
export const completeBlock = async (courseID: string, lessonID: string, taskID: string | null, contentBlockID: string) => {
  record({ _tag: "OpenBlock", courseID, lessonID, taskID, contentBlockID, startedAt: Date.now() });
  record({ _tag: "CompleteBlock", courseID, lessonID, taskID, contentBlockID });
  const answer = await call(courseID, () => api.completeBlock(Number(courseID), lessonID, contentBlockID));
  if (answer?.status === "completed" && answer.statistics.end_date !== null) record({ _tag: "EndLesson", courseID, lessonID, date: answer.statistics.end_date });
  return answer;
};

/**
 * `Ответить`: the picks go through the outbox (issue #15). Offline they are kept and sent when the
 * network is back; a refusal by the server is shown. The result comes back with the course.
 */
export const answerTest = async (
  courseID: string,
  blockID: string,
  answers: ReadonlyArray<{ readonly questionID: string; readonly answerIDList: ReadonlyArray<string> }>,
  sentMessage: string,
): Promise<Outcome> => {
  const body = { answers: answers.map((a) => ({ questionID: a.questionID, answerIDList: [...a.answerIDList] })) };
  const outcome = await sendOrKeep({ _tag: "TestAnswers", courseID, blockID, body }, passageRefresh(courseID), sentMessage);
  if (outcome._tag === "failed") {
    notifyError(errorMessages(outcome.error)[0] ?? "");
    await refresh(courseID);
  }
  return outcome;
};

/** `Отправить на проверку`: like a test's answer, through the outbox; the draft goes once it is sent. */
export const submitTask = async (
  key: { readonly courseID: string; readonly lessonID: string; readonly taskID: string; readonly blockID: string },
  answer: { readonly text: string; readonly files: ReadonlyArray<FileRef> },
  sentMessage: string,
): Promise<Outcome> => {
  const { courseID, lessonID, taskID, blockID } = key;
  record({ _tag: "OpenBlock", courseID, lessonID, taskID, contentBlockID: blockID, startedAt: Date.now() });
  const outcome = await sendOrKeep({ _tag: "Submission", ...key, text: answer.text, files: [...answer.files] }, passageRefresh(courseID), sentMessage);
  if (outcome._tag === "failed") {
    notifyError(errorMessages(outcome.error)[0] ?? "");
    await refresh(courseID);
  }
  return outcome;
};

export const loadSubmissions = (courseID: string) => api.submissions(Number(courseID));
