import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { CourseHistoryPage, VersionDiff } from "../api/course-history";
import { emptyCourseBody } from "../api/course-content";
import { decodeWith } from "../api/decode";
import { diffCourseBodies } from "./diff-bodies";
import type { VersionEntry } from "./history-entry";

const entry: VersionEntry = {
  version: 3,
  saved_at: "2026-11-24T10:00:00.000Z",
  author: { id: 2, name: "Анна", surname: "Петрова", email: "author@demo.ru" },
  kind: "save",
  summary: ["Изменено название курса"],
  published: false,
  restored_from: null,
  changed: { modules: [], lessons: [], tasks: [], blocks: [] },
};

describe("the history's answers", () => {
  it("a page of versions decodes as the server writes it; an unknown kind does not", () => {
    const page = {
      data: [entry],
      meta: { page: 1, per_page: 20, total: 1, current_version: 3, published_version: null },
    };
    expect(decodeWith(CourseHistoryPage)(page)).toEqual(Result.succeed(page));
    const bad = { ...page, data: [{ ...entry, kind: "edit" }] };
    const result = decodeWith(CourseHistoryPage)(bad);
    expect(Result.isFailure(result) && result.failure.map((p) => p.path)).toEqual(["data.0.kind"]);
  });

  it("a diff's changes decode as diffCourseBodies makes them", () => {
    const from = emptyCourseBody("7", "Курс");
    const to = { ...from, general: { ...from.general, name: { value: "Python" } } };
    const answer = { data: { from: 1, to: 2, changes: diffCourseBodies(from, to) } };
    expect(answer.data.changes).toHaveLength(1);
    expect(decodeWith(VersionDiff)(JSON.parse(JSON.stringify(answer)))).toEqual(Result.succeed(answer));
  });
});
