import { firstValueFrom, fromEvent, map, merge, skipWhile, take, type Observable } from "rxjs";
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportDocument,
  type SaveContentAck,
} from "@app/domain/api/authoring";
import { validateCourse } from "@app/domain/course/course-checks";
import { diffCourse } from "@app/domain/course/content-diff";
import type { Problem } from "@app/domain/course/course-checks";
import { draftProblems } from "@app/domain/course/draft-checks";
import type { CourseSnapshot } from "@app/domain/course/course-snapshot";
import type { CourseState } from "@app/domain/course/course-state";
import { remapCourse } from "@app/domain/course/id-remap";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import type { Envelope } from "@app/domain/log/envelope";
import type { DomainEvent } from "@app/domain/model/event";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { ApiError, errorMessages, isApiError } from "../api/api-error";
import { authoringApi } from "../api/authoring-api";
import { apiClient } from "../api/client";
import { currentState, dispatch, onEvents, sessionLog } from "../model/domain-store";
import { notifyError } from "../ui/toast";
import { evolve } from "@app/domain/model/evolve";
import type { DomainState } from "@app/domain/model/state";
import { rebaseEvents } from "@app/domain/course/rebase";
import { keepMine } from "@app/domain/course/rebase-resolve";
import { uiOf, updateUi } from "./authoring-ui-state";
import { bodyFromCourse } from "./body-convert";
import { courseChangeOf } from "./course-changes";
import { publishServerErrors, revalidate, settleServerErrors } from "./field-errors";
import { recordAssignments } from "./id-remaps";
import { pendingAfterConfirm } from "./pending-log";
import { pendingStore } from "./pending-store";
import { fetchServerCopy } from "./server-copy";
import { assignmentMap } from "./remap-events";
import { createSaveScheduler, type FailureKind, type SaveScheduler } from "./save-scheduler";

type SaveAnswer = SaveContentAck["data"];

/** One editable course of this page session: its save loop and its unsent events (kept in storage too). */
type Session = {
  readonly courseID: string;
  readonly scheduler: SaveScheduler;
  /** The server version the unsent events start from. */
  baseVersion: number;
  pending: ReadonlyArray<Envelope>;
  /** The seq of an accepted `Сохранить` (SaveRequested) that no answer has covered yet. */
  saveRequestedAt: number | null;
  /** The course as the server has it (at `baseVersion`): a save sends the change from it. */
  base: CourseState | undefined;
  /** The course as the save in flight sent it; it becomes `base` (with the server's ids) when stored. */
  sent: CourseState | undefined;
  /** `Сохранить` was pressed: the next save ends the version's editing session (issue #29). */
  endVersion: boolean;
  /** The save in flight carries that end (put back for the next save if it fails). */
  sendingEnd: boolean;
};

const sessions = new Map<string, Session>();
const store = pendingStore();
const api = authoringApi(apiClient);

const browserOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false;
const network$: Observable<boolean> =
  typeof window === "undefined"
    ? merge()
    : merge(fromEvent(window, "online").pipe(map(() => true)), fromEvent(window, "offline").pipe(map(() => false)));

const persist = (session: Session): void =>
  store.write(session.courseID, { version: session.baseVersion, events: session.pending });

const keepConflictCopy = (session: Session): void => {
  const course = currentState().courses[session.courseID];
  store.keepConflict(session.courseID, {
    savedAt: Date.now(),
    version: session.baseVersion,
    body: course ? bodyFromCourse(course) : null,
    events: session.pending,
  });
};

/** Every batch of events: a course's edits become unsent changes of its session, then it re-checks shown field errors. */
let listening = false;
const listen = (): void => {
  if (listening) return;
  listening = true;
  onEvents((entries, state) => {
    const touched = new Set<Session>();
    for (const entry of entries) {
      const change = courseChangeOf(entry.event);
      const session = change && sessions.get(change.courseID);
      if (!change || !session) continue;
      if (change.kind === "edit" || (change.kind === "confirm" && session.pending.length > 0)) {
        session.pending = [...session.pending, entry];
        touched.add(session);
      }
      if (change.kind === "saveRequest") session.saveRequestedAt = entry.seq;
      if (change.kind !== "confirm") session.scheduler.noteChange(entry.seq);
    }
    for (const session of touched) {
      persist(session);
      revalidate(session.courseID, state);
    }
  });
};

/**
 * A save's answer. New ids always enter the model (IdsAssigned). SaveConfirmed (flags cleared,
 * tombstones flushed, undo history cleared) ends an explicit `Сохранить` only: an autosave after
 * every pause must not wipe the undo history or the deleted items the user may still restore.
 */
