import { myCourseQueryKey } from "../api/my-course-query";
import { apiClient } from "../api/client";
import { errorMessages } from "../api/api-error";
import { isNetworkOff } from "../api/network-switch";
import { passageApi } from "../api/passage-api";
import { queryClient } from "../api/query-client";
import { socialApi } from "../api/social-api";
import { runCommand } from "../model/domain-store";
import "../model/passage-persistence";
import { tokenOwner } from "../model/token-owner";
import { session } from "../session/session-store";
import { safeStorage } from "../session/storage";
import { notifyError, notifySuccess } from "../ui/toast";
import { createOutbox, type Outcome } from "./outbox";
import type { OutboxItem, OutboxRequest } from "./outbox-item";
import { refreshAfterWrite } from "../api/refresh-after-write";

const SETTLED_LOCK = "course-platform:outbox-settled:";

/**
 * A settled item's mark: a Web Lock named after it, held by this tab until it closes. The lock
 * manager is one authority for every tab, so a tab that takes the outbox lock next sees the mark at
 * once, while the item's removal from localStorage may still be on its way to that tab.
 */
const lockMarks = (locks: LockManager) => ({
  mark: (id: string): Promise<void> =>
    new Promise<void>((granted) => {
      void locks.request(SETTLED_LOCK + id, () => {
        granted();
        return new Promise<never>(() => undefined);
      });
    }),
  isMarked: async (id: string): Promise<boolean> =>
    ((await locks.query()).held ?? []).some((held) => held.name === SETTLED_LOCK + id),
});

/** Also read by resume-outbox.ts, which must not import this module. */
export const OUTBOX_KEY = "course-platform:outbox";
const RETRY_MS = 15_000;

const sendItem = async (item: OutboxItem): Promise<void> => {
  const request = item.request;
  switch (request._tag) {
    case "TestAnswers":
      await passageApi(apiClient).answerTest(Number(request.courseID), request.blockID, request.body);
      break;
    case "Submission":
      await passageApi(apiClient).submitTask(Number(request.courseID), request.taskID, request.blockID, {
        text: request.text,
        files: request.files.map((f) => f.id),
      });
      runCommand({
        _tag: "ClearAnswerDraft",
        courseID: request.courseID,
        lessonID: request.lessonID,
        taskID: request.taskID,
        contentBlockID: request.blockID,
      });
      break;
    case "DiscussionPost":
      await socialApi(apiClient).post(Number(request.courseID), request.text);
      break;
    case "CourseReview":
      await socialApi(apiClient).writeReview(Number(request.courseID), { rating: request.rating, text: request.text });
      break;
    case "LessonStart":
      await passageApi(apiClient).startLesson(Number(request.courseID), request.lessonID);
      break;
    case "BlockComplete": {
      const answer = await passageApi(apiClient).completeBlock(
        Number(request.courseID),
        request.lessonID,
        request.blockID,
      );
      if (answer.status === "completed" && answer.statistics.end_date !== null)
        runCommand({
          _tag: "EndLesson",
          courseID: request.courseID,
          lessonID: request.lessonID,
          date: answer.statistics.end_date,
        });
      break;
    }
    default: {
      const never: never = request;
      return never;
    }
  }
  await Promise.all(item.refresh.map((queryKey) => refreshAfterWrite(queryClient, queryKey)));
};

export const currentOwner = (): string | null => (session.login.isAuth ? tokenOwner(session.login.token) : null);

const online = (): boolean => !isNetworkOff() && (typeof navigator === "undefined" || navigator.onLine);

/** The app's outbox: storage under its own key, the API client, a lock shared by the tabs. */
export const outbox = createOutbox({
  store: { get: () => safeStorage.get(OUTBOX_KEY), set: (value) => safeStorage.set(OUTBOX_KEY, value) },
  send: sendItem,
  owner: currentOwner,
  isOnline: online,
  lock:
    typeof navigator !== "undefined" && navigator.locks !== undefined
      ? (task) => navigator.locks.request("course-platform:outbox", task)
      : undefined,
  settledMarks:
    typeof navigator !== "undefined" && navigator.locks !== undefined ? lockMarks(navigator.locks) : undefined,
  onSettled: (item, outcome) => {
    if (outcome._tag === "sent") notifySuccess(item.sentMessage);
    else if (outcome._tag === "failed") notifyError(errorMessages(outcome.error)[0] ?? "");
  },
});

/** Keys of the passage and discussion queries to refetch once an item is sent. */
export const passageRefresh = (courseID: string): string[][] => [[...myCourseQueryKey(courseID)]];

/**
 * A user action that needs the server: kept in the outbox, then sent. With no answer it stays
 * there ("queued") and goes when the network is back, confirmed by `sentMessage`. Without a user
 * to keep it for (a token that names nobody), it is only sent.
 */
export const sendOrKeep = (
  request: OutboxRequest,
  refresh: ReadonlyArray<ReadonlyArray<string>>,
  sentMessage: string,
): Promise<Outcome> => {
  const item: OutboxItem = {
    id: crypto.randomUUID(),
    owner: currentOwner() ?? "",
    request,
    refresh: refresh.map((key) => [...key]),
    sentMessage,
  };
  if (item.owner === "")
    return sendItem(item).then(
      (): Outcome => ({ _tag: "sent" }),
      (error: unknown): Outcome => ({ _tag: "failed", error }),
    );
  return outbox.add(item);
};

/** What an unsent request is about: its kind, course and block. */
export const requestKey = (request: OutboxRequest): string => {
  switch (request._tag) {
    case "DiscussionPost":
    case "CourseReview":
      return `${request._tag}:${request.courseID}`;
    case "LessonStart":
      return `${request._tag}:${request.courseID}:${request.lessonID}`;
    default:
      return `${request._tag}:${request.courseID}:${request.blockID}`;
  }
};

let started = false;
/** Sends what an earlier page left, and again whenever the network comes back. */
export const startOutbox = (): void => {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", () => {
    outbox.changed();
    void outbox.flush();
  });
  window.addEventListener("offline", outbox.changed);
  window.addEventListener("storage", (event) => {
    if (event.key !== OUTBOX_KEY) return;
    outbox.changed();
    // Another tab sent these: this tab's views of them are refetched too.
    for (const item of outbox.settledBetween(event.oldValue, event.newValue))
      for (const queryKey of item.refresh) void refreshAfterWrite(queryClient, queryKey);
  });
  setInterval(() => {
    if (outbox.pending().length > 0 && online()) void outbox.flush();
  }, RETRY_MS);
  void outbox.flush();
};

startOutbox();
