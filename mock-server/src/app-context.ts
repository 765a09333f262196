import type { RequestHandler } from "express";
import type { Store } from "./store/store";
import type { SessionService } from "./auth/sessions";
import type { TokenSigner } from "./auth/tokens";
import type { UnsubscribeSigner } from "./notifications/unsubscribe-token";

/** What every router receives from `createApp`. */
export type AppContext = {
  readonly store: Store;
  readonly clock: () => number;
  readonly signer: TokenSigner;
  /** Signs and reads the mails' one-click unsubscribe links (issue #35). */
  readonly unsubscribe: UnsubscribeSigner;
  readonly sessions: SessionService;
  /** 401 unless a good access token is sent; then the JSON body (1 MB) is parsed. */
  readonly authenticate: RequestHandler;
  /** The token check alone, for a route that reads its body its own way (import: 20 MB; upload: multipart). */
  readonly authenticateOnly: RequestHandler;
  /** The JSON body parser (1 MB), for public routes that take a body (login, register, …). */
  readonly jsonBody: RequestHandler;
  /** Lets anonymous requests through; see `maybePrincipal`. */
  readonly optionalAuthenticate: RequestHandler;
  /** DATA_DIR/files: uploaded files, under generated names. */
  readonly filesDir: string;
  /** The dev-only endpoints (/dev/mail, /api/dev/*) are on. */
  readonly devEndpoints: boolean;
  /** scrypt's N for new password hashes (auth/passwords.ts; PASSWORD_COST). */
  readonly passwordCost: number;
  /** How long draft versions stay in a course's history (issue #22). */
  readonly historyRetention: { readonly days: number };
};
