import { describe, expect, it } from "vitest";
import { CONTROL_CHARS_MESSAGE, controlCharErrors, fieldsWithControlChars, hasControlChars } from "./control-chars";

describe("control characters (issue 16 row 12)", () => {
  it("refuses NUL and other C0 controls, DEL, bidi overrides and isolates, and lone surrogates", () => {
    for (const bad of [
      "a\u0000b",
      "\u0007",
      "\u001b[31m",
      "x\u007f",
      "abc\u202Etxt.exe",
      "\u202A",
      "\u2066x\u2069",
      "\uD800",
      "a\uDC00b",
      "\uDBFF",
    ]) {
      expect(hasControlChars(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it("keeps tab, line breaks, Cyrillic, emoji (paired surrogates) and ordinary punctuation", () => {
    for (const good of [
      "Курс по Python",
      "строка\nстрока",
      "a\tb",
      "win\r\nline",
      "😀 🎓",
      "«Ёлка» — №1 © ‰",
      "\u200F mark is not an override",
    ]) {
      expect(hasControlChars(good), JSON.stringify(good)).toBe(false);
    }
    expect(controlCharErrors("Курс")).toEqual([]);
    expect(controlCharErrors("Ку\u0000рс")).toEqual([CONTROL_CHARS_MESSAGE]);
  });

  it("names the top-level field of a body whose text holds one, at any depth", () => {
    expect(fieldsWithControlChars({ name: "ok", patch: { blocks: [{ text: "a\u202Eb" }] }, n: 3 })).toEqual(["patch"]);
    expect(fieldsWithControlChars({ full_name: "Иван\u0000", email: "a@b.ru" })).toEqual(["full_name"]);
    expect(fieldsWithControlChars({ ["k\u0000"]: "v" })).toEqual(["body"]);
    expect(fieldsWithControlChars(["\uD800"])).toEqual(["body"]);
    expect(fieldsWithControlChars({ name: "Курс", list: ["a", "б"] })).toEqual([]);
    expect(fieldsWithControlChars(null)).toEqual([]);
  });
});
