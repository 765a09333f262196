import { describe, expect, it } from "vitest";
import { draftWins, keptDraftTime } from "./draft-order";

describe("which draft of a free answer stays (issue #30)", () => {
  it("the one typed later wins; an older one coming back online does not", () => {
    expect(draftWins({ updatedAt: 2_000 }, { updatedAt: 1_000 })).toBe(true);
    expect(draftWins({ updatedAt: 1_000 }, { updatedAt: 2_000 })).toBe(false);
  });
  it("a tie keeps the draft already kept; anything beats no draft", () => {
    expect(draftWins({ updatedAt: 1_000 }, { updatedAt: 1_000 })).toBe(false);
    expect(draftWins({ updatedAt: 1 }, undefined)).toBe(true);
  });
  it("a draft without a time (an older app's) is the oldest", () => {
    expect(draftWins({ updatedAt: 1 }, {})).toBe(true);
    expect(draftWins({}, { updatedAt: 1 })).toBe(false);
  });
  it("a device clock ahead of the server's is cut to the server's now", () => {
    expect(keptDraftTime(5_000, 3_000)).toBe(3_000);
    expect(keptDraftTime(2_000, 3_000)).toBe(2_000);
  });
});
