import type { DomainCommand } from "@app/domain/model/command";
import type { FileRef } from "@app/domain/course/ids";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { myCourseQueryKey } from "../../lib/api/my-course-query";
import { passageApi } from "../../lib/api/passage-api";
import { queryClient } from "../../lib/api/query-client";
import { currentState } from "../../lib/model/domain-store";
import { runOrNotify } from "../../lib/model/run-or-notify";
import { passageRefresh, sendOrKeep } from "../../lib/offline/browser-outbox";
import type { Outcome } from "../../lib/offline/outbox";
import type { OutboxRequest } from "../../lib/offline/outbox-item";
import "../../lib/model/passage-persistence";
import { notifyError } from "../../lib/ui/toast";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

/**
 * Each passage step (GUIDE §3): the domain command first (the model records it and the page shows
 * it at once), then the server, whose answer comes back through the course query.
 */
const api = passageApi(apiClient);

export const submissionsQueryKey = (courseID: string) => ["my-course", courseID, "submissions"] as const;

/** Runs a command; a refusal is shown as a toast and answers false. */
export const record = (command: DomainCommand): boolean => runOrNotify(command) !== null;

const refresh = (courseID: string) => refreshAfterWrite(queryClient, myCourseQueryKey(courseID));

const now = () => new Date().toISOString();

/** A step kept in the outbox: a refusal by the server is shown and the course read again. */
const keep = async (courseID: string, request: OutboxRequest, sentMessage: string): Promise<Outcome> => {
  const outcome = await sendOrKeep(request, passageRefresh(courseID), sentMessage);
  if (outcome._tag === "failed") {
    notifyError(errorMessages(outcome.error)[0] ?? "");
    await refresh(courseID);
  }
  return outcome;
};

/**
 * SPEC §4: start_date is set once (domain and server alike); the first lesson also starts the
 * course passage. Offline the start is kept and sent later (issue #15); the page shows it at once.
 */
export const startLesson = (courseID: string, lessonID: string, sentMessage: string) => {
  if (currentState().passage.coursePassageList[courseID] === undefined)
    record({ _tag: "StartCoursePassage", courseID, id: crypto.randomUUID() });
  record({ _tag: "StartLesson", courseID, lessonID, date: now() });
  return keep(courseID, { _tag: "LessonStart", courseID, lessonID }, sentMessage);
};

/** Marks a block done, in the lesson's own content or in one of its tasks (kept offline, like a start). */
export const completeBlock = (
  courseID: string,
  lessonID: string,
  taskID: string | null,
  contentBlockID: string,
  sentMessage: string,
) => {
  record({ _tag: "OpenBlock", courseID, lessonID, taskID, contentBlockID, startedAt: Date.now() });
  record({ _tag: "CompleteBlock", courseID, lessonID, taskID, contentBlockID });
  return keep(courseID, { _tag: "BlockComplete", courseID, lessonID, blockID: contentBlockID }, sentMessage);
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
  return keep(courseID, { _tag: "TestAnswers", courseID, blockID, body }, sentMessage);
};

/** `Отправить на проверку`: like a test's answer, through the outbox; the draft goes once it is sent. */
export const submitTask = async (
  key: { readonly courseID: string; readonly lessonID: string; readonly taskID: string; readonly blockID: string },
  answer: { readonly text: string; readonly files: ReadonlyArray<FileRef> },
  sentMessage: string,
): Promise<Outcome> => {
  const { courseID, lessonID, taskID, blockID } = key;
  record({ _tag: "OpenBlock", courseID, lessonID, taskID, contentBlockID: blockID, startedAt: Date.now() });
  return keep(courseID, { _tag: "Submission", ...key, text: answer.text, files: [...answer.files] }, sentMessage);
};

export const loadSubmissions = (courseID: string) => api.submissions(Number(courseID));
