import { describe, expect, it } from "vitest";
import { emptyCourseBody } from "../api/course-content";
import { withoutSecrets } from "./course-secrets";

describe("withoutSecrets (issue #32 row 9)", () => {
  it("drops the join link and keeps everything else", () => {
    const body = emptyCourseBody("7", "Курс");
    const linked = {
      ...body,
      settings: { ...body.settings, accesses: { ...body.settings.accesses, link: "/join/s3cr3t" } },
    };
    const copy = withoutSecrets(linked);
    expect(copy.settings.accesses.link).toBe("");
    expect(JSON.stringify(copy)).not.toContain("s3cr3t");
    expect(withoutSecrets(copy)).toEqual(body);
    expect(linked.settings.accesses.link).toBe("/join/s3cr3t");
  });
});
