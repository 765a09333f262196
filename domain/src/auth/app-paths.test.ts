import { describe, expect, it } from "vitest";
import { isAppPath } from "./app-paths";

describe("isAppPath (issue #31)", () => {
  it("knows the app's pages, with their ids and tabs", () => {
    for (const path of [
      "/",
      "/course",
      "/school/1",
      "/myCourses/1/lessons/2/3",
      "/createdCourses/5/about",
      "/password/reset",
    ])
      expect(isAppPath(path), path).toBe(true);
  });
  it("takes nothing else for a page", () => {
    for (const path of ["/robots.txt", "/sitemap.xml", "/no/such/page", "/wp-admin", "/favicon.ico"])
      expect(isAppPath(path), path).toBe(false);
  });
});
