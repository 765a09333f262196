import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { produce } from "immer";
import { evolveDraft } from "@app/domain/model/evolve";
import { initialState } from "@app/domain/model/state";
import { answerDraftOf } from "@app/domain/passage/passage-state";

/**
 * Issue #15: the passage slice is persisted per user under the state key, restored at start,
 * adopted from another tab, kept when a session expires, wiped by an explicit sign-out.
 */
const STATE_KEY = "course-platform:state";
const jwt = (sub: string) => `e30.${btoa(JSON.stringify({ sub })).replace(/=+$/, "")}.sig`;
const login = (sub: string) => ({
  isAuth: true,
  token: jwt(sub),
  refresh_token: "r",
  loading: "none",
  role: "STUDENT",
  allRoles: ["student"],
});
const key = { courseID: "1", lessonID: "l1", taskID: "t1", contentBlockID: "b1" };
const store = new Map<string, string>();
const windowListeners: Array<(event: StorageEvent) => void> = [];

beforeAll(() => {
  // The persistence starts when its module is first imported (below, on this storage): a fresh registry.
  vi.resetModules();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  });
  vi.stubGlobal("addEventListener", (type: string, listener: (event: StorageEvent) => void) => {
    if (type === "storage") windowListeners.push(listener);
  });
});
afterAll(() => vi.unstubAllGlobals());

/** A passage with one draft, built apart from the live model (as another session left it). */
const storedWithDraft = (text: string) =>
  produce(initialState(), (draft) => evolveDraft(draft, { _tag: "AnswerDrafted", ...key, text, files: [] })).passage;

const stored = () =>
  JSON.parse(store.get(STATE_KEY) ?? "{}") as {
    passage?: { owner: string; state: unknown };
    login?: { token: string };
  };

describe("passage persistence (issue #15)", () => {
  it("restores the signed-in user's passage at start, writes every change, keeps the session's slices", async () => {
    const previous = storedWithDraft("черновик");
    store.set(
      STATE_KEY,
      JSON.stringify({
        app: {
          modal: false,
          navMinimized: false,
          navHide: false,
          hideFooter: false,
          page: "",
          storeVersion: 1,
          baseURL: "",
        },
        login: login("7"),
        passage: { owner: "7", state: previous },
      }),
    );
    const { currentState, dispatch } = await import("./domain-store");
    await import("./passage-persistence");
    expect(answerDraftOf(currentState().passage, key)?.text).toBe("черновик");

    dispatch({ _tag: "AnswerDrafted", ...key, text: "черновик, дописанный", files: [] });
    expect(stored().passage?.owner).toBe("7");
    expect(JSON.stringify(stored().passage?.state)).toContain("черновик, дописанный");
    expect(stored().login?.token).toBe(jwt("7"));
  });

  it("adopts what another tab of the same user writes, ignores another user's", async () => {
    const { currentState } = await import("./domain-store");
    const fromTab = storedWithDraft("из другой вкладки");
    const event = (owner: string) =>
      ({
        key: STATE_KEY,
        newValue: JSON.stringify({ login: login("7"), passage: { owner, state: fromTab } }),
      }) as StorageEvent;
    for (const listener of windowListeners) listener(event("8"));
    expect(answerDraftOf(currentState().passage, key)?.text).toBe("черновик, дописанный");
    for (const listener of windowListeners) listener(event("7"));
    expect(answerDraftOf(currentState().passage, key)?.text).toBe("из другой вкладки");
  });

  it("another user signing in gets his own (empty) passage; the stored one is not overwritten until he changes something", async () => {
    const { currentState } = await import("./domain-store");
    const { session } = await import("../session/session-store");
    const before = JSON.stringify(stored().passage);
    session.login = { ...session.login, token: jwt("8") };
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answerDraftOf(currentState().passage, key)).toBeUndefined();
    expect(JSON.stringify(stored().passage)).toBe(before);
    session.login = { ...session.login, token: jwt("7") };
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answerDraftOf(currentState().passage, key)?.text).toBe("черновик, дописанный");
  });

  it("an explicit sign-out wipes the stored passage and empties the model", async () => {
    const { currentState } = await import("./domain-store");
    const { sessionEvents } = await import("../session/session-events");
    sessionEvents.emit("signedOut");
    expect(stored().passage).toBeUndefined();
    expect(answerDraftOf(currentState().passage, key)).toBeUndefined();
  });
});
