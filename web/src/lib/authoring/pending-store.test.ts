import { describe, expect, it } from "vitest";
import { envelope } from "@app/domain/log/envelope";
import { pendingKey, pendingStore, type KeyValueStore } from "./pending-store";

const memory = (): KeyValueStore & { readonly data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
};

const edit = envelope(3, 1000, {
  _tag: "AboutTextEdited",
  courseID: "15",
  field: "name",
  value: "Новое имя",
  at: 1000,
});

describe("pending changes in storage", () => {
  it("reads back what it wrote", () => {
    const store = pendingStore(memory());
    store.write("15", { version: 4, events: [edit] });
    expect(store.read("15")).toEqual({ version: 4, events: [edit] });
  });

  it("an empty list removes the record", () => {
    const kv = memory();
    const store = pendingStore(kv);
    store.write("15", { version: 4, events: [edit] });
    store.write("15", { version: 5, events: [] });
    expect(kv.data.has(pendingKey("15"))).toBe(false);
  });

  it.each([
    ["not JSON", "{oops"],
    ["not an object", "42"],
    ["no version", JSON.stringify({ events: [] })],
    [
      "an unknown event",
      JSON.stringify({ version: 1, events: [{ seq: 1, at: 1, v: 2, event: { _tag: "Hologram", courseID: "15" } }] }),
    ],
    ["a bad field", JSON.stringify({ version: 1, events: [{ ...edit, event: { ...edit.event, value: 7 } }] })],
    ["an old envelope version", JSON.stringify({ version: 1, events: [{ ...edit, v: 1 }] })],
  ])("corrupt storage (%s) counts as nothing kept, and is dropped", (_what, text) => {
    const kv = memory();
    kv.set(pendingKey("15"), text);
    expect(pendingStore(kv).read("15")).toBeNull();
    expect(kv.data.has(pendingKey("15"))).toBe(false);
  });

  it("keeps a conflict copy apart from the pending record", () => {
    const store = pendingStore(memory());
    store.keepConflict("15", { savedAt: 1, version: 3, body: null, events: [edit] });
    expect(store.read("15")).toBeNull();
    expect(store.readConflict("15")?.events).toEqual([edit]);
  });
});
