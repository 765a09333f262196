import { describe, expect, it } from "vitest";
import { screenOf } from "./screen-of";

describe("history addresses", () => {
  it("reads the list, a version and the unpublished diff", () => {
    expect(screenOf("/createdCourses/7/history")).toEqual({ kind: "list" });
    expect(screenOf("/createdCourses/7/history/")).toEqual({ kind: "list" });
    expect(screenOf("/createdCourses/7/history/12")).toEqual({ kind: "version", version: 12 });
    expect(screenOf("/createdCourses/7/history/unpublished?x=1")).toEqual({ kind: "unpublished" });
    expect(screenOf("/createdCourses/7/history/abc")).toEqual({ kind: "list" });
  });
});
