import { firstValueFrom, map, skipWhile, take } from "rxjs";
import type { ExportDocument } from "@app/domain/api/authoring";
import { diffCourse } from "@app/domain/course/content-diff";
import type { CourseSnapshot } from "@app/domain/course/course-snapshot";
import { draftProblems } from "@app/domain/course/draft-checks";
import { remapCourse } from "@app/domain/course/id-remap";
import type { DomainEvent } from "@app/domain/model/event";
import { updateUi } from "./authoring-ui-state";
import { bodyFromCourse } from "./body-convert";
import { courseChangeOf } from "./course-changes";
import { exportDocumentOf } from "./export-document";
import { revalidate, settleServerErrors } from "./field-errors";
import { recordAssignments } from "./id-remaps";
import { pendingAfterConfirm } from "./pending-log";
import { assignmentMap } from "./remap-events";
import { createSaveScheduler } from "./save-scheduler";
import { failSave, localRefusal } from "./save-failure";
import { answerMerge } from "./session-merge";
import { keepConflictCopy, persist, type CourseSessionDeps, type SaveAnswer, type Session } from "./session-record";

export type { CourseSessionDeps } from "./session-record";

/** The save loops of the courses this page edits (one per course), and what the screens ask of them. */
export type CourseSession = {
  /**
   * Starts saving a loaded course: from now on its edits are kept and autosaved. `replay` are unsent
   * events kept from an earlier visit (their base is `version`): they are applied and sent at once.
   */
  readonly startSession: (courseID: string, version: number, replay?: ReadonlyArray<DomainEvent>) => void;
  /**
   * Send now (even when a conflict or a refusal stopped autosaving). `endVersion`: the author's
   * `Сохранить`, whose save ends the version being edited in the course's history (issue #29).
   */
  readonly saveNow: (courseID: string, options?: { readonly endVersion?: boolean }) => void;
  /** The server version this page's copy of a course stands on (undefined: no editable session, e.g. read-only). */
  readonly savedVersion: (courseID: string) => number | undefined;
  /** Whether anything of any course is not on the server yet (the leave warnings). */
  readonly anyUnsaved: () => boolean;
  readonly courseUnsaved: (courseID: string) => boolean;
  /**
   * `Обновить курс` after a conflict: the server's copy replaces the local one. The local events were
   * kept in the conflict copy (and stay in the session log).
   */
  readonly adoptServerCopy: (courseID: string, version: number, snapshot: CourseSnapshot) => void;
  /**
   * Sends what is unsent and answers whether the server now has everything (publish works on the
   * stored draft). False when offline, on a conflict or a refusal.
   */
  readonly whenSaved: (courseID: string) => Promise<boolean>;
  /** The course as this page has it, as an export document (it can be imported as a new course). */
  readonly localCopy: (courseID: string) => ExportDocument | null;
  /** The author's answer in the merge dialog: the fields to keep as in this window. */
  readonly answerMerge: (courseID: string, keep: ReadonlySet<string>) => void;
};

