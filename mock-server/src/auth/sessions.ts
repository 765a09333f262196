import { randomUUID } from "node:crypto";
import type { TokenPair } from "@app/domain/api/auth";
import type { Store } from "../store/store";
import type { TokenSigner } from "./tokens";

/** Two tabs that refresh with the same token within this window both get the current pair. */
export const REFRESH_GRACE_MS = 10_000;

export type SessionService = {
  open(userId: number): Promise<TokenPair>;
  refresh(refreshToken: string): Promise<TokenPair | null>;
  revoke(sessionId: string): Promise<void>;
  isActive(sessionId: string): boolean;
};

export const createSessions = (store: Store, signer: TokenSigner, clock: () => number, refreshTtl: number): SessionService => {
  const pair = (userId: number, sid: string, gen: number, now: number): TokenPair => ({
    token: signer.access(userId, sid, now),
    refresh_token: signer.refresh(userId, sid, gen, now),
  });

  return {
    async open(userId) {
      const now = clock();
      const id = randomUUID();
      await store.update((db) => {
        // Prune dead sessions only when there are some: the journal records the change, so keep it small.
        if (db.sessions.some((s) => s.revoked || s.expiresAt <= now)) {
          db.sessions = db.sessions.filter((s) => !s.revoked && s.expiresAt > now);
        }
        db.sessions.push({ id, userId, generation: 0, rotatedAt: now, expiresAt: now + refreshTtl * 1000, revoked: false });
      });
      return pair(userId, id, 0, now);
    },

    /**
     * Rotation with reuse detection. The current generation rotates to the next one. The
     * generation just before it, within the grace window, gets the current pair again (two
     * tabs racing). Any older generation, or one past the window, is a reuse: the session dies.
     */
    async refresh(refreshToken) {
      const now = clock();
      const claims = signer.verifyRefresh(refreshToken, now);
      if (claims === null) return null;
      const outcome = await store.update((db): { gen: number; userId: number } | null => {
        const session = db.sessions.find((s) => s.id === claims.sid);
        if (session === undefined || session.revoked || session.expiresAt <= now) return null;
        if (claims.gen === session.generation) {
          session.generation += 1;
          session.rotatedAt = now;
          return { gen: session.generation, userId: session.userId };
        }
        if (claims.gen === session.generation - 1 && now - session.rotatedAt <= REFRESH_GRACE_MS) {
          return { gen: session.generation, userId: session.userId };
        }
        session.revoked = true;
        return null;
      });
      return outcome === null ? null : pair(outcome.userId, claims.sid, outcome.gen, now);
    },

    async revoke(sessionId) {
      await store.update((db) => {
        const session = db.sessions.find((s) => s.id === sessionId);
        if (session !== undefined) session.revoked = true;
      });
    },

    isActive(sessionId) {
      const session = store.data.sessions.find((s) => s.id === sessionId);
      return session !== undefined && !session.revoked && session.expiresAt > clock();
    },
  };
};
