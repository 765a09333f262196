import { castDraft, type Draft } from "immer";
import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import type { CourseRecord } from "@app/domain/api/courses";
import type { ContentPatch } from "@app/domain/course/content-patch";
import type { DbData } from "../store/db-schema";
import type { DbDraft } from "../store/store";
import { sameContent } from "@app/domain/course-history/content-only";
import type { ChangedIds, VersionKind } from "@app/domain/course-history/history-entry";
import type { CourseHistoryRecord, VersionRecord } from "./history-record";
import { snapshotBefore } from "./open-version";
import { pruneHistory } from "./retention";
import { contentOfCourse, historyOfCourse, schoolById } from "../store/lookups";

/**
 * A snapshot is kept at the first version and then whenever the patches since the last one add up to
 * more than that snapshot's size (so the history is at most about twice the patches plus one course
 * per fold), or after this many saves (so opening a version replays at most this many patches; a
 * version of several saves holds a patch for each).
 */
export const MAX_VERSIONS_BETWEEN_SNAPSHOTS = 500;

/** The summary line of a version that holds a whole course (the first one, a copy, an import). */
export const WHOLE_COURSE_SUMMARY: Readonly<Record<"created" | "copy" | "import", string>> = {
  created: "Курс создан",
  copy: "Курс создан копированием",
  import: "Курс создан импортом",
};

export const historyOf = (db: DbData, courseId: number): CourseHistoryRecord | undefined =>
  historyOfCourse(db.courseHistories, courseId);

const ownerOf = (db: DbData, schoolId: number): number | null => schoolById(db.schools, schoolId)?.owner_id ?? null;

/**
 * A course's history as it starts: one "created" version holding the draft as it is now, by the
 * school's owner, at the course's creation time. A course saved before histories existed (the seeded
 * ones, an old data file) gets it when it is first needed, so nothing is written at start.
 */
export const baselineHistory = (db: DbData, course: CourseRecord): CourseHistoryRecord => {
  const content = contentOfCourse(db.courseContents, course.id);
  const draft = content?.draft ?? emptyCourseBody(String(course.id), course.name);
  const snapshot = JSON.stringify(draft);
  const published = content !== undefined && content.published !== null && sameContent(content.published, draft);
  return {
    course_id: course.id,
    published: published ? [course.version] : [],
    snapshot_bytes: snapshot.length,
    bytes_since_snapshot: 0,
    versions_since_snapshot: 0,
    pruned_at: null,
    records: [
      {
        version: course.version,
        saved_at: course.created_at,
        author_id: ownerOf(db, course.school_id),
        kind: "created",
        summary: [WHOLE_COURSE_SUMMARY.created],
        changed: { modules: [], lessons: [], tasks: [], blocks: [] },
        restored_from: null,
        snapshot,
      },
    ],
  };
};

/**
 * The course's history inside an update, started from its current draft when it has none yet.
 * `raw` is the store's state itself (`store.data`), read for the baseline without the update's proxy.
 */
export const ensureHistory = (db: DbDraft, raw: DbData, course: CourseRecord): Draft<CourseHistoryRecord> => {
  const existing = historyOfCourse(db.courseHistories, course.id);
  if (existing !== undefined) return existing;
  db.courseHistories.push(castDraft(baselineHistory(raw, course)));
  const created = db.courseHistories[db.courseHistories.length - 1];
  if (created === undefined) throw new Error("the history was not added");
  return created;
};

/** A new course's history: its first version holds the whole course (created, copied or imported). */
export const startHistory = (
  db: DbDraft,
  courseId: number,
  body: CourseBody,
  entry: { readonly kind: "created" | "copy" | "import"; readonly author_id: number | null; readonly now: string },
): void => {
  const snapshot = JSON.stringify(body);
  db.courseHistories.push(
    castDraft({
      course_id: courseId,
      published: [],
      snapshot_bytes: snapshot.length,
      bytes_since_snapshot: 0,
      versions_since_snapshot: 0,
      pruned_at: null,
      records: [
        {
          version: 1,
          saved_at: entry.now,
          author_id: entry.author_id,
          kind: entry.kind,
          summary: [WHOLE_COURSE_SUMMARY[entry.kind]],
          changed: { modules: [], lessons: [], tasks: [], blocks: [] },
          restored_from: null,
          snapshot,
        },
      ],
    }),
  );
};

