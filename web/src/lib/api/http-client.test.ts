import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHttpClient } from "./http-client";
import { memoryTokenStore } from "./token-store";
import { authApi } from "./auth-api";
import { isApiError } from "./api-error";
import { startServer, type RunningServer } from "../../test-support/running-server";

let server: RunningServer;
beforeEach(async () => {
  server = await startServer(60);
});
afterEach(() => server.close());

/** A client whose every request is recorded as "METHOD path token". */
const recordingClient = () => {
  const sent: string[] = [];
  const hooks: { onSend: (line: string) => void } = { onSend: () => undefined };
  const tokens = memoryTokenStore();
  const onSessionExpired = vi.fn();
  const client = createHttpClient({
    baseURL: () => server.url,
    tokens,
    onSessionExpired,
    fetch: (input, init) => {
      const auth = new Headers(init?.headers).get("Authorization") ?? "-";
      const line = `${init?.method ?? "GET"} ${String(input).replace(server.url, "")} ${auth}`;
      sent.push(line);
      hooks.onSend(line);
      return fetch(input, init);
    },
  });
  return { client, tokens, sent, hooks, onSessionExpired, api: authApi(client) };
};

const signIn = async (email = "student@demo.ru") => {
  const rig = recordingClient();
  const answer = await rig.api.login({ email, password: "demo123" });
  rig.tokens.set(answer.tokens);
  return rig;
};

describe("API client against the mock server", () => {
  it("signs in and reads the profile with the bearer token", async () => {
    const { api, sent } = await signIn();
    const profile = await api.myProfile();
    expect(profile.email).toBe("student@demo.ru");
    expect(sent.at(-1)).toMatch(/^GET \/api\/my-profile Bearer ey/);
  });

  it("answers a 422 with the error body on bad credentials", async () => {
    const { api } = recordingClient();
    const error: unknown = await api.login({ email: "student@demo.ru", password: "wrong" }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(422);
    expect(isApiError(error) && error.body?.error.message).toBe("Ошибка авторизации! Неверный логин или пароль");
  });

  it("refreshes once for ten parallel calls with an expired token, and replays all ten", async () => {
    const { api, sent, tokens } = await signIn();
    const before = tokens.get();
    server.advance(120);
    const profiles = await Promise.all(Array.from({ length: 10 }, () => api.myProfile()));
    expect(profiles.every((p) => p.email === "student@demo.ru")).toBe(true);
    expect(sent.filter((line) => line.includes("/api/token/refresh"))).toHaveLength(1);
    expect(tokens.get()?.refresh_token).not.toBe(before?.refresh_token);
    const replays = sent.filter((line) => line.includes(`Bearer ${tokens.get()?.token}`));
    expect(replays).toHaveLength(10);
  });

  it("sends the refresh call without a bearer token, so it never meets its own 401 handling", async () => {
    const { api, sent } = await signIn();
    server.advance(120);
    await api.myProfile();
    expect(sent.find((line) => line.includes("/api/token/refresh"))).toMatch(/ -$/);
  });

  it("holds a call started during a refresh until the new token is there", async () => {
    const { api, sent, tokens, hooks } = await signIn();
    server.advance(120);
    let second: Promise<unknown> = Promise.resolve();
    hooks.onSend = (line) => {
      if (line.includes("/api/token/refresh")) second = api.role();
    };
    await api.myProfile();
    await second;
    const roleCalls = sent.filter((line) => line.startsWith("GET /api/role"));
    expect(roleCalls).toEqual([`GET /api/role Bearer ${tokens.get()?.token}`]);
  });

  it("signs out with one notice when the refresh token is no longer valid", async () => {
    const { api, tokens, onSessionExpired } = await signIn();
    server.advance(7200);
    const errors = await Promise.all([api.myProfile(), api.role()].map((p) => p.catch((e: unknown) => e)));
    expect(errors.every((e) => isApiError(e) && e.status === 401)).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.get()).toBeNull();
  });

  it("rotates the refresh token: after logout neither token works", async () => {
    const { api, tokens } = await signIn();
    const pair = tokens.get();
    await api.logout();
    const error: unknown = await api.myProfile().catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    const refreshed = await fetch(`${server.url}/api/token/refresh`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refresh_token: pair?.refresh_token }),
    });
    expect(refreshed.status).toBe(401);
  });
});
