import { describe, expect, it } from "vitest";
import { socialTextErrors } from "./social-text";

describe("a social text", () => {
  it("is required once trimmed, and at most max characters", () => {
    expect(socialTextErrors("   ", 10, "Напишите сообщение")).toEqual(["Напишите сообщение"]);
    expect(socialTextErrors("  ровно10сим ", 10, "x")).toEqual([]);
    expect(socialTextErrors("одиннадцать", 10, "x")).toEqual(["Не должно превышать 10 символов"]);
  });
});
