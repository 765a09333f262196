import type { Root } from "react-dom/client";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_VERSION_MARKER } from "@app/domain/constants";
import { initialApp, type PersistedSlices } from "./lib/session/persisted-state";
import { QUERY_CACHE_KEY, STATE_KEY, VERSION_KEY } from "./lib/session/storage";
import { ok, profileData } from "./test-support/answers";
import { fakeApi } from "./test-support/fake-api";

/**
 * SPEC §4 app version marker and SPEC §3 persisted state, at the app's real start (start.tsx, what
 * main.tsx runs): each test starts a fresh copy of the app, modules and all, on what storage holds.
 */
const SIGNED_IN: PersistedSlices = {
  app: initialApp(),
  login: {
    isAuth: true,
    token: "access-1",
    refresh_token: "refresh-1",
    loading: "none",
    role: "STUDENT",
    allRoles: ["student"],
  },
};

let running: Root | null = null;

/** Fills storage, opens `path` and runs the app's start-up, as a page load would. */
const startAt = async (path: string, stored: Readonly<Record<string, string>>): Promise<void> => {
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  history.replaceState(null, "", path);
  document.body.innerHTML = '<div id="root"></div>';
  vi.resetModules();
  const { start } = await import("./start");
  running = await act(() => start());
};

/** The page goes away: the app unmounts, and (as on a real unload) writes its throttled query cache now. */
afterEach(() => {
  act(() => running?.unmount());
  running = null;
  window.dispatchEvent(new Event("pagehide"));
});

const signInButton = () => screen.findByRole("button", { name: "Войти" });

describe("the app's start", () => {
  it("with marker 42, a stored session is kept: /profile opens", async () => {
    fakeApi({ "GET my-profile": ok(profileData({ name: "Вера" })), "GET education": ok([]) });
    await startAt("/profile", { [VERSION_KEY]: APP_VERSION_MARKER, [STATE_KEY]: JSON.stringify(SIGNED_IN) });
    expect(await screen.findByRole("heading", { level: 1, name: "Профиль" })).toBeDefined();
    expect(window.location.pathname).toBe("/profile");
  });

  it("without a marker, sets it to 42 and keeps the session", async () => {
    fakeApi({ "GET my-profile": ok(profileData({ name: "Вера" })), "GET education": ok([]) });
    await startAt("/profile", { [STATE_KEY]: JSON.stringify(SIGNED_IN) });
    expect(await screen.findByRole("heading", { level: 1, name: "Профиль" })).toBeDefined();
    expect(localStorage.getItem(VERSION_KEY)).toBe(APP_VERSION_MARKER);
  });

  it("a different marker wipes storage, the query cache too, and signs the user out", async () => {
    const api = fakeApi();
    await startAt("/profile", {
      [VERSION_KEY]: "41",
      [STATE_KEY]: JSON.stringify(SIGNED_IN),
      [QUERY_CACHE_KEY]: JSON.stringify({ timestamp: 1, buster: "42", clientState: { queries: [], mutations: [] } }),
      "course-platform:other": "kept by nothing",
    });
    await signInButton();
    expect(window.location.pathname).toBe("/login");
    expect(localStorage.getItem(VERSION_KEY)).toBe(APP_VERSION_MARKER);
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem("course-platform:other")).toBeNull();
    expect(JSON.parse(localStorage.getItem(STATE_KEY) ?? "{}")).not.toMatchObject({ login: { isAuth: true } });
    expect(api.calls).toEqual([]);
  });

  it("corrupt JSON in the state and the query cache never stops the app from starting", async () => {
    await startAt("/login", {
      [VERSION_KEY]: APP_VERSION_MARKER,
      [STATE_KEY]: "{not json",
      [QUERY_CACHE_KEY]: "[[[",
    });
    expect(await signInButton()).toBeDefined();
  });

  it.each([
    ["a token of the wrong type", { login: { isAuth: true, token: 5 } }],
    ["a signed-in login without tokens", { login: { ...SIGNED_IN.login, refresh_token: "" } }],
    ["an unknown role", { login: { ...SIGNED_IN.login, role: "ROOT" } }],
    ["a list for the state", [SIGNED_IN]],
  ])("%s reads as signed out: /profile goes to /login", async (_case, stored) => {
    const api = fakeApi();
    await startAt("/profile", { [VERSION_KEY]: APP_VERSION_MARKER, [STATE_KEY]: JSON.stringify(stored) });
    await signInButton();
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(api.calls).toEqual([]);
  });
});
