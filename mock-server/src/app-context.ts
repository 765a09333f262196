import type { RequestHandler } from "express";
import type { Store } from "./store/store";
import type { SessionService } from "./auth/sessions";
import type { TokenSigner } from "./auth/tokens";

/** What every router receives from `createApp`. */
export type AppContext = {
  readonly store: Store;
  readonly clock: () => number;
  readonly signer: TokenSigner;
  readonly sessions: SessionService;
  readonly authenticate: RequestHandler;
  /** Lets anonymous requests through; see `maybePrincipal`. */
  readonly optionalAuthenticate: RequestHandler;
  /** DATA_DIR/files: uploaded files, under generated names. */
  readonly filesDir: string;
  /** The dev-only endpoints (/dev/mail, /api/dev/*) are on. */
  readonly devEndpoints: boolean;
};
