import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffWords, WORD_DIFF_CELLS, type WordPart } from "./word-diff";

const joined = (parts: ReadonlyArray<WordPart>, keep: WordPart["op"]): string =>
  parts
    .filter((p) => p.op === "same" || p.op === keep)
    .map((p) => p.text)
    .join("");

const words = fc
  .array(fc.constantFrom("кот", "пёс", "мяч", "дом", " ", "  ", "\n", "и,"), { maxLength: 30 })
  .map((w) => w.join(""));

describe("the inline diff of two texts", () => {
  it("marks the changed words only", () => {
    expect(diffWords("Переменная хранит число", "Переменная хранит значение")).toEqual([
      { op: "same", text: "Переменная хранит " },
      { op: "removed", text: "число" },
      { op: "added", text: "значение" },
    ]);
    expect(diffWords("Цикл for", "Цикл for и цикл while")).toEqual([
      { op: "same", text: "Цикл for" },
      { op: "added", text: " и цикл while" },
    ]);
    expect(diffWords("", "")).toEqual([]);
    expect(diffWords("то же", "то же")).toEqual([{ op: "same", text: "то же" }]);
  });

  it("same and added give the later text, same and removed the earlier; no two neighbours of one kind", () => {
    fc.assert(
      fc.property(words, words, (before, after) => {
        const parts = diffWords(before, after);
        expect(joined(parts, "added")).toBe(after);
        expect(joined(parts, "removed")).toBe(before);
        parts.forEach((p, i) => {
          expect(p.text).not.toBe("");
          if (i > 0) expect(parts[i - 1]?.op).not.toBe(p.op);
        });
      }),
    );
  });

  it("a text too long to compare word by word is shown replaced between its shared start and end", () => {
    const size = Math.ceil(Math.sqrt(WORD_DIFF_CELLS));
    const before = `Начало ${Array.from({ length: size }, (_, i) => `a${i}`).join(" ")} конец`;
    const after = `Начало ${Array.from({ length: size }, (_, i) => `b${i}`).join(" ")} конец`;
    const parts = diffWords(before, after);
    expect(parts.map((p) => p.op)).toEqual(["same", "removed", "added", "same"]);
    expect(joined(parts, "added")).toBe(after);
  });
});
