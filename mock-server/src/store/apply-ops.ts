import type { StateOp } from "./transaction";
import { isStateNode } from "./state-node";
import { markEverythingChanged } from "./collection-changes";

/**
 * Replays journaled ops on a state, in place: plain property sets and deletes, exactly what the
 * update did. A path that does not lead anywhere means the journal and the snapshot disagree.
 */
export const applyOps = (root: object, ops: ReadonlyArray<StateOp>): void => {
  markEverythingChanged();
  for (const op of ops) {
    const { path } = op;
    let at: unknown = root;
    for (let i = 0; i < path.length - 1; i += 1) at = isStateNode(at) ? at[path[i] ?? ""] : undefined;
    const key = path[path.length - 1];
    if (!isStateNode(at) || key === undefined) throw new Error(`A journaled change leads nowhere: ${path.join(".")}`);
    if (op.op === "set") at[key] = op.value;
    else delete at[key];
  }
};
