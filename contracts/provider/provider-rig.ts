import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import { Memory } from "lowdb";
import type { TokenPair } from "@app/domain/api/auth";
import { createApp } from "@app/mock-server/app";
import { openStore, type Store } from "@app/mock-server/store/store";
import { seedDemo } from "@app/mock-server/seed/seed-demo";
import { TOKENS } from "../support/pact-setup";

type Placeholder = keyof typeof TOKENS;

/**
 * The provider under verification: mock-server's createApp on port 0 with a Memory store that
 * each provider state rebuilds. A request filter swaps the consumer's placeholder tokens for
 * tokens minted for the current state.
 */
export type ProviderRig = {
  readonly url: string;
  reset(): Promise<void>;
  signIn(email: string, clockShiftSeconds?: number): Promise<TokenPair>;
  logout(token: string, clockShiftSeconds?: number): Promise<void>;
  inject(tokens: Partial<Record<Placeholder, string>>): void;
  /** Asks for a reset link and reads its token from the outbox, as a user would from the e-mail. */
  resetTokenFor(email: string): Promise<string>;
  /** The current state's store, for states that seed more than the demo data. */
  store(): Store;
  /** A call to the current state's app (no token injection), e.g. to read the dev outbox. */
  api(path: string, init?: RequestInit): Promise<Response>;
  readonly requestFilter: RequestHandler;
  close(): Promise<void>;
};

export const startProvider = async (): Promise<ProviderRig> => {
  let shift = 0;
  let injected: Partial<Record<Placeholder, string>> = {};
  let store: Store = await openStore(new Memory<unknown>());
  // The demo seed hashes every account's password (scrypt): seed once, then each state starts from a copy.
  let seeded: string | null = null;
  let app = await build();
  async function build() {
    const memory = new Memory<unknown>();
    if (seeded !== null) await memory.write(JSON.parse(seeded) as unknown);
    store = await openStore(memory);
    if (seeded === null) {
      await seedDemo(store);
      seeded = JSON.stringify(store.data);
    }
    return createApp({
      store,
      clock: () => Date.now() + shift * 1000,
      secret: "p".repeat(64),
      accessTokenTtl: 900,
      refreshTokenTtl: 86400,
      log: () => undefined,
    });
  }
  const server: Server = await new Promise((resolve) => {
    const listening = (app as unknown as { listen: typeof app.listen }).listen(0, "127.0.0.1", () =>
      resolve(listening),
    );
  });
  // Every request goes to the app of the current state.
  server.removeAllListeners("request");
  server.on("request", (req, res) => app(req, res));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call = async (path: string, init: RequestInit, clockShiftSeconds: number): Promise<Response> => {
    shift = clockShiftSeconds;
    try {
      return await fetch(`${url}/api/${path}`, init);
    } finally {
      shift = 0;
    }
  };

  return {
    url,
    async reset() {
      app = await build();
      injected = {};
    },
    async signIn(email, clockShiftSeconds = 0) {
      const response = await call(
        "login",
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, password: "demo123" }),
        },
        clockShiftSeconds,
      );
      const body = (await response.json()) as { tokens: TokenPair };
      return body.tokens;
    },
    async logout(token, clockShiftSeconds = 0) {
      await call("logout", { method: "POST", headers: { Authorization: `Bearer ${token}` } }, clockShiftSeconds);
    },
    inject(tokens) {
      injected = tokens;
    },
    async resetTokenFor(email) {
      await call(
        "password/requestReset",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) },
        0,
      );
      const outbox = (await (await call("dev/outbox", {}, 0)).json()) as {
        data: Array<{ to: string; link: string | null }>;
      };
      const link = outbox.data.find((message) => message.to === email)?.link ?? "";
      return new URLSearchParams(link.split("?")[1] ?? "").get("token") ?? "";
    },
    store: () => store,
    api: (path, init = {}) => call(path, init, 0),
    requestFilter: (req, _res, next) => {
      const header = req.headers.authorization;
      const placeholder = (Object.keys(TOKENS) as Placeholder[]).find((key) => header === `Bearer ${TOKENS[key]}`);
      const real = placeholder === undefined ? undefined : injected[placeholder];
      if (real !== undefined) req.headers.authorization = `Bearer ${real}`;
      // A request pinned without a body (e.g. POST .../publish) has no Content-Type; the verifier's
      // proxy would forward it as a chunked upload, which the server refuses with 415. Send it empty.
      if (req.headers["content-type"] === undefined) {
        (req as { body?: unknown }).body = undefined;
        delete req.headers["transfer-encoding"];
        req.headers["content-length"] = "0";
      }
      next();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
