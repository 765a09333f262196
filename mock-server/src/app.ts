import express, { type Express, type RequestHandler } from "express";
import compression from "compression";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Store } from "./store/store";
import { createSigner } from "./auth/tokens";
import { createSessions } from "./auth/sessions";
import { authenticate, optionalAuthenticate } from "./http/authenticate";
import { apiNotFound, jsonErrors } from "./http/error-middleware";
import { requireJsonBody } from "./http/require-json";
import { requestId } from "./http/request-id";
import { readSettled } from "./http/read-settled";
import { rememberApiRoutes } from "./http/route-list";
import { apiRouter } from "./http/api-router";
import { apiRoutes } from "./api-routes";
import { devPageRoutes } from "./routes/dev-routes";
import { unsubscribePageRoutes } from "./routes/notifications/unsubscribe-page";
import { unsubscribeSigner } from "./notifications/unsubscribe-token";
import { calendarPageRoutes } from "./routes/deadlines/calendar-page";
import { inOrder } from "./http/run-in-order";
import { jsonBody } from "./http/json-body";
import { securityHeaders } from "./http/security-headers";
import type { AppContext } from "./app-context";
import { landingFileFor, roleFromCookieHeader } from "@app/domain/auth/landing-hint";
import { isAppPath } from "@app/domain/auth/app-paths";
import { robotsTxt, sitemapXml } from "./http/crawler-files";
import { LOW_PASSWORD_COST } from "./auth/passwords";

export type AppOptions = {
  readonly store: Store;
  readonly clock: () => number;
  readonly secret: string;
  readonly accessTokenTtl: number;
  readonly refreshTokenTtl: number;
  /** The built web app to serve, with client routes falling back to its index.html. */
  readonly webDist?: string;
  readonly log?: (line: string) => void;
  /** Where uploads go (DATA_DIR/files). Defaults to a folder under the system temp dir. */
  readonly filesDir?: string;
  /** /dev/mail and /api/dev/*: on unless false (server.ts turns them off when NODE_ENV=production). */
  readonly devEndpoints?: boolean;
  /** scrypt's N for new password hashes (PASSWORD_COST): 2^17 when NODE_ENV=production, 1024 unless set. */
  readonly passwordCost?: number;
  /** Days draft versions are kept in a course's history (HISTORY_RETENTION_DAYS); 90 unless set, 0 keeps all. */
  readonly historyRetentionDays?: number;
};

const JSON_LIMIT = "1mb";
const JSON_LIMIT_BYTES = 1024 * 1024;

/** gzip for clients that accept it; the others skip compression's per-request wrapping entirely. */
const compress = compression();
const gzipWhenAccepted: RequestHandler = (req, res, next) => {
  if (req.headers["accept-encoding"] === undefined) return next();
  compress(req, res, next);
};

/** Builds the whole server. `server.ts` only listens; tests and the Pact verifier call this. */
export const createApp = (options: AppOptions): Express => {
  const { store, clock } = options;
  const signer = createSigner(options.secret, options.accessTokenTtl, options.refreshTokenTtl);
  const sessions = createSessions(store, signer, clock, options.refreshTokenTtl);
  // Authentication comes before any body is read: an anonymous request to a signed-in route is
  // answered 401 with its body never parsed. Public routes that take a body name `ctx.jsonBody`.
  const apiJson = jsonBody({ limit: JSON_LIMIT, limitBytes: JSON_LIMIT_BYTES, strict: false });
  const verify = authenticate(store, signer, sessions, clock);
  const ctx: AppContext = {
    store,
    clock,
    signer,
    unsubscribe: unsubscribeSigner(options.secret),
    sessions,
    authenticate: inOrder([verify, apiJson]),
    authenticateOnly: verify,
    optionalAuthenticate: inOrder([optionalAuthenticate(store, signer, sessions, clock), apiJson]),
    jsonBody: apiJson,
    filesDir: options.filesDir ?? path.join(os.tmpdir(), `course-platform-files-${process.pid}`),
    devEndpoints: options.devEndpoints !== false,
    passwordCost: options.passwordCost ?? LOW_PASSWORD_COST,
    historyRetention: { days: options.historyRetentionDays ?? 90 },
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(inOrder([requestId, gzipWhenAccepted, readSettled(store)]));
  // Hashed assets come before the page headers: a script needs nosniff, not a CSP, frame options or a
  // cookie (those are read from documents). Thirty scripts of a first visit carried ~450 bytes each.
  if (options.webDist !== undefined) app.use("/assets", hashedAssets(options.webDist));
  app.use(securityHeaders);

  // No body parser here: `ctx.authenticate` parses after the token is checked, public routes opt in.
  const routes = apiRoutes(ctx);
  app.use("/api", apiRouter(routes, [requireJsonBody], apiNotFound));
  rememberApiRoutes(app, routes);
  if (ctx.devEndpoints) app.use(devPageRoutes(ctx));
  app.use(unsubscribePageRoutes(ctx));
  app.use(calendarPageRoutes(ctx));

  if (options.webDist !== undefined) app.use(webApp(options.webDist, store));
  app.use(jsonErrors(options.log ?? ((line) => console.error(line))));
  return app;
};

/** The build's hashed files: immutable, nosniff; a missing one is a 404 (never index.html). */
const hashedAssets = (dist: string): RequestHandler =>
  inOrder([
    (_req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
    },
    express.static(path.join(dist, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  ]);

/**
 * Every other file of the build as it is; a page of the app gets index.html, any other path the same
 * page with 404 (the app shows its not-found page; issue #31), and crawlers their two files.
 */
const webApp = (dist: string, store: Store): RequestHandler => {
  const router = express.Router();
  router.use(express.static(dist, { index: false }));
  router.get("/robots.txt", robotsTxt);
  router.get("/sitemap.xml", sitemapXml(store));
  // `/` gets the build's prerendered landing page when there is one (its content paints before the JS):
  // the signed-in role's own when the landing hint cookie names one (its header is right at once).
  router.get("/", (req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Cookie");
    const page = [landingFileFor(roleFromCookieHeader(req.get("cookie"))), landingFileFor(null)]
      .map((file) => path.join(dist, file))
      .find((file) => existsSync(file));
    res.sendFile(page ?? path.join(dist, "index.html"));
  });
  router.get("/{*path}", (req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    if (!isAppPath(req.path)) res.status(404);
    res.sendFile(path.join(dist, "index.html"));
  });
  return router;
};
