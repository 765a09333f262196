import { describe, expect, it } from "vitest";
import { commentError } from "./comment-rules";

describe("the reviewer's comment", () => {
  it("is required to send work back, blank counting as empty", () => {
    expect(commentError("", "rework")).toBe("Обязательное поле");
    expect(commentError("   \n", "rework")).toBe("Обязательное поле");
    expect(commentError("Добавьте проверку ввода", "rework")).toBeUndefined();
  });

  it("may be empty to accept", () => {
    expect(commentError("", "accept")).toBeUndefined();
  });

  it("is at most 2000 characters once trimmed, for both decisions", () => {
    expect(commentError(`${"а".repeat(2000)}   `, "accept")).toBeUndefined();
    expect(commentError("а".repeat(2001), "accept")).toBe("Не должно превышать 2000 символов");
    expect(commentError("а".repeat(2001), "rework")).toBe("Не должно превышать 2000 символов");
  });
});
