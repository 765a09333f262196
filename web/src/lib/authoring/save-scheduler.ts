import {
  BehaviorSubject,
  Subject,
  debounceTime,
  merge,
  timer,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from "rxjs";
import { isApiError } from "../api/api-error";

/** What the save state shows: `Сохранено` / `Сохранение…` / `Не сохранено` / offline. */
export type SaveStatus = "saved" | "saving" | "unsaved" | "offline" | "conflict" | "rejected";

/** Why a save failed: another save won (409), the server refused the body (other 4xx), no network, the server broke (5xx). */
export type FailureKind = "conflict" | "rejected" | "network" | "server";

export const failureKind = (error: unknown): FailureKind => {
  if (!isApiError(error) || error.status === 0) return "network";
  if (error.status === 409) return "conflict";
  if (error.status >= 400 && error.status < 500) return "rejected";
  return "server";
};

export type SaveAnswer = { readonly version: number };

export type SchedulerDeps<A extends SaveAnswer> = {
  /** Sends the course as it is now, from `version`. */
  readonly send: (version: number) => Promise<A>;
  /** The server stored what was sent up to change `sentSeq`; later changes are still to be sent. */
  readonly confirm: (answer: A, sentSeq: number) => void;
  readonly fail: (error: unknown, kind: FailureKind) => void;
  readonly isOnline: () => boolean;
  /** Emits when the browser reports the network back (`online`) or gone (`offline`). */
  readonly network$: Observable<boolean>;
  /** The pause after the last change before an autosave (about 1.5 s). */
  readonly debounceMs?: number;
  /** The wait before retry number `attempt` (1, 2, …) after a network or server failure. */
  readonly backoffMs?: (attempt: number) => number;
  readonly scheduler?: SchedulerLike;
};

export type SaveScheduler = {
  /** A change of the course (its event's `seq`, increasing). */
  readonly noteChange: (seq: number) => void;
  /** `Сохранить`: send now, even after a conflict or a refusal (a conflict then answers 409 again). */
  readonly saveNow: () => void;
  /** After the course was reloaded from the server: it is at `version` and nothing up to `seq` is unsaved. */
  readonly rebase: (version: number, seq: number) => void;
  readonly status$: BehaviorSubject<SaveStatus>;
  readonly version: () => number;
  readonly hasUnsaved: () => boolean;
  readonly dispose: () => void;
};

export const DEFAULT_DEBOUNCE_MS = 1500;
export const defaultBackoff = (attempt: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));

/**
 * The autosave loop of one course. Every change restarts a short pause; after it the whole course is
 * sent with the version it is based on. One save at a time: changes made while a save is in flight
 * stay unsaved (`lastSeq > savedSeq`) and go in the next save, sent as soon as the answer arrives.
 * A 409 stops autosaving (the user decides); a network or server failure retries with a backoff and
 * when the browser is back online; a refusal (422) waits for the next change or `Сохранить`.
 */
export const createSaveScheduler = <A extends SaveAnswer>(
  initialVersion: number,
  deps: SchedulerDeps<A>,
): SaveScheduler => {
  let version = initialVersion;
  let lastSeq = 0;
  let savedSeq = 0;
  let inFlight = false;
  let again = false;
  let blocked: "conflict" | "rejected" | null = null;
  let attempt = 0;
  let retry: Subscription | null = null;
  const status$ = new BehaviorSubject<SaveStatus>("saved");
  const changes$ = new Subject<void>();
  const dirty = (): boolean => lastSeq > savedSeq;

  const idleStatus = (): SaveStatus => {
    if (blocked === "conflict") return "conflict";
    if (!dirty()) return "saved";
    if (!deps.isOnline()) return "offline";
    return blocked ?? "unsaved";
  };
  const show = (status: SaveStatus): void => {
    if (status$.value !== status) status$.next(status);
  };
  const refresh = (): void => show(inFlight ? "saving" : idleStatus());

  const scheduleRetry = (): void => {
    retry?.unsubscribe();
    attempt += 1;
    retry = timer((deps.backoffMs ?? defaultBackoff)(attempt), deps.scheduler).subscribe(() => start(false));
  };

  const start = (force: boolean): void => {
    if (inFlight) {
      again = again || force || dirty();
      return;
    }
    if (!force && (blocked !== null || !dirty())) return refresh();
    if (!deps.isOnline()) return refresh();
    retry?.unsubscribe();
    retry = null;
    inFlight = true;
    again = false;
    const sentSeq = lastSeq;
    show("saving");
    deps.send(version).then(
      (answer) => {
        inFlight = false;
        attempt = 0;
        blocked = null;
        version = answer.version;
        savedSeq = Math.max(savedSeq, sentSeq);
        deps.confirm(answer, sentSeq);
        if (again || dirty()) start(false);
        else refresh();
      },
      (error: unknown) => {
        inFlight = false;
        const kind = failureKind(error);
        deps.fail(error, kind);
        if (kind === "conflict" || kind === "rejected") {
          blocked = kind;
          again = false;
        } else scheduleRetry();
        refresh();
      },
    );
  };

  const subscriptions = [
    changes$.pipe(debounceTime(deps.debounceMs ?? DEFAULT_DEBOUNCE_MS, deps.scheduler)).subscribe(() => start(false)),
    merge(deps.network$).subscribe((online) => {
      if (online) {
        attempt = 0;
        start(false);
      } else refresh();
    }),
  ];

  return {
    noteChange(seq) {
      if (seq <= lastSeq) return;
      lastSeq = seq;
      if (blocked === "rejected") blocked = null;
      refresh();
      changes$.next();
    },
    saveNow: () => start(true),
    rebase(nextVersion, seq) {
      version = nextVersion;
      lastSeq = Math.max(lastSeq, seq);
      savedSeq = lastSeq;
      blocked = null;
      attempt = 0;
      retry?.unsubscribe();
      retry = null;
      refresh();
    },
    status$,
    version: () => version,
    hasUnsaved: () => dirty() || inFlight,
    dispose() {
      retry?.unsubscribe();
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
};