const confirm = (session: Session, answer: SaveAnswer, sentSeq: number): void => {
  const { courseID } = session;
  const events: DomainEvent[] =
    answer.assignments.length > 0 ? [{ _tag: "IdsAssigned", courseID, assignments: answer.assignments }] : [];
  if (session.saveRequestedAt !== null && session.saveRequestedAt <= sentSeq) {
    session.saveRequestedAt = null;
    events.push({ _tag: "SaveConfirmed", courseID, at: Date.now() });
  }
  // The stable keys first, so that the render with the new ids keeps every item's React identity.
  recordAssignments(courseID, answer.assignments);
  dispatch(...events);
  session.pending = pendingAfterConfirm(session.pending, sentSeq, assignmentMap(answer.assignments));
  session.baseVersion = answer.version;
  if (session.sent) session.base = remapCourse(session.sent, answer.assignments);
  session.sent = undefined;
  session.sendingEnd = false;
  persist(session);
  settleServerErrors(courseID);
};

const fail = (session: Session, error: unknown, kind: FailureKind): void => {
  const { courseID } = session;
  session.endVersion = session.endVersion || session.sendingEnd;
  session.sendingEnd = false;
  const course = currentState().courses[courseID];
  session.saveRequestedAt = null;
  if (course?.isLoading)
    dispatch({ _tag: "SaveFailed", courseID, message: errorMessages(error)[0] ?? ERROR_MESSAGES.serverError });
  if (kind === "conflict") {
    keepConflictCopy(session);
    void mergeWithServer(session).catch(() => updateUi(courseID, { conflict: "save" }));
  } else if (kind === "rejected" && isApiError(error) && error.status === 404) {
    // Deleted elsewhere: say so, and offer the local copy (the dialog), instead of a bare 404 toast.
    updateUi(courseID, { deleted: true });
  } else if (kind === "rejected") {
    const validation = isApiError(error) && error.status === 422 ? error.body?.errors?.validation : undefined;
    if (validation !== undefined && course) {
      publishServerErrors(courseID, validation, [...validateCourse(course), ...draftProblems(course)]);
      if (!localRefusals.has(error as object)) notifyError(VALIDATION_MESSAGES.invalidFields);
    } else notifyError(errorMessages(error)[0] ?? ERROR_MESSAGES.unprocessable);
  } else if (kind === "server") notifyError(ERROR_MESSAGES.serverError);
};

/** Refusals of the editor's own draft check: shown beside the fields and in the save state, with no toast on every pause. */
const localRefusals = new WeakSet<object>();

const validationOf = (problems: ReadonlyArray<Problem>): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const { field, message } of problems) (out[field] ??= []).push(message);
  return out;
};

/** Sends what changed since the server's copy (PATCH); the whole course only when that copy is unknown. */
const send = (session: Session, version: number): Promise<SaveAnswer> => {
  const { courseID } = session;
  const course = currentState().courses[courseID];
  if (!course) return Promise.reject(new Error(`course ${courseID} is not loaded`));
  // A draft with a field over its limit or invalid is not sent: the server would refuse it (422), and
  // the status must not claim it saved. The fields show their messages; the next change tries again.
  const problems = draftProblems(course);
  if (problems.length > 0) {
    const refusal = new ApiError(422, {
      error: { message: VALIDATION_MESSAGES.invalidFields },
      errors: { validation: validationOf(problems) },
    });
    localRefusals.add(refusal);
    return Promise.reject(refusal);
  }
  session.sent = course;
  // The author's `Сохранить` ends the version's editing session on the server (issue #29); an autosave does not.
  session.sendingEnd = session.endVersion;
  session.endVersion = false;
  const end = session.sendingEnd ? { end_version: true } : {};
  if (session.base === undefined)
    return api.saveContent(Number(courseID), { version, course: bodyFromCourse(course), ...end });
  return api.savePatch(Number(courseID), { version, patch: diffCourse(session.base, course), ...end });
};

/**
 * After a 409: the server's newer copy becomes the course, with my unsent changes replayed on it
 * (domain rebaseEvents). What lands is saved as usual; the fields both windows changed wait in the
 * merge dialog for the author's choice. Without a known base (an old session), the dialog of old.
 */
const mergeWithServer = async (session: Session): Promise<void> => {
  const { courseID } = session;
  const base = session.base;
  if (base === undefined) throw new Error("no base to merge from");
  const { content, snapshot } = await fetchServerCopy(courseID);
  const state = currentState();
  const baseState: DomainState = { ...state, courses: { ...state.courses, [courseID]: base } };
  const theirs = evolve(baseState, { _tag: "CourseLoaded", course: snapshot });
  const mine = session.pending.map((entry) => entry.event).filter((event) => courseChangeOf(event)?.kind === "edit");
  const rebased = rebaseEvents(baseState, theirs, mine, courseID);
  session.pending = [];
  session.baseVersion = content.version;
  session.saveRequestedAt = null;
  session.sent = undefined;
  dispatch({ _tag: "CourseLoaded", course: snapshot });
  session.base = currentState().courses[courseID];
  persist(session);
  session.scheduler.rebase(content.version, sessionLog.nextSeq() - 1);
  if (rebased.replayed.length > 0) dispatch(...rebased.replayed);
  updateUi(courseID, {
    conflict: "none",
    merge:
      rebased.conflicts.length > 0 ? { conflicts: rebased.conflicts, held: rebased.held, mine: rebased.mine } : null,
  });
};

