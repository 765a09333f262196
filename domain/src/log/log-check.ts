import type { DomainEvent } from "../model/event";
import type { DomainState } from "../model/state";
import { eventAreaOf } from "../model/areas";
import { violation as v, type Violation } from "./violation";

export type { InvariantCode, Violation } from "./violation";
export { orderViolations, stateViolations } from "./order-violations";

/**
 * A gap in `seq` (issue #33): entries between two were lost (cut out by hand, a broken copy). A log
 * that wrapped or reloaded has none: its snapshot takes the seq of the last entry it stands for.
 */
export const seqGapViolations = (previousSeq: number | null, seq: number): Violation[] =>
  previousSeq === null || seq === previousSeq + 1
    ? []
    : [
        v(
          "seq-gap",
          seq - previousSeq === 2
            ? `перед ней нет записи seq ${previousSeq + 1}: номера seq идут без пропусков`
            : `перед ней нет записей seq ${previousSeq + 1}–${seq - 1}: номера seq идут без пропусков`,
        ),
      ];

/**
 * What the event names that does not exist, or creates that exists already (the state before it):
 * the area the event belongs to checks it (its `violations`).
 */
export const eventViolations = (before: DomainState, event: DomainEvent): Violation[] =>
  eventAreaOf(event).violations(before, event);
