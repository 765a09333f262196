import * as Schema from "effect/Schema";
import { ReviewLockView } from "../api/review";
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
 * - `PageFailed` (issue #33): the page failed (`what`: a chunk that did not load, an error's message)
 *   at `path`; `reload` when the app reloads by itself after it (SPEC §4), false when the failure page
 *   shows. The failure page's log ends with it. The model ignores it.
 * - `PageOpened` (issue #33 row 10): the address the window went to (the constructor's selection is in
 *   it), so a replay opens the lesson the author had open. The model ignores it.
 * - `ReviewLockChanged` (issue #34): the review desk took a work's lock or learned who holds it
 *   (`lock`), or let it go (null), so a replay shows the same `Проверяет …`. The model ignores it.
 */
export const StateSnapshot = Schema.TaggedStruct("StateSnapshot", {
  reason: Schema.Literals(["wrap", "reload"]),
  state: DomainState,
});
export const ServerRead = Schema.TaggedStruct("ServerRead", { path: Schema.String, body: Schema.Unknown });
export type ServerRead = typeof ServerRead.Type;
export const SessionIdentified = Schema.TaggedStruct("SessionIdentified", {
  role: Schema.NullOr(Schema.String),
  allRoles: Schema.Array(Schema.String),
});

export const PageFailed = Schema.TaggedStruct("PageFailed", {
  what: Schema.String,
  path: Schema.String,
  reload: Schema.Boolean,
});
export type PageFailed = typeof PageFailed.Type;

export const PageOpened = Schema.TaggedStruct("PageOpened", { path: Schema.String });
export type PageOpened = typeof PageOpened.Type;

export const ReviewLockChanged = Schema.TaggedStruct("ReviewLockChanged", {
  submission: Schema.Number,
  lock: Schema.NullOr(ReviewLockView),
});
export type ReviewLockChanged = typeof ReviewLockChanged.Type;

export const LogEvent = Schema.Union([
  StateSnapshot,
  ServerRead,
  SessionIdentified,
  PageFailed,
  PageOpened,
  ReviewLockChanged,
]);
export type LogEvent = typeof LogEvent.Type;
