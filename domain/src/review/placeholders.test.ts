import { describe, expect, it } from "vitest";
import { expandPlaceholders } from "./placeholders";

const values = { имя: "Сергей", фамилия: "Иванов", задание: "Эссе", курс: "Основы Python" };

describe("comment placeholders", () => {
  it("fills in the name, surname, task and course", () => {
    expect(expandPlaceholders("{имя} {фамилия}, перепишите «{задание}» ({курс}).", values)).toBe(
      "Сергей Иванов, перепишите «Эссе» (Основы Python).",
    );
  });

  it("ignores the case of the name and spaces inside the braces, and fills every occurrence", () => {
    expect(expandPlaceholders("{Имя}! { ИМЯ }?", values)).toBe("Сергей! Сергей?");
  });

  it("leaves unknown placeholders and missing or blank values as written", () => {
    expect(expandPlaceholders("{отчество}, {имя}", { имя: null })).toBe("{отчество}, {имя}");
    expect(expandPlaceholders("{курс}", { курс: "  " })).toBe("{курс}");
    expect(expandPlaceholders("{}{ {имя", values)).toBe("{}{ {имя");
  });

  it("does not expand a value that itself looks like a placeholder twice", () => {
    expect(expandPlaceholders("{имя} {курс}", { имя: "{курс}", курс: "X" })).toBe("{курс} X");
  });
});
