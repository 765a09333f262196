import type { WordPart } from "@app/domain/course-history/word-diff";

const isSpace = (part: WordPart): boolean => part.op === "same" && part.text.trim() === "";

/**
 * Changed words read as one change: a run of added and removed words with nothing but spaces shared
 * between them becomes one removed piece (the run as `before` has it) and one added piece (as `after`
 * has it). Otherwise `Установка и первая программа` → `Переменные: вторая правка` alternates a
 * <del> and an <ins> per word, since the spaces between words match.
 */
export const coalesceWords = (parts: ReadonlyArray<WordPart>): WordPart[] => {
  const out: WordPart[] = [];
  let index = 0;
  while (index < parts.length) {
    const part = parts[index];
    if (part === undefined) break;
    if (part.op === "same") {
      out.push(part);
      index += 1;
      continue;
    }
    // A run: changed parts, and spaces only when a changed part follows them.
    let end = index + 1;
    for (;;) {
      let next = end;
      while (next < parts.length && isSpace(parts[next] as WordPart)) next += 1;
      const after = parts[next];
      if (after === undefined || after.op === "same") break;
      end = next + 1;
    }
    const run = parts.slice(index, end);
    const removed = run
      .filter((piece) => piece.op !== "added")
      .map((piece) => piece.text)
      .join("");
    const added = run
      .filter((piece) => piece.op !== "removed")
      .map((piece) => piece.text)
      .join("");
    if (run.some((piece) => piece.op === "removed")) out.push({ op: "removed", text: removed });
    if (run.some((piece) => piece.op === "added")) out.push({ op: "added", text: added });
    index = end;
  }
  return out;
};
