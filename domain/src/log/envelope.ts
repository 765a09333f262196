import * as Schema from "effect/Schema";
import { DomainEvent } from "../model/event";

/** The version that this code writes. Older envelopes are migrated up to it before decoding. */
export const CURRENT_LOG_VERSION = 2;

/** One recorded event (GUIDE §4.5): sequence number, time (epoch ms), version, event. */
export const Envelope = Schema.Struct({
  seq: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  at: Schema.Finite,
  v: Schema.Literal(CURRENT_LOG_VERSION),
  event: DomainEvent,
});
export type Envelope = typeof Envelope.Type;

/** The raw shape every version shares, checked before migrating. */
export const RawEnvelope = Schema.Struct({
  seq: Schema.Finite,
  at: Schema.Finite,
  v: Schema.Int,
  event: Schema.Unknown,
});
export type RawEnvelope = typeof RawEnvelope.Type;

/** A log file is a JSON array of envelopes. */
export const envelope = (seq: number, at: number, event: DomainEvent): Envelope => ({
  seq,
  at,
  v: CURRENT_LOG_VERSION,
  event,
});
