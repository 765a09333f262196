import type { Observable } from "rxjs";
import type { SaveContentAck } from "@app/domain/api/authoring";
import type { CourseState } from "@app/domain/course/course-state";
import type { Envelope } from "@app/domain/log/envelope";
import type { DomainEvent } from "@app/domain/model/event";
import type { DomainState } from "@app/domain/model/state";
import type { AuthoringApi } from "../api/authoring-api";
import { bodyFromCourse } from "./body-convert";
import type { pendingStore } from "./pending-store";
import type { SaveScheduler } from "./save-scheduler";
import type { fetchServerCopy } from "./server-copy";

export type SaveAnswer = SaveContentAck["data"];

/** The domain model the sessions read and write (the app's `domain-store`). */
export type SessionModel = {
  readonly currentState: () => DomainState;
  readonly dispatch: (...events: ReadonlyArray<DomainEvent>) => void;
  readonly onEvents: (listener: (entries: ReadonlyArray<Envelope>, state: DomainState) => void) => () => void;
  /** The seq the session log gives its next event. */
  readonly nextSeq: () => number;
};

/** What a course session reaches for outside itself: the app wires the browser's ones, a test its fakes. */
export type CourseSessionDeps = {
  readonly api: Pick<AuthoringApi, "saveContent" | "savePatch">;
  readonly fetchServerCopy: typeof fetchServerCopy;
  readonly store: ReturnType<typeof pendingStore>;
  readonly model: SessionModel;
  readonly now: () => number;
  readonly notifyError: (message: string) => void;
  /** Whether the browser thinks it is online, and its `online` (true) / `offline` (false) reports. */
  readonly network: { readonly isOnline: () => boolean; readonly changes$: Observable<boolean> };
};

/** One editable course of this page session: its save loop and its unsent events (kept in storage too). */
export type Session = {
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

/** Keeps the session's unsent events in storage (removed when none are left). */
export const persist = (deps: CourseSessionDeps, session: Session): void =>
  deps.store.write(session.courseID, { version: session.baseVersion, events: session.pending });

/** Keeps the local course and its unsent events aside before the server's copy replaces them. */
export const keepConflictCopy = (deps: CourseSessionDeps, session: Session): void => {
  const course = deps.model.currentState().courses[session.courseID];
  deps.store.keepConflict(session.courseID, {
    savedAt: deps.now(),
    version: session.baseVersion,
    body: course ? bodyFromCourse(course) : null,
    events: session.pending,
  });
};
