/** A piece of an inline text diff: words both texts share, or words only the later (added) or the earlier (removed) has. */
export type WordPart = { readonly op: "same" | "added" | "removed"; readonly text: string };

/** Above this many word pairs (after the common start and end are set aside) the middle is shown as replaced whole. */
export const WORD_DIFF_CELLS = 4_000_000;

/** Words and the spaces between them, as separate tokens: joined again they give the text back exactly. */
const tokens = (text: string): string[] => text.match(/\s+|\S+/g) ?? [];

const push = (out: WordPart[], op: WordPart["op"], text: string): void => {
  if (text === "") return;
  const prev = out[out.length - 1];
  if (prev && prev.op === op) out[out.length - 1] = { op, text: prev.text + text };
  else out.push({ op, text });
};

/** The longest common subsequence of two token lists, walked from the start: same, removed and added tokens. */
const lcs = (a: ReadonlyArray<string>, b: ReadonlyArray<string>, out: WordPart[]): void => {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  // L[i * width + j]: the length of the longest common subsequence of a[i..] and b[j..].
  const L = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      L[i * width + j] =
        a[i] === b[j]
          ? (L[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(L[(i + 1) * width + j] ?? 0, L[i * width + j + 1] ?? 0);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const [x, y] = [a[i] ?? "", b[j] ?? ""];
    if (x === y) {
      push(out, "same", x);
      i += 1;
      j += 1;
    } else if ((L[(i + 1) * width + j] ?? 0) >= (L[i * width + j + 1] ?? 0)) {
      push(out, "removed", x);
      i += 1;
    } else {
      push(out, "added", y);
      j += 1;
    }
  }
  for (; i < n; i += 1) push(out, "removed", a[i] ?? "");
  for (; j < m; j += 1) push(out, "added", b[j] ?? "");
};

/**
 * The words of `before` and `after` as an inline diff (issue #22: text changes shown inline): the
 * shared words as `same`, the rest as `removed` and `added`, adjacent pieces of one kind joined.
 * Joining the `same` and `added` pieces gives `after`; the `same` and `removed` ones give `before`.
 * The shared start and end cost a pass; the middle is a longest common subsequence of words, or, when
 * it is larger than WORD_DIFF_CELLS pairs, one removed piece and one added piece.
 */
export const diffWords = (before: string, after: string): WordPart[] => {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const out: WordPart[] = [];
  push(out, "same", a.slice(0, start).join(""));
  const [midA, midB] = [a.slice(start, a.length - end), b.slice(start, b.length - end)];
  if ((midA.length + 1) * (midB.length + 1) > WORD_DIFF_CELLS) {
    push(out, "removed", midA.join(""));
    push(out, "added", midB.join(""));
  } else lcs(midA, midB, out);
  push(out, "same", a.slice(a.length - end).join(""));
  return out;
};
