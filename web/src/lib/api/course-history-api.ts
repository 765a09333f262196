import * as Schema from "effect/Schema";
import { CourseBody } from "@app/domain/api/course-content";
import { CourseChange } from "@app/domain/course-history/course-change";
import { VersionEntry } from "@app/domain/course-history/history-entry";
import type { HttpClient } from "./http-client";

/** GET /api/courses/{id}/history: a page of versions, newest first, and where the draft and the published copy are. */
export const HistoryPage = Schema.Struct({
  data: Schema.Array(VersionEntry),
  meta: Schema.Struct({
    page: Schema.Number,
    per_page: Schema.Number,
    total: Schema.Number,
    current_version: Schema.Number,
    published_version: Schema.NullOr(Schema.Number),
  }),
});
export type HistoryPage = typeof HistoryPage.Type;

/** GET /api/courses/{id}/history/{version}: the version's entry and the course as it was then. */
export const VersionResponse = Schema.Struct({ data: Schema.Struct({ entry: VersionEntry, course: CourseBody }) });
export type VersionView = (typeof VersionResponse.Type)["data"];

/** GET /api/courses/{id}/history/diff: the changes from one version to another. */
export const DiffResponse = Schema.Struct({
  data: Schema.Struct({ from: Schema.Number, to: Schema.Number, changes: Schema.Array(CourseChange) }),
});
export type HistoryDiff = (typeof DiffResponse.Type)["data"];

/** POST …/restore and …/discard: the new current version. */
export const NewVersionResponse = Schema.Struct({ data: Schema.Struct({ version: Schema.Number }) });

export type HistoryFilter = { readonly section?: string | undefined; readonly lesson?: string | undefined };
export type RestoreTarget = { readonly lessonID?: string; readonly blockID?: string };

/** docs/api.md "Course history" (issue #22): the list, one version, the diff, restore and discard. */
export const courseHistoryApi = (client: HttpClient) => ({
  list: (courseId: number, page: number, perPage: number, filter: HistoryFilter = {}) =>
    client.request(`courses/${courseId}/history`, {
      schema: HistoryPage,
      query: { page, per_page: perPage, section: filter.section, lesson: filter.lesson },
    }),
  version: (courseId: number, version: number) =>
    client.request(`courses/${courseId}/history/${version}`, { schema: VersionResponse }).then((answer) => answer.data),
  /** Defaults: from the published version to the draft. */
  diff: (courseId: number, from: number | "published" = "published", to: number | "draft" = "draft") =>
    client
      .request(`courses/${courseId}/history/diff`, {
        schema: DiffResponse,
        query: { from: String(from), to: String(to) },
      })
      .then((answer) => answer.data),
  /** A new version equal to `version` (or the current course with one lesson / block as it was there); `current` guards against a stale view (409). */
  restore: (courseId: number, version: number, current: number, target: RestoreTarget = {}) =>
    client
      .request(`courses/${courseId}/history/${version}/restore`, {
        method: "POST",
        body: { version: current, ...target },
        schema: NewVersionResponse,
      })
      .then((answer) => answer.data.version),
  /** A new version equal to the published course. */
  discard: (courseId: number, current: number) =>
    client
      .request(`courses/${courseId}/history/discard`, {
        method: "POST",
        body: { version: current },
        schema: NewVersionResponse,
      })
      .then((answer) => answer.data.version),
});

export type CourseHistoryApi = ReturnType<typeof courseHistoryApi>;
