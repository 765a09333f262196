import { randomUUID } from "node:crypto";
import type { TokenPair } from "@app/domain/api/auth";
import type { DbDraft, Store } from "../store/store";
import type { SessionRecord } from "../store/db-schema";
import type { TokenSigner } from "./tokens";
import { sessionById } from "../store/lookups";

/** Two tabs that refresh with the same token within this window both get the current pair. */
export const REFRESH_GRACE_MS = 10_000;
/** Live sessions a user may hold; a new sign-in past it ends the least recently refreshed one. */
export const MAX_SESSIONS_PER_USER = 20;
/** Dead sessions (revoked or expired) removed per sign-in: each removal is one small journal op. */
const PRUNE_PER_OPEN = 4;

export type SessionService = {
  open(userId: number): Promise<TokenPair>;
  refresh(refreshToken: string): Promise<TokenPair | null>;
  revoke(sessionId: string): Promise<void>;
  /** The session is live; an access token of generation `gen` shows the client holds that pair. */
  isActive(sessionId: string, gen?: number): boolean;
};

/**
 * Removes the session at `index` by moving the last one into its place: the journal records two
 * small ops (that slot and the length), never the whole array.
 */
const removeAt = (db: DbDraft, index: number): void => {
  const last = db.sessions.length - 1;
  if (index !== last) db.sessions[index] = db.sessions[last] as SessionRecord;
  db.sessions.length = last;
};

export const createSessions = (
  store: Store,
  signer: TokenSigner,
  clock: () => number,
  refreshTtl: number,
): SessionService => {
  const pair = (userId: number, sid: string, gen: number, now: number): TokenPair => ({
    token: signer.access(userId, sid, gen, now),
    refresh_token: signer.refresh(userId, sid, gen, now),
  });
  const live = (s: SessionRecord, now: number): boolean => !s.revoked && s.expiresAt > now;
  /** Generations whose use is being recorded, so a burst of requests writes it once. */
  const recording = new Set<string>();

  return {
    async open(userId) {
      const now = clock();
      const id = randomUUID();
      await store.update((db) => {
        // A few dead sessions go, one by one (the journal line grows with what is removed only).
        let pruned = 0;
        for (let i = db.sessions.length - 1; i >= 0 && pruned < PRUNE_PER_OPEN; i -= 1) {
          const s = db.sessions[i];
          if (s !== undefined && !live(s, now)) {
            removeAt(db, i);
            pruned += 1;
          }
        }
        // The cap: the least recently refreshed live sessions of this user make room.
        const mine = db.sessions
          .filter((s) => s.userId === userId && live(s, now))
          .sort((a, b) => a.rotatedAt - b.rotatedAt);
        for (const old of mine.slice(0, Math.max(0, mine.length - MAX_SESSIONS_PER_USER + 1))) {
          removeAt(
            db,
            db.sessions.findIndex((s) => s.id === old.id),
          );
        }
        db.sessions.push({
          id,
          userId,
          generation: 0,
          usedGeneration: 0,
          rotatedAt: now,
          expiresAt: now + refreshTtl * 1000,
          revoked: false,
        });
      });
      return pair(userId, id, 0, now);
    },

    /**
     * Rotation with reuse detection.
     * - The current generation rotates to the next one; the client has shown it holds it.
     * - The one before, while its successor was never used (the answer that carried the successor
     *   was lost: page unloaded, network dropped, server killed after writing): the successor is
     *   issued again. A lost answer never signs anyone out.
     * - The one before, after its successor was used, within the grace window: two tabs racing
     *   with one token; both get the current pair.
     * - Anything else is a reuse: the session dies.
     */
    async refresh(refreshToken) {
      const now = clock();
      const claims = signer.verifyRefresh(refreshToken, now);
      if (claims === null) return null;
      const outcome = await store.update((db): { gen: number; userId: number } | null => {
        const session = sessionById(db.sessions, claims.sid);
        if (session === undefined || !live(session, now)) return null;
        if (claims.gen === session.generation) {
          session.generation += 1;
          session.usedGeneration = claims.gen;
          session.rotatedAt = now;
          return { gen: session.generation, userId: session.userId };
        }
        const previous = claims.gen === session.generation - 1;
        if (previous && session.usedGeneration < session.generation)
          return { gen: session.generation, userId: session.userId };
        if (previous && now - session.rotatedAt <= REFRESH_GRACE_MS)
          return { gen: session.generation, userId: session.userId };
        session.revoked = true;
        return null;
      });
      return outcome === null ? null : pair(outcome.userId, claims.sid, outcome.gen, now);
    },

    async revoke(sessionId) {
      await store.update((db) => {
        const session = sessionById(db.sessions, sessionId);
        if (session !== undefined) session.revoked = true;
      });
    },

    isActive(sessionId, gen) {
      const session = sessionById(store.data.sessions, sessionId);
      if (session === undefined || !live(session, clock())) return false;
      // The first call with the newest pair's access token: its predecessor is spent from now on.
      // Recorded in the background; if that write is lost, the predecessor only stays valid longer.
      if (gen !== undefined && gen > session.usedGeneration && !recording.has(`${sessionId}:${gen}`)) {
        const key = `${sessionId}:${gen}`;
        recording.add(key);
        void store
          .update((db) => {
            const s = sessionById(db.sessions, sessionId);
            if (s !== undefined && gen > s.usedGeneration && gen <= s.generation) s.usedGeneration = gen;
          })
          .catch(() => undefined)
          .finally(() => recording.delete(key));
      }
      return true;
    },
  };
};
