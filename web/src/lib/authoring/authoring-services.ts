import { fromEvent, map, merge, type Observable } from "rxjs";
import { authoringApi } from "../api/authoring-api";
import { apiClient } from "../api/client";
import { currentState, dispatch, onEvents, runCommand, sessionLog } from "../model/domain-store";
import { notifyError, notifySuccess } from "../ui/toast";
import { createCourseActions } from "./course-actions";
import { createCourseSession } from "./course-session";
import { pendingStore } from "./pending-store";
import { fetchServerCopy } from "./server-copy";

/**
 * The composition point of authoring: the page's ONE course session and its toolbar actions, wired to
 * the browser's collaborators (the API client, localStorage, toasts, the clock, the network events).
 * Nothing here does the work; the screens import the functions below, a test builds its own with fakes.
 */
const api = authoringApi(apiClient);
const model = { currentState, dispatch, onEvents, nextSeq: () => sessionLog.nextSeq() };
const now = (): number => Date.now();

const changes$: Observable<boolean> =
  typeof window === "undefined"
    ? merge()
    : merge(fromEvent(window, "online").pipe(map(() => true)), fromEvent(window, "offline").pipe(map(() => false)));
const isOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false;

const session = createCourseSession({
  api,
  fetchServerCopy,
  store: pendingStore(),
  model,
  now,
  notifyError,
  network: { isOnline, changes$ },
});

export const {
  startSession,
  saveNow,
  savedVersion,
  anyUnsaved,
  courseUnsaved,
  adoptServerCopy,
  whenSaved,
  localCopy,
  answerMerge,
} = session;

export const { saveCourse, publishCourse, exportCourse } = createCourseActions({
  session,
  api,
  model: { currentState, dispatch, runCommand },
  now,
  notifyError,
  notifySuccess,
});
