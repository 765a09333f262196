import {
  CourseHistoryPage,
  NamedVersion,
  NewVersion,
  VersionDiff,
  VersionView as VersionAnswer,
} from "@app/domain/api/course-history";
import type { HttpClient } from "./http-client";

/** The answers' shapes are the domain's (domain/src/api/course-history.ts), the ones the server answers with. */
export type HistoryPage = CourseHistoryPage;
export type VersionView = VersionAnswer["data"];
export type HistoryDiff = VersionDiff["data"];

export type HistoryFilter = { readonly section?: string | undefined; readonly lesson?: string | undefined };
export type RestoreTarget = { readonly lessonID?: string; readonly blockID?: string };

/** docs/api.md "Course history" (issue #22): the list, one version, the diff, restore and discard. */
export const courseHistoryApi = (client: HttpClient) => ({
  list: (courseId: number, page: number, perPage: number, filter: HistoryFilter = {}) =>
    client.request(`courses/${courseId}/history`, {
      schema: CourseHistoryPage,
      query: { page, per_page: perPage, section: filter.section, lesson: filter.lesson },
    }),
  version: (courseId: number, version: number) =>
    client.request(`courses/${courseId}/history/${version}`, { schema: VersionAnswer }).then((answer) => answer.data),
  /** Defaults: from the published version to the draft. */
  diff: (courseId: number, from: number | "published" = "published", to: number | "draft" = "draft") =>
    client
      .request(`courses/${courseId}/history/diff`, {
        schema: VersionDiff,
        query: { from: String(from), to: String(to) },
      })
      .then((answer) => answer.data),
  /** A new version equal to `version` (or the current course with one lesson / block as it was there); `current` guards against a stale view (409). */
  restore: (courseId: number, version: number, current: number, target: RestoreTarget = {}) =>
    client
      .request(`courses/${courseId}/history/${version}/restore`, {
        method: "POST",
        body: { version: current, ...target },
        schema: NewVersion,
      })
      .then((answer) => answer.data.version),
  /** A new version equal to the published course. */
  discard: (courseId: number, current: number) =>
    client
      .request(`courses/${courseId}/history/discard`, {
        method: "POST",
        body: { version: current },
        schema: NewVersion,
      })
      .then((answer) => answer.data.version),
  /** Names a version (an empty name removes it); answers its entry (issue #29). */
  name: (courseId: number, version: number, name: string) =>
    client
      .request(`courses/${courseId}/history/${version}/name`, { method: "PUT", body: { name }, schema: NamedVersion })
      .then((answer) => answer.data),
});

export type CourseHistoryApi = ReturnType<typeof courseHistoryApi>;
