import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Memory } from "lowdb";
import inject from "light-my-request";
import type { TokenPair } from "@app/domain/api/auth";
import { createApp, type AppOptions } from "../app";
import { openStore, type Store } from "../store/store";
import { seedDemo } from "../seed/seed-demo";
import { DEMO_PASSWORD } from "../seed/demo-accounts";

export type Answer = {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
  readonly text: string;
};

export type TestServer = {
  readonly url: string;
  readonly store: Store;
  readonly filesDir: string;
  readonly logs: string[];
  /** The fake clock, in ms; tests move it forward. */
  now: number;
  /** A real HTTP request over loopback. */
  call(
    method: string,
    pathname: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  /** The same request dispatched in-process (no socket): for fuzzing thousands of cases fast. */
  inject(
    method: string,
    pathname: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  login(email: string, password?: string): Promise<TokenPair>;
  close(): Promise<void>;
};

export const START_TIME = Date.parse("2026-03-01T09:00:00Z");
export const TEST_SECRET = "test-secret-0123456789abcdef0123456789abcdef0123456789abcdef0123";

/** The demo seed hashes every account's password (scrypt): a test file seeds once, then each server starts from a copy. */
let seeded: string | null = null;
const seededStore = async (): Promise<Store> => {
  const memory = new Memory<unknown>();
  if (seeded !== null) {
    await memory.write(JSON.parse(seeded) as unknown);
    return openStore(memory);
  }
  const store = await openStore(memory);
  await seedDemo(store);
  seeded = JSON.stringify(store.data);
  return store;
};

/** createApp on a seeded Memory store, listening on a free loopback port. */
export const startTestServer = async (overrides: Partial<AppOptions> = {}): Promise<TestServer> => {
  const store = overrides.store ?? (await seededStore());
  const filesDir = overrides.filesDir ?? mkdtempSync(path.join(os.tmpdir(), "mock-files-"));
  const logs: string[] = [];
  const server: TestServer = {
    url: "",
    store,
    filesDir,
    logs,
    now: START_TIME,
    async call(method, pathname, body, token, headers = {}) {
      const init: RequestInit = { method, headers: { accept: "application/json", ...headers } };
      const h = init.headers as Record<string, string>;
      if (token !== undefined) h.authorization = `Bearer ${token}`;
      if (body instanceof FormData) init.body = body;
      else if (typeof body === "string") {
        init.body = body;
        h["content-type"] ??= "application/json";
      } else if (body !== undefined) {
        init.body = JSON.stringify(body);
        h["content-type"] ??= "application/json";
      }
      const response = await fetch(`${this.url}${pathname}`, init);
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: the caller checks `text`
      }
      return { status: response.status, body: parsed, headers: response.headers, text };
    },
    inject: async () => {
      throw new Error("not started");
    },
    async login(email, password = DEMO_PASSWORD) {
      const answer = await this.call("POST", "/api/login", { email, password });
      if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.text}`);
      return (answer.body as { tokens: TokenPair }).tokens;
    },
    close: async () => undefined,
  };
  const app = createApp({
    store,
    clock: () => server.now,
    secret: TEST_SECRET,
    accessTokenTtl: 60,
    refreshTokenTtl: 3600,
    log: (line) => logs.push(line),
    filesDir,
    ...overrides,
  });
  server.inject = async (method, pathname, body, token, headers = {}) => {
    const h: Record<string, string> = { accept: "application/json", ...headers };
    if (token !== undefined) h.authorization = `Bearer ${token}`;
    let payload: string | Buffer | undefined;
    if (body instanceof FormData) {
      const encoded = new Response(body);
      payload = Buffer.from(await encoded.arrayBuffer());
      h["content-type"] = encoded.headers.get("content-type") ?? "";
    } else if (body !== undefined) {
      payload = typeof body === "string" ? body : JSON.stringify(body);
      h["content-type"] ??= "application/json";
    }
    const response = await inject(app, {
      method: method as "GET",
      url: pathname,
      headers: h,
      ...(payload === undefined ? {} : { payload }),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const v of Array.isArray(value) ? value : [value])
        if (v !== undefined) answerHeaders.append(name, String(v));
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.payload);
    } catch {
      // not JSON: the caller checks `text`
    }
    return { status: response.statusCode, body: parsed, headers: answerHeaders, text: response.payload };
  };
  const listener = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => listener.once("listening", () => resolve()));
  const { port } = listener.address() as AddressInfo;
  Object.assign(server, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        listener.closeAllConnections();
        listener.close(() => resolve());
      }),
  });
  return server;
};

/** The demo account of each role, and the anonymous caller, for access matrices. */
export const ROLE_ACCOUNTS = {
  SCHOOL_OWNER: "owner@demo.ru",
  MANAGER: "manager@demo.ru",
  ADMIN: "admin@demo.ru",
  TEACHER: "teacher@demo.ru",
  STUDENT: "student@demo.ru",
} as const;
export type Caller = keyof typeof ROLE_ACCOUNTS | "ANONYMOUS";
export const CALLERS: ReadonlyArray<Caller> = ["SCHOOL_OWNER", "MANAGER", "ADMIN", "TEACHER", "STUDENT", "ANONYMOUS"];

/** A fresh access token per role (anonymous: undefined). */
export const tokensByCaller = async (server: TestServer): Promise<Record<Caller, string | undefined>> => {
  const entries = await Promise.all(
    (Object.keys(ROLE_ACCOUNTS) as Array<keyof typeof ROLE_ACCOUNTS>).map(
      async (role) => [role, (await server.login(ROLE_ACCOUNTS[role])).token] as const,
    ),
  );
  return { ...Object.fromEntries(entries), ANONYMOUS: undefined } as Record<Caller, string | undefined>;
};

/** The error body of GUIDE §1, or null when the body is not one. */
export const errorMessage = (body: unknown): string | null => {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = body.error;
  return typeof error === "object" && error !== null && "message" in error && typeof error.message === "string"
    ? error.message
    : null;
};

export const validationOf = (body: unknown): Record<string, string[]> | null => {
  if (typeof body !== "object" || body === null || !("errors" in body)) return null;
  const errors = body.errors;
  if (typeof errors !== "object" || errors === null || !("validation" in errors)) return null;
  return errors.validation as Record<string, string[]>;
};
