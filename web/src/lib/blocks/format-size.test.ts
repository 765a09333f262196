import { describe, expect, it } from "vitest";
import { formatSize } from "./format-size";

describe("formatSize", () => {
  it("gives bytes, kilobytes and megabytes with a decimal comma", () => {
    expect(formatSize(512)).toBe("512 Б");
    expect(formatSize(22_191)).toBe("21,7 КБ");
    expect(formatSize(5 * 1024 * 1024)).toBe("5,0 МБ");
  });
  it("gives nothing for a size that is not one", () => {
    expect(formatSize(Number.NaN)).toBe("");
    expect(formatSize(-1)).toBe("");
  });
});
