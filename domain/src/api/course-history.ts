import * as Schema from "effect/Schema";
import { CourseChange } from "../course-history/course-change";
import { VersionEntry } from "../course-history/history-entry";
import { CourseBody } from "./course-content";

/** GET /api/courses/{id}/history: a page of versions, newest first, and where the draft and the published copy are. */
export const CourseHistoryPage = Schema.Struct({
  data: Schema.Array(VersionEntry),
  meta: Schema.Struct({
    page: Schema.Number,
    per_page: Schema.Number,
    total: Schema.Number,
    current_version: Schema.Number,
    published_version: Schema.NullOr(Schema.Number),
    /**
     * The newest version, which holds the draft's content now (issue #29): below `current_version`
     * when later saves changed settings only, which make no version.
     */
    latest_version: Schema.optionalKey(Schema.Number),
  }),
});
export type CourseHistoryPage = typeof CourseHistoryPage.Type;

/** GET /api/courses/{id}/history/{version}: the version's entry and the course as it was then. */
export const VersionView = Schema.Struct({ data: Schema.Struct({ entry: VersionEntry, course: CourseBody }) });
export type VersionView = typeof VersionView.Type;

/** GET /api/courses/{id}/history/diff: the changes from one version to another. */
export const VersionDiff = Schema.Struct({
  data: Schema.Struct({ from: Schema.Number, to: Schema.Number, changes: Schema.Array(CourseChange) }),
});
export type VersionDiff = typeof VersionDiff.Type;

/** POST …/history/{version}/restore and …/history/discard: the new current version. */
export const NewVersion = Schema.Struct({ data: Schema.Struct({ version: Schema.Number }) });
export type NewVersion = typeof NewVersion.Type;

/** The body of POST …/history/{version}/restore: the version the author's view is at, and what to restore. */
export const RestoreRequest = Schema.Struct({
  version: Schema.Number,
  lessonID: Schema.optionalKey(Schema.String),
  blockID: Schema.optionalKey(Schema.String),
});
export type RestoreRequest = typeof RestoreRequest.Type;

/** The body of POST …/history/discard. */
export const DiscardRequest = Schema.Struct({ version: Schema.Number });
export type DiscardRequest = typeof DiscardRequest.Type;

/** The body of PUT …/history/{version}/name: the version's new name; empty removes it (issue #29). */
export const NameVersionRequest = Schema.Struct({ name: Schema.String });
export type NameVersionRequest = typeof NameVersionRequest.Type;

/** PUT …/history/{version}/name 200: the version's entry with its name. */
export const NamedVersion = Schema.Struct({ data: VersionEntry });
export type NamedVersion = typeof NamedVersion.Type;
