import { afterEach, describe, expect, it, vi } from "vitest";
import * as Result from "effect/Result";
import { parseLog } from "@app/domain/log/decode-log";
import { CURRENT_LOG_VERSION } from "@app/domain/log/envelope";
import { serializeLog } from "@app/domain/log/stable-json";
import { pendingEvents } from "./log-persistence";
import { SESSION_LOG_KEY, WAITING_LOG_VERSION } from "./log-source";

/** A sessionStorage of its own per test. */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

/** A page of the tab: the modules as a fresh load has them. */
const freshPage = async (path: string) => {
  vi.stubGlobal("location", { pathname: path, search: "" });
  vi.resetModules();
  return { tap: await import("./read-tap"), source: await import("./log-source") };
};

const identified = (seq: number) => ({
  seq,
  at: 1,
  v: CURRENT_LOG_VERSION,
  event: { _tag: "SessionIdentified", role: "STUDENT", allRoles: ["student"] },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the failure is in the log (issue #33 part 6)", () => {
  it("before the model loads: the kept log, the reads of pages without the model, the reload, the failure; seq counting on", async () => {
    const store = memoryStorage();
    vi.stubGlobal("sessionStorage", store);
    store.setItem(SESSION_LOG_KEY, JSON.stringify([identified(4), identified(5)]));

    // /myCourses reads without the model, then a chunk fails: the app reloads by itself.
    const first = await freshPage("/myCourses");
    first.tap.tapRead("my-courses", { data: [] });
    first.tap.tapRead("role", { data: ["student"] });
    first.tap.tapFailure("Failed to fetch dynamically imported module: /assets/lessons-tab.js", true);
    // The reloaded page fails again: the failure page.
    const second = await freshPage("/myCourses/1/lessons");
    second.tap.tapRead("my-profile", { data: {} });
    second.tap.tapFailure("Failed to fetch dynamically imported module: /assets/lessons-tab.js", false);

    const log = second.source.recordedLog() as ReadonlyArray<{ seq: number; event: Record<string, unknown> }>;
    expect(log.map((entry) => [entry.seq, entry.event._tag, entry.event.path])).toEqual([
      [4, "SessionIdentified", undefined],
      [5, "SessionIdentified", undefined],
      [6, "PageOpened", "/myCourses"],
      [7, "ServerRead", "my-courses"],
      [8, "ServerRead", "role"],
      [9, "PageFailed", "/myCourses"],
      [10, "PageOpened", "/myCourses/1/lessons"],
      [11, "ServerRead", "my-profile"],
      [12, "PageFailed", "/myCourses/1/lessons"],
    ]);
    expect(log.at(-1)?.event).toMatchObject({ reload: false, what: expect.stringContaining("lessons-tab") });
    expect(log[5]?.event.reload).toBe(true);
    // The replay and the CLI read it as it is.
    expect(Result.isSuccess(parseLog(serializeLog(log)))).toBe(true);
  });

  it("once the model loads, what waited reaches it first and in order, failures included", async () => {
    vi.stubGlobal("sessionStorage", memoryStorage());
    const { tap } = await freshPage("/myCourses");
    tap.tapRead("my-courses", { data: [] });
    tap.tapFailure("boom", false);
    const got: string[] = [];
    tap.onTapped((event) => got.push(event._tag));
    tap.tapRead("role", { data: [] });
    expect(got).toEqual(["PageOpened", "ServerRead", "PageFailed", "ServerRead"]);
    expect(tap.waitingEvents()).toEqual([]);
  });

  it("a page of an older build kept `[path, body]` reads: they are still taken over", () => {
    expect(
      pendingEvents(
        [["my-courses", { data: [] }], { at: 5, event: { _tag: "PageFailed", what: "boom", path: "/", reload: true } }],
        9,
      ),
    ).toEqual([
      { at: 9, event: { _tag: "ServerRead", path: "my-courses", body: { data: [] } } },
      { at: 5, event: { _tag: "PageFailed", what: "boom", path: "/", reload: true } },
    ]);
  });

  it("a review lock the desk saw before the model loaded is taken over with the reads (issue #34)", () => {
    const lock = {
      teacher: { id: 4, name: "Татьяна", surname: "Васильева", avatar: null },
      expires_at: "2026-11-27T10:15:00.000Z",
      mine: true,
    };
    const kept = [
      { at: 3, event: { _tag: "ServerRead", path: "submissions/7", body: { data: {} } } },
      { at: 4, event: { _tag: "ReviewLockChanged", submission: 7, lock } },
      { at: 6, event: { _tag: "ReviewLockChanged", submission: 7, lock: null } },
    ];
    expect(pendingEvents(kept, 9)).toEqual(kept);
  });

  it("the entries made before the model loads carry the version the log is written in", () => {
    expect(WAITING_LOG_VERSION).toBe(CURRENT_LOG_VERSION);
  });
});
