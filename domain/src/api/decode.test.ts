import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { CourseContentResponse } from "./authoring";
import { emptyCourseBody } from "./course-content";
import { decodeWith } from "./decode";
import { MyCoursesPage } from "./passage";

const content = { data: { version: 3, course: emptyCourseBody("7", "Курс"), read_only: false, extra: "dropped" } };

describe("decodeWith", () => {
  it("answers what the Schema answers for valid input, excess keys dropped", () => {
    const fast = decodeWith(CourseContentResponse)(content);
    const reference = Schema.decodeUnknownResult(CourseContentResponse)(content);
    expect(Result.isSuccess(fast) && Result.isSuccess(reference)).toBe(true);
    if (Result.isSuccess(fast) && Result.isSuccess(reference)) {
      expect(fast.success).toEqual(reference.success);
      expect(fast.success.data).not.toHaveProperty("extra");
    }
  });

  it("names every problem of invalid input with its path", () => {
    const broken = { data: { ...content.data, version: "3", course: { ...content.data.course, general: null } } };
    const result = decodeWith(CourseContentResponse)(broken);
    expect(Result.isFailure(result)).toBe(true);
    if (Result.isFailure(result))
      expect(result.failure.map((p) => p.path).sort()).toEqual(["data.course.general", "data.version"]);
  });

  it("checks refinements on the fast path too", () => {
    const Point = Schema.Struct({ x: Schema.Finite, page: MyCoursesPage });
    const page = { data: [], meta: { page: 1, per_page: 20, total: 0 } };
    expect(Result.isFailure(decodeWith(Point)({ x: Number.POSITIVE_INFINITY, page }))).toBe(true);
    expect(Result.isFailure(decodeWith(Point)({ x: 1, page: { ...page, meta: { ...page.meta, page: "1" } } }))).toBe(
      true,
    );
    expect(decodeWith(Point)({ x: 1, page })).toEqual(Result.succeed({ x: 1, page }));
  });
});
