import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { checkLog } from "@app/domain/log/check-log";
import { parseLog } from "@app/domain/log/decode-log";
import { EXIT, runReplay } from "./replay-cli";

/**
 * Issue #33, part 2: one invariant engine. Every shipped invariant fixture names the same first bad
 * entry under `--check`, `--bisect invariants` and the QA panel's mark (its check is `checkLog`, called
 * by web/src/features/qa-panel/use-log-check.ts). A fixture added to the folder is checked here too.
 */
const folder = fileURLToPath(new URL("../domain/src/log/fixtures/invariants", import.meta.url));
const fixtures = readdirSync(folder).filter((name) => name.endsWith(".json"));

describe("--check, --bisect invariants and the panel agree on every invariant fixture", () => {
  it("the folder holds the fixtures, the seq gap among them", () => {
    expect(fixtures).toEqual(expect.arrayContaining(["duplicate-id.json", "missing-reference.json", "seq-gap.json"]));
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
  });

  it.each(fixtures)("%s", async (name) => {
    const file = join(folder, name);
    const decoded = parseLog(readFileSync(file, "utf8"));
    if (Result.isFailure(decoded)) throw new Error(`${name} does not decode`);
    const panel = checkLog(decoded.success).bad;
    expect(panel, "the panel marks an entry").not.toBeNull();
    const code = name.replace(/\.json$/, "");
    expect(panel?.violations[0]?.code).toBe(code);

    const checked = await runReplay([file, "--check"]);
    expect(checked.code).toBe(EXIT.badLog);
    const checkedEntry = JSON.parse(checked.stdout) as { seq: number };
    const bisected = await runReplay([file, "--bisect", "invariants"]);
    expect(bisected.code).toBe(EXIT.ok);
    const bisect = JSON.parse(bisected.stdout) as { bisect: string; seq: number; index: number };

    expect({ check: checkedEntry.seq, bisect: bisect.seq, panel: panel?.entry.seq }).toEqual({
      check: panel?.entry.seq,
      bisect: panel?.entry.seq,
      panel: panel?.entry.seq,
    });
    expect(bisect).toMatchObject({ bisect: "turns-false", index: panel?.index });
    // Both name it in the same sentence and the same machine line.
    const line = `invariant-violation ${JSON.stringify({ seq: panel?.entry.seq, index: panel?.index, event: panel?.entry.event._tag, invariant: code })}`;
    expect(checked.stderr).toContain(line);
    expect(bisected.stderr).toContain(line);
    expect(checked.stderr.split("\n")[0]).toBe(bisected.stderr.split("\n")[0]);
    expect(checked.stderr).toMatch(
      new RegExp(`^Запись seq ${String(panel?.entry.seq)} \\(\\w+\\) нарушает инвариант: `),
    );
  });
});
