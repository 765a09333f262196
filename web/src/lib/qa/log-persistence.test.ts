import { describe, expect, it, vi } from "vitest";
import { bigCourseSnapshot } from "@app/domain/generate/big-course";
import * as StableJson from "@app/domain/log/stable-json";
import type { DomainEvent } from "@app/domain/model/event";
import { replay } from "@app/domain/model/evolve";
import { initialState } from "@app/domain/model/state";
import { createEventLog } from "../model/event-log";
import { keepLog, keepLogAcrossReloads, readKeptLog } from "./log-persistence";
import { SESSION_LOG_KEY, provideLog, recordedLog } from "./log-source";

/** The log's text as it is written, with its calls counted. */
vi.mock("@app/domain/log/stable-json", async (importOriginal) => {
  const actual = await importOriginal<typeof StableJson>();
  return { ...actual, serializeLog: vi.fn(actual.serializeLog) };
});
const serializeLog = vi.mocked(StableJson.serializeLog);

const created = (courseID: string): DomainEvent => ({ _tag: "CourseCreated", courseID, name: courseID, at: 0 });

/** A sessionStorage of its own per test. */
const memoryStorage = (quota = Infinity): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
  };
};

describe("one log per tab session (issue #21)", () => {
  it("a reload takes over the kept log, marks the reload with a snapshot of the empty model, and seq counts on", () => {
    const store = memoryStorage();
    const before = createEventLog(100);
    before.append([created("a"), created("b")], 1);
    keepLog(before, store);

    const after = createEventLog(100);
    keepLogAcrossReloads(after, 5, store);
    after.append([created("c")], 6);
    const entries = after.entries();
    expect(entries.map((entry) => [entry.seq, entry.event._tag])).toEqual([
      [1, "CourseCreated"],
      [2, "CourseCreated"],
      [3, "StateSnapshot"],
      [4, "CourseCreated"],
    ]);
    // It replays to the new page's state: the model the page started from, and what followed.
    const state = replay(
      entries.map((entry) => entry.event),
      initialState(),
    );
    expect(Object.keys(state.courses)).toEqual(["c"]);
  });

  it("a first page (nothing kept) starts an empty log", () => {
    const log = createEventLog(100);
    keepLogAcrossReloads(log, 5, memoryStorage());
    expect(log.entries()).toEqual([]);
  });

  it("something kept that is not a log is ignored", () => {
    const store = memoryStorage();
    store.setItem(SESSION_LOG_KEY, '[{"seq":1}]');
    expect(readKeptLog(store)).toEqual([]);
  });

  it("a log over the storage's room keeps its newest entries after a snapshot of the rest", () => {
    const store = memoryStorage();
    const log = createEventLog(1_000);
    const all: DomainEvent[] = [
      created("a"),
      ...Array.from({ length: 400 }, (_, i): DomainEvent => ({
        _tag: "ServerRead",
        path: `my-courses/${i}`,
        body: "x".repeat(200),
      })),
      created("b"),
    ];
    for (const event of all) log.append([event], 0);
    keepLog(log, store, 40_000);
    const kept = readKeptLog(store);
    expect(kept.length).toBeLessThan(402);
    expect(kept.length).toBeGreaterThan(10);
    expect(kept[0]?.event._tag).toBe("StateSnapshot");
    expect(
      replay(
        kept.map((entry) => entry.event),
        initialState(),
      ),
    ).toEqual(replay(all, initialState()));
  });

  it("a log within the budget is kept as its text, byte for byte, written once", () => {
    const store = memoryStorage();
    const log = createEventLog(100);
    log.append([created("a"), { _tag: "ServerRead", path: "role", body: { role: "author", n: [1, true, null] } }], 1);
    const text = serializeLog(log.entries());
    serializeLog.mockClear();
    keepLog(log, store);
    expect(store.getItem(SESSION_LOG_KEY)).toBe(text);
    expect(serializeLog).toHaveBeenCalledTimes(1);
  });

  it("a log that cannot fit (a big course's snapshot) is trimmed as before and not kept, and never written (issue #29)", () => {
    const store = memoryStorage();
    store.setItem(SESSION_LOG_KEY, "[]\n");
    const log = createEventLog(100);
    const events: DomainEvent[] = [
      { _tag: "ServerRead", path: "role", body: { role: "author" } },
      { _tag: "CourseLoaded", course: bigCourseSnapshot("big", 2, 5, 100) },
      ...["a", "b", "c"].map((courseID) => created(courseID)),
    ];
    for (const event of events) log.append([event], 0);
    serializeLog.mockClear();
    keepLog(log, store, 100_000);
    expect(serializeLog).not.toHaveBeenCalled();
    expect(store.getItem(SESSION_LOG_KEY)).toBeNull();
    // Trimmed as it always was: a snapshot of what went before the newest entry, then that entry; so
    // the session's log still replays to the session's state.
    expect(log.entries().map((entry) => entry.event._tag)).toEqual(["StateSnapshot", "CourseCreated"]);
    expect(
      replay(
        log.entries().map((entry) => entry.event),
        initialState(),
      ),
    ).toEqual(replay(events, initialState()));
  });

  it("the failure page, before the model loads, offers the log the previous page kept", () => {
    const store = memoryStorage();
    vi.stubGlobal("sessionStorage", store);
    const log = createEventLog(10);
    log.append([created("a")], 1);
    keepLog(log, store);
    expect(recordedLog()).toHaveLength(1);
    provideLog(() => log.entries());
    expect(recordedLog()).toEqual(log.entries());
    vi.unstubAllGlobals();
  });
});