/** The author's answer in the merge dialog: the fields to keep as in this window; the others take the other window's values. */
export const answerMerge = (courseID: string, keep: ReadonlySet<string>): void => {
  const question = uiOf(courseID).merge;
  if (question === null) return;
  const events = keepMine(currentState(), question.mine, question.held, keep);
  updateUi(courseID, { merge: null });
  if (events.length > 0) dispatch(...events);
};

/**
 * Starts saving a loaded course: from now on its edits are kept and autosaved. `replay` are unsent
 * events kept from an earlier visit (their base is `version`): they are applied and sent at once.
 */
export const startSession = (courseID: string, version: number, replay: ReadonlyArray<DomainEvent> = []): void => {
  listen();
  const known = sessions.get(courseID);
  if (known) {
    // The course was loaded again (a new visit of its screen): the server's copy is the new base.
    if (known.baseVersion === version && !known.scheduler.hasUnsaved()) known.base = currentState().courses[courseID];
    return;
  }
  const session: Session = {
    courseID,
    baseVersion: version,
    pending: [],
    saveRequestedAt: null,
    base: currentState().courses[courseID],
    sent: undefined,
    endVersion: false,
    sendingEnd: false,
    scheduler: createSaveScheduler<SaveAnswer>(version, {
      send: (from) => send(session, from),
      confirm: (answer, sentSeq) => confirm(session, answer, sentSeq),
      fail: (error, kind) => fail(session, error, kind),
      isOnline: browserOnline,
      network$,
    }),
  };
  sessions.set(courseID, session);
  session.scheduler.status$.subscribe((status) => updateUi(courseID, { status }));
  if (replay.length > 0) {
    dispatch(...replay);
    session.scheduler.saveNow();
  }
};

/**
 * Send now (even when a conflict or a refusal stopped autosaving). `endVersion`: the author's
 * `Сохранить`, whose save ends the version being edited in the course's history (issue #29).
 */
export const saveNow = (courseID: string, options: { readonly endVersion?: boolean } = {}): void => {
  const session = sessions.get(courseID);
  if (session === undefined) return;
  if (options.endVersion === true) session.endVersion = true;
  session.scheduler.saveNow();
};

/** The server version this page's copy of a course stands on (undefined: no editable session, e.g. read-only). */
export const savedVersion = (courseID: string): number | undefined => sessions.get(courseID)?.baseVersion;

/** Whether anything of any course is not on the server yet (the leave warnings). */
export const anyUnsaved = (): boolean => [...sessions.values()].some((session) => session.scheduler.hasUnsaved());
export const courseUnsaved = (courseID: string): boolean => sessions.get(courseID)?.scheduler.hasUnsaved() ?? false;

/**
 * `Обновить курс` after a conflict: the server's copy replaces the local one. The local events were
 * kept in the conflict copy (and stay in the session log).
 */
export const adoptServerCopy = (courseID: string, version: number, snapshot: CourseSnapshot): void => {
  const session = sessions.get(courseID);
  if (session && session.pending.length > 0) keepConflictCopy(session);
  dispatch({ _tag: "CourseLoaded", course: snapshot });
  if (session) {
    session.pending = [];
    session.baseVersion = version;
    session.saveRequestedAt = null;
    session.base = currentState().courses[courseID];
    session.sent = undefined;
    persist(session);
    session.scheduler.rebase(version, sessionLog.nextSeq() - 1);
  }
  updateUi(courseID, { conflict: "none" });
};

/**
 * Sends what is unsent and answers whether the server now has everything (publish works on the
 * stored draft). False when offline, on a conflict or a refusal.
 */
export const whenSaved = (courseID: string): Promise<boolean> => {
  const session = sessions.get(courseID);
  if (!session) return Promise.resolve(false);
  if (!session.scheduler.hasUnsaved()) return Promise.resolve(true);
  session.scheduler.saveNow();
  return firstValueFrom(
    session.scheduler.status$.pipe(
      skipWhile((status) => status === "saving"),
      take(1),
      map((status) => status === "saved"),
    ),
  );
};

/** The course as this page has it, as an export document (it can be imported as a new course). */
export const localCopy = (courseID: string): ExportDocument | null => {
  const course = currentState().courses[courseID];
  return course
    ? {
        format: EXPORT_FORMAT,
        format_version: EXPORT_FORMAT_VERSION,
        exported_at: new Date().toISOString(),
        course: bodyFromCourse(course),
      }
    : null;
};
