import { describe, expect, it } from "vitest";
import { FREE_ANSWER_MAX, TEXT_LIMITS, normalizeAnswerText, overLimitError } from "./text-limits";

describe("text limits (issue #15)", () => {
  it("names one limit per field", () => {
    expect(TEXT_LIMITS).toEqual({ freeAnswer: FREE_ANSWER_MAX, discussion: 2000, review: 2000, comment: 2000 });
    expect(FREE_ANSWER_MAX).toBe(10000);
  });

  it("refuses only what is over the limit, with the SPEC §5 message", () => {
    expect(overLimitError(10000, FREE_ANSWER_MAX)).toBeUndefined();
    expect(overLimitError(12000, FREE_ANSWER_MAX)).toBe("Не должно превышать 10000 символов");
  });

  it("keeps the first line's indentation and every inner blank line of an answer", () => {
    expect(normalizeAnswerText("\n  \n    def f():\n\n        return 1\n  \n")).toBe(
      "    def f():\n\n        return 1",
    );
    expect(normalizeAnswerText("   \t ")).toBe("");
    expect(normalizeAnswerText("\r\n  x")).toBe("  x");
  });
});
