import type { OrderOps, OrderPlace } from "./content-patch";

/**
 * The fewest steps that turn `before` into `after` (issue #29): the ids of `before` that `after`
 * leaves out are `removed`; of the rest, the longest run that keeps its relative order stays, and
 * every other id of `after` (moved or new) is `placed` after its left neighbour in `after`, in
 * `after`'s order. One add or one move is one step. Costs O(n log n).
 */
export const diffOrder = (before: ReadonlyArray<string>, after: ReadonlyArray<string>): OrderOps => {
  const inAfter = new Set(after);
  const removed = before.filter((id) => !inAfter.has(id));
  const rank = new Map<string, number>();
  for (const id of before) if (inAfter.has(id)) rank.set(id, rank.size);
  const stays = longestIncreasing(
    after.flatMap((id) => (rank.has(id) ? [id] : [])),
    rank,
  );
  const placed: OrderPlace[] = [];
  after.forEach((id, i) => {
    if (!stays.has(id)) placed.push({ id, after: i === 0 ? null : (after[i - 1] ?? null) });
  });
  return { ...(removed.length > 0 ? { removed } : {}), ...(placed.length > 0 ? { placed } : {}) };
};

/** The ids of one longest subsequence of `ids` whose ranks increase (patience sorting). */
const longestIncreasing = (ids: ReadonlyArray<string>, rank: ReadonlyMap<string, number>): Set<string> => {
  /** tails[k]: the index in `ids` of the smallest last rank of an increasing run of length k + 1. */
  const tails: number[] = [];
  const previous: number[] = [];
  const rankAt = (i: number): number => rank.get(ids[i] ?? "") ?? 0;
  ids.forEach((_, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rankAt(tails[mid] ?? 0) < rankAt(i)) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? (tails[lo - 1] ?? -1) : -1;
    tails[lo] = i;
  });
  const out = new Set<string>();
  for (let i = tails[tails.length - 1] ?? -1; i >= 0; i = previous[i] ?? -1) out.add(ids[i] ?? "");
  return out;
};

/** Why a change does not apply to an order: a removed id it does not hold, or a place after an id it does not hold. */
export type OrderRefusal = { readonly _tag: "unknownId" | "badPosition"; readonly id: string };

export type OrderApplied =
  { readonly ok: true; readonly order: ReadonlyArray<string> } | { readonly ok: false; readonly refusal: OrderRefusal };

/**
 * `order` after `ops`: the removed ids go (each must be in it), then each step puts its id right
 * after its `after` (which must be in the order then, and is not the id itself) or first. Whether
 * a put-in id exists elsewhere is the caller's to check. Pure; the server's save, the replay of the
 * history and the history's description of a save all apply a change with this.
 */
export const applyOrderOps = (order: ReadonlyArray<string>, ops: OrderOps): OrderApplied => {
  const list = order.slice();
  for (const id of ops.removed ?? []) {
    const at = list.indexOf(id);
    if (at < 0) return { ok: false, refusal: { _tag: "unknownId", id } };
    list.splice(at, 1);
  }
  for (const { id, after } of ops.placed ?? []) {
    const from = list.indexOf(id);
    if (from >= 0) list.splice(from, 1);
    const to = after === null ? 0 : list.indexOf(after) + 1;
    if (to === 0 && after !== null) return { ok: false, refusal: { _tag: "badPosition", id: after } };
    list.splice(to, 0, id);
  }
  return { ok: true, order: list };
};

/** How many ids a change names: what it costs to send, against an order's length. */
const opsSize = (ops: OrderOps): number => (ops.removed?.length ?? 0) + 2 * (ops.placed?.length ?? 0);

/**
 * How a patch sends an order that went from `before` to `after`: its change when that names fewer
 * ids than the whole order, else the whole order. Undefined when the order is the same.
 */
export const orderChange = (
  before: ReadonlyArray<string>,
  after: ReadonlyArray<string>,
): { readonly order: ReadonlyArray<string> } | { readonly ops: OrderOps } | undefined => {
  if (before.length === after.length && before.every((id, i) => id === after[i])) return undefined;
  const ops = diffOrder(before, after);
  return opsSize(ops) < after.length ? { ops } : { order: after };
};
