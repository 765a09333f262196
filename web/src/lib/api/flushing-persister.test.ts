import { describe, expect, it } from "vitest";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { flushingPersister } from "./flushing-persister";

const client = (n: number) =>
  ({ timestamp: n, buster: "42", clientState: { queries: [], mutations: [] } }) as PersistedClient;

const recorder = () => {
  const written: number[] = [];
  const inner: Persister = {
    persistClient: (c) => void written.push(c.timestamp),
    restoreClient: () => undefined,
    removeClient: () => undefined,
  };
  return { inner, written };
};

const fakeTimers = () => {
  const queue: Array<{ run: () => void; cleared: boolean }> = [];
  return {
    timers: {
      set: (run: () => void) => queue.push({ run, cleared: false }) - 1,
      clear: (handle: unknown) => {
        const t = queue[handle as number];
        if (t) t.cleared = true;
      },
    },
    tick: () => queue.splice(0).forEach((t) => !t.cleared && t.run()),
  };
};

describe("the flushing persister", () => {
  it("writes the last copy once per throttle period", () => {
    const { inner, written } = recorder();
    const { timers, tick } = fakeTimers();
    const persister = flushingPersister(inner, 1000, timers);
    void persister.persistClient(client(1));
    void persister.persistClient(client(2));
    expect(written).toEqual([]);
    tick();
    expect(written).toEqual([2]);
  });

  it("flush writes the pending copy at once, and only once", () => {
    const { inner, written } = recorder();
    const { timers, tick } = fakeTimers();
    const persister = flushingPersister(inner, 1000, timers);
    void persister.persistClient(client(3));
    persister.flush();
    tick();
    persister.flush();
    expect(written).toEqual([3]);
  });

  it("removing the cache drops a pending copy", () => {
    const { inner, written } = recorder();
    const { timers, tick } = fakeTimers();
    const persister = flushingPersister(inner, 1000, timers);
    void persister.persistClient(client(4));
    void persister.removeClient();
    tick();
    expect(written).toEqual([]);
  });
});

describe("the storage persister", () => {
  it("restores what it wrote, and nothing from a broken copy", async () => {
    const { storagePersister } = await import("./storage-persister");
    const store = new Map<string, string>();
    const original = globalThis.localStorage;
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      value: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
        clear: () => store.clear(),
      },
    });
    try {
      const persister = storagePersister("cache");
      await persister.persistClient(client(7));
      expect((await persister.restoreClient())?.timestamp).toBe(7);
      store.set("cache", '{"timestamp":"soon"}');
      expect(await persister.restoreClient()).toBeUndefined();
      store.set("cache", "{not json");
      expect(await persister.restoreClient()).toBeUndefined();
      await persister.removeClient();
      expect(store.has("cache")).toBe(false);
    } finally {
      Object.defineProperty(globalThis, "localStorage", { configurable: true, value: original });
    }
  });
});
