import { describe, expect, it } from "vitest";
import { STUDENT_TABS } from "./route-chunks";
import { COURSE_TABS } from "../features/my-courses/course-tabs";

describe("the chunks named by screen", () => {
  it("name one chunk for every tab of the student's course screen", () => {
    expect(Object.keys(STUDENT_TABS).sort()).toEqual([...COURSE_TABS].sort());
  });
});