export type VersionFacts = {
  readonly version: number;
  readonly now: string;
  readonly author_id: number | null;
  readonly kind: VersionKind;
  readonly restored_from: number | null;
  readonly summary: ReadonlyArray<string>;
  readonly changed: ChangedIds;
};

/** How long draft versions are kept, and when retention last ran, for `appendVersion`. */
export type Retention = { readonly days: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs retention on a course at most once a day, in the update of a save, after the save's version
 * is appended (so the version it keeps as the newest is the new draft). The snapshot rule's counters
 * are read again from what is left.
 */
export const maybePrune = (history: Draft<CourseHistoryRecord>, now: string, retention: Retention): void => {
  if (retention.days <= 0) return;
  const at = Date.parse(now);
  if (history.pruned_at !== null && at - Date.parse(history.pruned_at) < DAY_MS) return;
  history.pruned_at = now;
  const cutoff = new Date(at - retention.days * DAY_MS).toISOString();
  const pruned = pruneHistory(history.course_id, history.records, history.published, cutoff);
  if (pruned === history.records) return;
  history.records = castDraft([...pruned]);
  const last = snapshotBefore(pruned, pruned.length - 1);
  const snapshot = pruned[last];
  // The patches after the last snapshot: the later saves of its own session, then every later version's.
  const patches = [
    ...(snapshot?.steps ?? []).map((step) => step.patch),
    ...pruned
      .slice(last + 1)
      .flatMap((r) => [...(r.patch === undefined ? [] : [r.patch]), ...(r.steps ?? []).map((step) => step.patch)]),
  ];
  history.snapshot_bytes = snapshot?.snapshot?.length ?? 0;
  history.bytes_since_snapshot = patches.reduce((sum, patch) => sum + patch.length, 0);
  history.versions_since_snapshot = patches.length;
};

/**
 * Whether a change of `bytes` is due to be kept as a snapshot instead (the snapshot rule above): the
 * patches since the last snapshot would outweigh it, or too many saves have passed since it.
 */
export const snapshotDue = (history: Draft<CourseHistoryRecord>, bytes: number): boolean =>
  history.bytes_since_snapshot + bytes > history.snapshot_bytes ||
  history.versions_since_snapshot + 1 >= MAX_VERSIONS_BETWEEN_SNAPSHOTS;

/**
 * Appends the version a save made, in the save's own update (so an acknowledged save always has its
 * version and a failed one has none). A change is kept as its patch and the ids it was given, unless
 * the snapshot rule asks for the whole draft after it (`after`, read only then).
 */
export const appendVersion = (
  history: Draft<CourseHistoryRecord>,
  facts: VersionFacts,
  change: { readonly patch: ContentPatch; readonly ids: ReadonlyArray<string> } | null,
  after: () => CourseBody,
  retention: Retention,
): void => {
  const base = {
    version: facts.version,
    saved_at: facts.now,
    author_id: facts.author_id,
    kind: facts.kind,
    summary: [...facts.summary],
    changed: {
      modules: [...facts.changed.modules],
      lessons: [...facts.changed.lessons],
      tasks: [...facts.changed.tasks],
      blocks: [...facts.changed.blocks],
    },
    restored_from: facts.restored_from,
  };
  if (change !== null) {
    const patch = JSON.stringify(change.patch);
    if (!snapshotDue(history, patch.length)) {
      const record: VersionRecord = { ...base, patch, ids: [...change.ids] };
      history.records.push(castDraft(record));
      history.bytes_since_snapshot += patch.length;
      history.versions_since_snapshot += 1;
      maybePrune(history, facts.now, retention);
      return;
    }
  }
  const snapshot = JSON.stringify(after());
  history.records.push(castDraft({ ...base, snapshot }));
  history.snapshot_bytes = snapshot.length;
  history.bytes_since_snapshot = 0;
  history.versions_since_snapshot = 0;
  maybePrune(history, facts.now, retention);
};

/**
 * Publishing marks the newest version (the draft's content: a save of settings alone makes no
 * version) and ends its editing session: the published version never changes (issue #29).
 */
export const markPublished = (db: DbDraft, raw: DbData, course: CourseRecord): void => {
  const history = ensureHistory(db, raw, course);
  const newest = history.records[history.records.length - 1]?.version ?? course.version;
  if (!history.published.includes(newest)) history.published.push(newest);
  delete history.session;
};
