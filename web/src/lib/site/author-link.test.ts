import { describe, expect, it } from "vitest";
import { withAuthorParam } from "./author-link";

describe("withAuthorParam", () => {
  it("adds becomeAuthorModal=true and keeps the other parameters", () => {
    expect(withAuthorParam("/", "", true)).toBe("/?becomeAuthorModal=true");
    expect(withAuthorParam("/contacts", "utm=1&page=2", true)).toBe("/contacts?utm=1&page=2&becomeAuthorModal=true");
  });

  it("removes only that parameter on close", () => {
    expect(withAuthorParam("/contacts", "utm=1&becomeAuthorModal=true", false)).toBe("/contacts?utm=1");
    expect(withAuthorParam("/", "becomeAuthorModal=true", false)).toBe("/");
  });
});
