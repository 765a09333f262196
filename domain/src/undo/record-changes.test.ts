import { describe, expect, it } from "vitest";
import { recordChanges } from "./record-changes";

type Tree = { a: { b: number; list: string[]; frozen: { readonly x: number } }; c?: { d: number } };
const tree = (): Tree => ({ a: { b: 1, list: ["x", "y"], frozen: Object.freeze({ x: 1 }) }, c: { d: 1 } });

const record = (root: Tree, apply: (view: Tree) => void): ReadonlyArray<ReadonlyArray<string>> => {
  const noted: Array<ReadonlyArray<string>> = [];
  recordChanges(root, (path) => noted.push(path), apply);
  return noted;
};

describe("recording the slots a handler writes", () => {
  it("notes an object key at any depth before it is written, and a whole array for any write into it", () => {
    const root = tree();
    const noted = record(root, (view) => {
      view.a.b = 2;
      view.a.list.push("z");
      view.a.list[0] = "w";
      delete view.c;
    });
    // A slot may be noted again; the recorder keeps its first reading.
    expect(noted.map((path) => path.join(".")).filter((path, i, all) => all.indexOf(path) === i)).toEqual([
      "a.b",
      "a.list",
      "c",
    ]);
    expect(root).toEqual({ a: { b: 2, list: ["w", "y", "z"], frozen: { x: 1 } } });
  });

  it("notes an array of objects too, and writes into its elements by their own paths", () => {
    const root = { items: [{ id: "a", status: "active" }] };
    const noted: Array<ReadonlyArray<string>> = [];
    recordChanges(
      root,
      (path) => noted.push(path),
      (view) => {
        const item = view.items.find((i) => i.id === "a");
        if (item) item.status = "removed";
        view.items.push({ id: "b", status: "active" });
      },
    );
    expect(noted.map((path) => path.join("."))).toContain("items.0.status");
    expect(noted.map((path) => path.join("."))).toContain("items");
    expect(root.items).toEqual([
      { id: "a", status: "removed" },
      { id: "b", status: "active" },
    ]);
  });

  it("notes nothing for reads, and a delete of a missing key writes nothing", () => {
    const root = tree();
    const noted = record(root, (view) => {
      void view.a.b;
      void view.a.list.indexOf("y");
      delete (view.a as { missing?: number }).missing;
    });
    expect(noted).toEqual([]);
  });

  it("stores what a proxy wraps, not the proxy, also inside a new object built from read values", () => {
    const root = tree();
    record(root, (view) => {
      view.c = { d: view.a.b };
      (view as unknown as { moved: unknown }).moved = { inner: view.a.list, same: view.a };
    });
    const moved = (root as unknown as { moved: { inner: unknown; same: unknown } }).moved;
    expect(moved.inner).toBe(root.a.list);
    expect(moved.same).toBe(root.a);
  });

  it("hands out frozen parts as they are (they cannot be written)", () => {
    const root = tree();
    record(root, (view) => {
      expect(view.a.frozen).toBe(root.a.frozen);
    });
  });
});
