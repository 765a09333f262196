// After a failed browser run: what each failed test's page showed when it failed. Playwright writes
// it (the page's accessibility snapshot) into the test's error-context.md; a CI log that keeps only
// the console then still says what the page looked like, not only which locator was missing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const MAX_LINES = 80;

/** Lines of the snapshot a cut would hide and a failure often hinges on: the focused element, dialogs, alerts. */
const KEY_LINE = /\[active\]|^\s*- (?:dialog|alertdialog|alert)\b/;

/**
 * The page's snapshot in an error-context.md, at most MAX_LINES lines: the YAML block (under
 * "# Page snapshot" in some Playwright versions, right after the error details in others). When
 * it is cut, the hidden lines that name the focused element, a dialog or an alert follow the cut.
 */
const pageSnapshot = (text) => {
  const block = /```yaml\n([\s\S]*?)```/.exec(text);
  if (block === null) return null;
  const lines = block[1].trimEnd().split("\n");
  if (lines.length <= MAX_LINES) return lines.join("\n");
  const hidden = lines.slice(MAX_LINES).filter((line) => KEY_LINE.test(line));
  return [
    ...lines.slice(0, MAX_LINES),
    `… (${lines.length - MAX_LINES} more lines${hidden.length > 0 ? "; among them:" : ""})`,
    ...hidden,
  ].join("\n");
};

export const printFailedPages = (resultsDir) => {
  if (!existsSync(resultsDir)) return;
  for (const entry of readdirSync(resultsDir, { withFileTypes: true })) {
    const file = path.join(resultsDir, entry.name, "error-context.md");
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const snapshot = pageSnapshot(readFileSync(file, "utf8"));
    if (snapshot === null) continue;
    console.log(`\n── the page of ${entry.name} when it failed ──\n${snapshot}`);
  }
};
