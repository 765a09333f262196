import type { Envelope } from "@app/domain/log/envelope";
import { courseChangeOf } from "./course-changes";
import { remapEnvelopes } from "./remap-events";

/** A SaveConfirmed with no edit before it changes nothing on a freshly loaded course: drop it. */
export const trimConfirms = (entries: ReadonlyArray<Envelope>): ReadonlyArray<Envelope> => {
  const out: Envelope[] = [];
  let edits = 0;
  for (const entry of entries) {
    const kind = courseChangeOf(entry.event)?.kind;
    if (kind === "confirm" && edits === 0) continue;
    if (kind === "edit") edits += 1;
    out.push(entry);
  }
  return edits === 0 ? [] : out;
};

/**
 * The unsent events after the server stored everything up to `sentSeq`: the later ones, with the
 * temporary ids the server just replaced rewritten, so that they replay on the server's new copy.
 */
export const pendingAfterConfirm = (
  pending: ReadonlyArray<Envelope>,
  sentSeq: number,
  ids: ReadonlyMap<string, string>,
): ReadonlyArray<Envelope> =>
  trimConfirms(
    remapEnvelopes(
      pending.filter((entry) => entry.seq > sentSeq),
      ids,
    ),
  );
