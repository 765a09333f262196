import type { StateObjects } from "./state-objects";
import { KEY_FIELDS, markEverythingChanged, markReshaped, registerProxy } from "./collection-changes";
import { isStateNode, type StateNode } from "./state-node";

/** One change of a committed update, as the journal keeps it: set a path to a value, or delete it. */
export type StateOp =
  | { readonly op: "set"; readonly path: ReadonlyArray<string>; readonly value: unknown }
  | { readonly op: "delete"; readonly path: ReadonlyArray<string> };

type Undo = () => void;
/** A changed object: where it was reached from, and which of its keys changed ("*": all of it). */
type Touched = { path: ReadonlyArray<string>; readonly keys: Set<string>; readonly lengthBefore: number };

/** Array methods that move many elements: run on the array itself, and the array is journaled whole. */
const REORDERING = new Set(["splice", "shift", "unshift", "sort", "reverse", "fill", "copyWithin"]);
const WHOLE = "*";

/** Whether argument `i` of a reordering method becomes an element of the array. */
const entersArray = (method: string, i: number): boolean =>
  (method === "splice" && i >= 2) || method === "unshift" || (method === "fill" && i === 0);

const samePath = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * Runs `mutate` on the state itself, through a proxy that records what changes. It costs what the
 * update touches, not the size of the state: nothing is copied. If `mutate` throws, every change
 * is undone and the error rethrown. Otherwise the result comes with the ops that redo the update,
 * each carrying the final value of what it changed (so a later change in the same update is in it),
 * and `undo`, which puts back what the update changed: valid while every later update has been
 * undone first (the store undoes updates whose journal write failed, newest first).
 */
export const runTransaction = <D, R>(
  root: object,
  objects: StateObjects,
  mutate: (draft: D) => R,
): { result: R; ops: StateOp[]; undo: () => void } => {
  const undo: Undo[] = [];
  const touched = new Map<object, Touched>();
  /** One proxy per object and path: an element moved by a sort is reached by its new path. */
  const proxies = new WeakMap<object, { readonly path: ReadonlyArray<string>; readonly proxy: object }>();
  const targets = new WeakMap<object, object>();

  const unwrap = (value: unknown): unknown => (isStateNode(value) ? (targets.get(value) ?? value) : value);

  /**
   * Tells the indexes (collection-changes.ts) of a change that is not an append: to an array's
   * elements, or to a key field of a record in a top-level collection (path [collection, index]).
   */
  const reportChange = (
    t: StateNode,
    path: ReadonlyArray<string>,
    key: string,
    before: unknown,
    length: number,
  ): void => {
    if (Array.isArray(t)) {
      const append = key === String(length) || (key === "length" && t.length >= length);
      if (!append) markReshaped(t);
      return;
    }
    if (path.length !== 2 || !KEY_FIELDS.has(key) || t[key] === before) return;
    const collection = (root as StateNode)[path[0] ?? ""];
    if (Array.isArray(collection)) markReshaped(collection);
  };

  /** Marks a key changed. The newest path an object was reached by is the one its ops use. */
  const touch = (target: object, path: ReadonlyArray<string>, key: string): void => {
    const entry = touched.get(target);
    if (entry === undefined)
      touched.set(target, { path, keys: new Set([key]), lengthBefore: Array.isArray(target) ? target.length : 0 });
    else {
      entry.keys.add(key);
      entry.path = path;
    }
  };

  const wrap = (target: StateNode, path: ReadonlyArray<string>): object => {
    const known = proxies.get(target);
    if (known !== undefined && samePath(known.path, path)) return known.proxy;
    const proxy = new Proxy(target, {
      get(t, key, receiver) {
        const value: unknown = Reflect.get(t, key, receiver);
        if (typeof key === "symbol") return value;
        if (Array.isArray(t) && typeof value === "function" && REORDERING.has(key)) return reorder(t, path, key);
        return isStateNode(value) && Object.prototype.hasOwnProperty.call(t, key) ? wrap(value, [...path, key]) : value;
      },
      set(t, key, value) {
        if (typeof key === "symbol") return false;
        const had = Object.prototype.hasOwnProperty.call(t, key);
        const before = t[key];
        const length = Array.isArray(t) ? t.length : 0;
        t[key] = objects.admit(value, unwrap);
        reportChange(t, path, key, before, length);
        undo.push(() => {
          if (had) t[key] = before;
          else delete t[key];
          if (Array.isArray(t) && t.length !== length) t.length = length;
        });
        touch(t, path, key);
        if (Array.isArray(t) && t.length !== length) touch(t, path, "length");
        return true;
      },
      deleteProperty(t, key) {
        if (typeof key === "symbol" || !Object.prototype.hasOwnProperty.call(t, key)) return true;
        const before = t[key];
        delete t[key];
        reportChange(t, path, key, before, -1);
        undo.push(() => {
          t[key] = before;
        });
        touch(t, path, key);
        return true;
      },
      defineProperty() {
        throw new Error("The store's state takes plain assignments only");
      },
    });
    proxies.set(target, { path, proxy });
    targets.set(proxy, target);
    registerProxy(proxy, target);
    return proxy;
  };

  /** A reordering method run on the array itself; new elements are admitted, the array recorded whole. */
  const reorder =
    (array: unknown[], path: ReadonlyArray<string>, method: string) =>
    (...args: unknown[]): unknown => {
      const before = array.slice();
      const admitted = args.map((arg, i) => (entersArray(method, i) ? objects.admit(arg, unwrap) : unwrap(arg)));
      const fn = Reflect.get(Array.prototype, method) as (...a: unknown[]) => unknown;
      const answer = fn.apply(array, admitted);
      markReshaped(array);
      undo.push(() => {
        array.length = 0;
        array.push(...before);
      });
      touch(array, path, WHOLE);
      return answer === array ? wrap(array as unknown as StateNode, path) : answer;
    };

  const undoAll = (): void => {
    if (undo.length > 0) markEverythingChanged();
    for (let i = undo.length - 1; i >= 0; i -= 1) undo[i]?.();
  };
  try {
    const result = mutate(wrap(root as StateNode, []) as D);
    return { result, ops: opsOf(root, touched), undo: undoAll };
  } catch (error) {
    undoAll();
    throw error;
  }
};

