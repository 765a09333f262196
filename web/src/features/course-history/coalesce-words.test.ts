import { describe, expect, it } from "vitest";
import { diffWords, type WordPart } from "@app/domain/course-history/word-diff";
import { coalesceWords } from "./coalesce-words";

const text = (parts: ReadonlyArray<WordPart>, skip: WordPart["op"]) =>
  parts
    .filter((part) => part.op !== skip)
    .map((part) => part.text)
    .join("");

describe("inline diff runs", () => {
  it("a rewritten phrase is one removed and one added piece, and both texts stay whole", () => {
    const before = "Урок: Установка и первая программа.";
    const after = "Урок: Переменные: вторая правка.";
    const parts = coalesceWords(diffWords(before, after));
    expect(parts).toEqual([
      { op: "same", text: "Урок: " },
      { op: "removed", text: "Установка и первая программа." },
      { op: "added", text: "Переменные: вторая правка." },
    ]);
    expect(text(parts, "removed")).toBe(after);
    expect(text(parts, "added")).toBe(before);
  });
  it("words added apart stay apart, with the shared word between them", () => {
    const parts = coalesceWords(diffWords("один три", "один два три четыре"));
    expect(text(parts, "removed")).toBe("один два три четыре");
    expect(parts.filter((part) => part.op === "same").map((part) => part.text.trim())).toContain("три");
  });
  it("two added words with a space between read as one", () => {
    expect(
      coalesceWords([
        { op: "same", text: "a " },
        { op: "added", text: "b" },
        { op: "same", text: " " },
        { op: "added", text: "c" },
      ]),
    ).toEqual([
      { op: "same", text: "a " },
      { op: "added", text: "b c" },
    ]);
  });
});
