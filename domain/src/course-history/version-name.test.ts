import { describe, expect, it } from "vitest";
import { VERSION_NAME_MAX, versionNameErrors, versionNameOf } from "./version-name";

describe("a version's name", () => {
  it("is stored trimmed, and an empty one removes the name", () => {
    expect(versionNameOf("  Перед запуском ")).toBe("Перед запуском");
    expect(versionNameOf("   ")).toBeNull();
  });

  it("is at most 120 characters, without control characters", () => {
    expect(versionNameErrors("я".repeat(VERSION_NAME_MAX))).toEqual([]);
    expect(versionNameErrors("я".repeat(VERSION_NAME_MAX + 1))).toEqual(["Не должно превышать 120 символов"]);
    expect(versionNameErrors("")).toEqual([]);
    expect(versionNameErrors("a\u0007b")).not.toEqual([]);
  });
});
