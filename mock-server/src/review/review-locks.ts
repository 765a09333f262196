import { lockedByMessage, type ReviewLockView } from "@app/domain/api/review";
import {
  heldByOther,
  liveLock,
  lockExpiresAtMs,
  mayRelease,
  takeLock,
  type ReviewLock,
} from "@app/domain/review/review-lock";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import { displayName, personView } from "../people/person-view";

/**
 * Issue #34 part 5: the review locks of one server, by submission id. They live in memory: a lock
 * lasts minutes, and a restart frees every work (docs/decisions/review.md "Review lock"). The rule is the
 * domain's (review-lock.ts); this table only keeps the locks and answers in the API's shapes.
 */
/** Past this many locks the lapsed ones are swept out (a work left open in a closed tab never releases its own). */
const SWEEP_AT = 1000;

export const reviewLocks = () => {
  const locks = new Map<number, ReviewLock>();

  const sweep = (nowMs: number): void => {
    if (locks.size < SWEEP_AT) return;
    for (const [id, lock] of locks) if (liveLock(lock, nowMs) === null) locks.delete(id);
  };

  const view = (db: DbData, lock: ReviewLock, teacherId: number): ReviewLockView => ({
    teacher: personView(db, lock.teacherId),
    expires_at: new Date(lockExpiresAtMs(lock)).toISOString(),
    mine: lock.teacherId === teacherId,
  });

  return {
    /** Opening a work: takes (or renews) the lock, unless another holds it; answers who holds it now. */
    take(db: DbData, submissionId: number, teacherId: number, nowMs: number): ReviewLockView {
      sweep(nowMs);
      const result = takeLock(locks.get(submissionId), teacherId, nowMs);
      if (result.taken) locks.set(submissionId, result.lock);
      return view(db, result.lock, teacherId);
    },
    /** Leaving a work: frees the caller's own lock; someone else's stays. */
    release(submissionId: number, teacherId: number, nowMs: number): void {
      if (mayRelease(locks.get(submissionId), teacherId, nowMs)) locks.delete(submissionId);
    },
    /** 409 `Проверяет {имя}` when another teacher holds the work. */
    refuseIfHeld(db: DbData, submissionId: number, teacherId: number, nowMs: number): void {
      const other = heldByOther(locks.get(submissionId), teacherId, nowMs);
      if (other !== null) throw new HttpError(409, lockedByMessage(displayName(db, other.teacherId)));
    },
  };
};
