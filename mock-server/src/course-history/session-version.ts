import { castDraft, type Draft } from "immer";
import * as Schema from "effect/Schema";
import type { CourseBody } from "@app/domain/api/course-content";
import type { ContentPatch } from "@app/domain/course/content-patch";
import { CourseChange } from "@app/domain/course-history/course-change";
import { continuesSession } from "@app/domain/course-history/editing-session";
import type { ChangedIds } from "@app/domain/course-history/history-entry";
import { joinChangedIds, joinChanges } from "@app/domain/course-history/session-changes";
import { summarizeChanges } from "@app/domain/course-history/summarize";
import type { CourseHistoryRecord } from "./history-record";
import { appendVersion, maybePrune, snapshotDue, type Retention } from "./record-version";

/** A save as its version records it: its changes with the server's ids (describeChange, remapChanges). */
export type SaveFacts = {
  readonly version: number;
  readonly now: string;
  readonly author_id: number | null;
  readonly kind: "save" | "restore" | "discard";
  readonly restored_from: number | null;
  readonly changes: ReadonlyArray<CourseChange>;
  readonly changed: ChangedIds;
};

const isChanges = Schema.is(Schema.Array(CourseChange));

/** Each save's changes of the open session; undefined when one does not decode (the save then starts a version). */
const sessionChanges = (
  history: Draft<CourseHistoryRecord>,
): ReadonlyArray<ReadonlyArray<CourseChange>> | undefined => {
  const saves: Array<ReadonlyArray<CourseChange>> = [];
  for (const text of history.session?.changes ?? []) {
    const value: unknown = JSON.parse(text);
    if (!isChanges(value)) return undefined;
    saves.push(value);
  }
  return saves;
};

/** Names keep their words (a name changed back is no change); other texts are not needed to join changes. */
const kept = (change: CourseChange): CourseChange =>
  change.field === "name" || change.field === "general.name" ? change : { ...change, before: null, after: null };

/** The author's `Сохранить` (or a publish) ends the newest version's session: the next save starts a new one. */
export const endSession = (history: Draft<CourseHistoryRecord>): void => {
  delete history.session;
};

/**
 * Records a save that changed the course's content (issue #29: one version per editing session), in
 * the save's own update. A save that continues the newest version's session (editing-session.ts)
 * goes into that version: its number and time move on, its lines and ids become the session's, and
 * its change follows as one more step (or the version becomes a snapshot when the snapshot rule says
 * so); otherwise it appends a version as before. `ends` (the author's `Сохранить`) closes the session
 * after this save. A save costs its own change: nothing is diffed against the course before the session.
 */
export const recordSave = (
  history: Draft<CourseHistoryRecord>,
  facts: SaveFacts,
  change: { readonly patch: ContentPatch; readonly ids: ReadonlyArray<string> } | null,
  after: () => CourseBody,
  retention: Retention,
  ends: boolean,
): void => {
  const newest = history.records[history.records.length - 1];
  const open =
    newest !== undefined &&
    facts.kind === "save" &&
    history.session?.version === newest.version &&
    continuesSession(
      {
        kind: newest.kind,
        author_id: newest.author_id,
        saved_at: newest.saved_at,
        published: history.published.includes(newest.version),
        open: true,
      },
      { author_id: facts.author_id, at: facts.now },
    );
  // The session's saves so far: read only when this save goes on with it.
  const earlier = open ? sessionChanges(history) : undefined;
  const continues = earlier !== undefined;
  if (!continues || newest === undefined || earlier === undefined) {
    appendVersion(
      history,
      { ...facts, summary: summarizeChanges(facts.changes), changed: facts.changed },
      change,
      after,
      retention,
    );
  } else {
    newest.since ??= newest.version;
    newest.version = facts.version;
    newest.saved_at = facts.now;
    newest.summary = summarizeChanges(joinChanges(...earlier, facts.changes));
    newest.changed = castDraft(joinChangedIds(newest.changed, facts.changed));
    const patch = change === null ? null : JSON.stringify(change.patch);
    if (patch !== null && change !== null && !snapshotDue(history, patch.length)) {
      const step = { patch, ids: [...change.ids] };
      if (newest.steps === undefined) newest.steps = castDraft([step]);
      else newest.steps.push(castDraft(step));
      history.bytes_since_snapshot += patch.length;
      history.versions_since_snapshot += 1;
    } else {
      delete newest.patch;
      delete newest.ids;
      delete newest.steps;
      const snapshot = JSON.stringify(after());
      newest.snapshot = snapshot;
      history.snapshot_bytes = snapshot.length;
      history.bytes_since_snapshot = 0;
      history.versions_since_snapshot = 0;
    }
    maybePrune(history, facts.now, retention);
  }
  // Each save keeps its own changes (appended: a save writes what it changed, not the session's).
  const own = JSON.stringify(facts.changes.map(kept));
  if (facts.kind !== "save" || ends) endSession(history);
  else if (continues && history.session !== undefined) {
    history.session.version = facts.version;
    history.session.changes.push(own);
  } else history.session = { version: facts.version, changes: [own] };
};