export const createCourseSession = (deps: CourseSessionDeps): CourseSession => {
  const { model } = deps;
  const sessions = new Map<string, Session>();

  /** Every batch of events: a course's edits become unsent changes of its session, then it re-checks shown field errors. */
  let listening = false;
  const listen = (): void => {
    if (listening) return;
    listening = true;
    model.onEvents((entries, state) => {
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
        persist(deps, session);
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
      events.push({ _tag: "SaveConfirmed", courseID, at: deps.now() });
    }
    // The stable keys first, so that the render with the new ids keeps every item's React identity.
    recordAssignments(courseID, answer.assignments);
    model.dispatch(...events);
    session.pending = pendingAfterConfirm(session.pending, sentSeq, assignmentMap(answer.assignments));
    session.baseVersion = answer.version;
    if (session.sent) session.base = remapCourse(session.sent, answer.assignments);
    session.sent = undefined;
    session.sendingEnd = false;
    persist(deps, session);
    settleServerErrors(courseID);
  };

  /** Sends what changed since the server's copy (PATCH); the whole course only when that copy is unknown. */
  const send = (session: Session, version: number): Promise<SaveAnswer> => {
    const { courseID } = session;
    const course = model.currentState().courses[courseID];
    if (!course) return Promise.reject(new Error(`course ${courseID} is not loaded`));
    // A draft with a field over its limit or invalid is not sent: the server would refuse it (422), and
    // the status must not claim it saved. The fields show their messages; the next change tries again.
    const problems = draftProblems(course);
    if (problems.length > 0) return Promise.reject(localRefusal(problems));
    session.sent = course;
    // The author's `Сохранить` ends the version's editing session on the server (issue #29); an autosave does not.
    session.sendingEnd = session.endVersion;
    session.endVersion = false;
    const end = session.sendingEnd ? { end_version: true } : {};
    if (session.base === undefined)
      return deps.api.saveContent(Number(courseID), { version, course: bodyFromCourse(course), ...end });
    return deps.api.savePatch(Number(courseID), { version, patch: diffCourse(session.base, course), ...end });
  };

  const startSession: CourseSession["startSession"] = (courseID, version, replay = []) => {
    listen();
    const known = sessions.get(courseID);
    if (known) {
      // The course was loaded again (a new visit of its screen): the server's copy is the new base.
      if (known.baseVersion === version && !known.scheduler.hasUnsaved())
        known.base = model.currentState().courses[courseID];
      return;
    }
    const session: Session = {
      courseID,
      baseVersion: version,
      pending: [],
      saveRequestedAt: null,
      base: model.currentState().courses[courseID],
      sent: undefined,
      endVersion: false,
      sendingEnd: false,
      scheduler: createSaveScheduler<SaveAnswer>(version, {
        send: (from) => send(session, from),
        confirm: (answer, sentSeq) => confirm(session, answer, sentSeq),
        fail: (error, kind) => failSave(deps, session, error, kind),
        isOnline: deps.network.isOnline,
        network$: deps.network.changes$,
      }),
    };
    sessions.set(courseID, session);
    session.scheduler.status$.subscribe((status) => updateUi(courseID, { status }));
    if (replay.length > 0) {
      model.dispatch(...replay);
      session.scheduler.saveNow();
    }
  };

  const saveNow: CourseSession["saveNow"] = (courseID, options = {}) => {
    const session = sessions.get(courseID);
    if (session === undefined) return;
    if (options.endVersion === true) session.endVersion = true;
    session.scheduler.saveNow();
  };

  const adoptServerCopy: CourseSession["adoptServerCopy"] = (courseID, version, snapshot) => {
    const session = sessions.get(courseID);
    if (session && session.pending.length > 0) keepConflictCopy(deps, session);
    model.dispatch({ _tag: "CourseLoaded", course: snapshot });
    if (session) {
      session.pending = [];
      session.baseVersion = version;
      session.saveRequestedAt = null;
      session.base = model.currentState().courses[courseID];
      session.sent = undefined;
      persist(deps, session);
      session.scheduler.rebase(version, model.nextSeq() - 1);
    }
    updateUi(courseID, { conflict: "none" });
  };

  const whenSaved: CourseSession["whenSaved"] = (courseID) => {
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

  return {
    startSession,
    saveNow,
    savedVersion: (courseID) => sessions.get(courseID)?.baseVersion,
    anyUnsaved: () => [...sessions.values()].some((session) => session.scheduler.hasUnsaved()),
    courseUnsaved: (courseID) => sessions.get(courseID)?.scheduler.hasUnsaved() ?? false,
    adoptServerCopy,
    whenSaved,
    localCopy: (courseID) => {
      const course = model.currentState().courses[courseID];
      return course ? exportDocumentOf(course, deps.now()) : null;
    },
    answerMerge: (courseID, keep) => answerMerge(model, courseID, keep),
  };
};
