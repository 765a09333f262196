import * as Schema from "effect/Schema";
import { DomainState } from "../model/state";

/**
 * Events of the log itself (issue #21), beside the model's own:
 * - `StateSnapshot`: the whole model at this point. A ring that pushed out its oldest entries starts
 *   with one (the model at its first kept seq), and a page that reloaded starts its part with one
 *   (the model the new page starts from), so a log replays to the page's state from its first entry.
 * - `ServerRead`: what a read of the API answered (its path and body, redacted like every event),
 *   so a replay answers the screens' reads from the log with the network off. The model ignores it.
 * - `SessionIdentified`: who recorded the log (the role; the name as the profile gave it). A replay
 *   shows the screens of that role, with no sign-in. The model ignores it.
 */
export const StateSnapshot = Schema.TaggedStruct("StateSnapshot", {
  reason: Schema.Literals(["wrap", "reload"]),
  state: DomainState,
});
export const ServerRead = Schema.TaggedStruct("ServerRead", { path: Schema.String, body: Schema.Unknown });
export const SessionIdentified = Schema.TaggedStruct("SessionIdentified", {
  role: Schema.NullOr(Schema.String),
  allRoles: Schema.Array(Schema.String),
});

export const LogEvent = Schema.Union([StateSnapshot, ServerRead, SessionIdentified]);
export type LogEvent = typeof LogEvent.Type;
