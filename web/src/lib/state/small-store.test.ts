import { describe, expect, it } from "vitest";
import { keyedStore, valueStore } from "./small-store";

describe("valueStore", () => {
  it("tells its subscribers of a new value, not of the same one, until they leave", () => {
    const store = valueStore("a");
    let calls = 0;
    const leave = store.subscribe(() => (calls += 1));
    store.set("a");
    store.set("b");
    expect([store.get(), calls]).toEqual(["b", 1]);
    leave();
    store.set("c");
    expect([store.get(), calls]).toEqual(["c", 1]);
  });
});

describe("keyedStore", () => {
  it("keeps a value per key, empty until set, and forgets a key set back to empty", () => {
    const EMPTY: ReadonlyArray<string> = [];
    const store = keyedStore(EMPTY);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    expect(store.get("1")).toBe(EMPTY);
    const value = ["x"];
    store.set("1", value);
    store.set("1", value);
    expect([store.get("1"), store.get("2"), store.size(), store.has("1"), calls]).toEqual([value, EMPTY, 1, true, 1]);
    store.set("1", EMPTY);
    store.set("2", EMPTY);
    expect([store.size(), store.has("1"), calls]).toEqual([0, false, 2]);
  });
});