const resolve = (root: object, path: ReadonlyArray<string>): unknown => {
  let at: unknown = root;
  for (const key of path) {
    if (!isStateNode(at) || !Object.prototype.hasOwnProperty.call(at, key)) return undefined;
    at = at[key];
  }
  return at;
};

/**
 * The ops, in the order things were first changed. An object no longer at the path it was reached
 * by (moved or replaced in the same update) cannot be addressed: its whole top-level collection is
 * journaled instead.
 */
const opsOf = (root: object, touched: Map<object, Touched>): StateOp[] => {
  const ops: StateOp[] = [];
  const wholeTops = new Set<string>();
  for (const [target, { path, keys, lengthBefore }] of touched) {
    const top = path[0];
    if (top !== undefined && wholeTops.has(top)) continue;
    if (resolve(root, path) !== target) {
      if (top === undefined) throw new Error("The store's root was replaced");
      wholeTops.add(top);
      ops.push({ op: "set", path: [top], value: (root as StateNode)[top] });
      continue;
    }
    const t = target as StateNode;
    if (keys.has(WHOLE)) {
      ops.push({ op: "set", path, value: t });
      continue;
    }
    const ordered = [...keys].filter((k) => k !== "length");
    // Setting an index past the end lengthens an array by itself; only a length the sets do not
    // explain (the array was shortened) needs its own op.
    if (Array.isArray(t) && keys.has("length")) {
      const implied = ordered.reduce(
        (longest, k) => (Object.prototype.hasOwnProperty.call(t, k) ? Math.max(longest, Number(k) + 1) : longest),
        lengthBefore,
      );
      if (t.length !== implied) ordered.push("length");
    }
    for (const key of ordered) {
      if (Object.prototype.hasOwnProperty.call(t, key)) ops.push({ op: "set", path: [...path, key], value: t[key] });
      else ops.push({ op: "delete", path: [...path, key] });
    }
  }
  return withoutCovered(ops);
};

const SEPARATOR = "\u0000";

/**
 * Drops the ops inside a subtree that another op sets whole, and repeats. That op carries the subtree's final
 * value, so they add nothing; and they may name a path that exists only after it (an element
 * changed, then its array reordered, then the element changed again at its new index), which a
 * replay in order could not reach.
 */
const withoutCovered = (ops: StateOp[]): StateOp[] => {
  const set = new Set(ops.filter((op) => op.op === "set").map((op) => op.path.join(SEPARATOR)));
  const seen = new Set<string>();
  return ops.filter((op) => {
    for (let length = op.path.length - 1; length > 0; length -= 1)
      if (set.has(op.path.slice(0, length).join(SEPARATOR))) return false;
    // The same path set twice (a reordered array that is also a moved element's collection): the
    // values are the same final object, once is enough.
    const key = `${op.op}${SEPARATOR}${op.path.join(SEPARATOR)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
