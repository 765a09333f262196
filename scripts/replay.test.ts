import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { generateLog } from "@app/domain/generate/generate-log";
import { parseLog } from "@app/domain/log/decode-log";
import { serializeLog } from "@app/domain/log/stable-json";
import { printState } from "@app/domain/model/model-view";
import { replay as replayEvents } from "@app/domain/model/evolve";
import { initialState } from "@app/domain/model/state";
import * as Result from "effect/Result";
import { runReplay } from "./replay-cli";

const run = promisify(execFile);
/** Each run starts node + tsx; on a busy 2-core machine that can take many seconds. */
const SLOW = 120_000;
const root = fileURLToPath(new URL("..", import.meta.url));
const tsx = join(root, "node_modules", ".bin", "tsx");

/** Runs the CLI in this process: the same code as the command, without starting node and tsx each time. */
const replay = async (...args: string[]) => runReplay(args);

/** Runs the CLI as users do (tsx scripts/replay.ts ...), answering exit code, stdout and stderr. */
const command = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await run(tsx, [join(root, "scripts", "replay.ts"), ...args], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
};

describe.concurrent("npm run replay (scripts/replay.ts)", { timeout: SLOW }, () => {
  const dir = mkdtempSync(join(tmpdir(), "replay-"));
  const log = join(dir, "log.json");

  beforeAll(async () => {
    const generated = await replay("--generate", "400", "--seed", "7", "--out", log);
    expect(generated).toMatchObject({ code: 0, stdout: "" });
  }, SLOW);

  it("--generate writes the seeded generator's log (a pure function of the seed); N = 0 gives an empty log", async () => {
    expect(readFileSync(log, "utf8")).toBe(serializeLog(generateLog(400, 7)));
    expect(serializeLog(generateLog(400, 8))).not.toBe(serializeLog(generateLog(400, 7)));
    const empty = join(dir, "empty.json");
    await replay("--generate", "0", "--seed", "1", "--out", empty);
    expect(JSON.parse(readFileSync(empty, "utf8"))).toEqual([]);
    expect(JSON.parse(readFileSync(log, "utf8"))).toHaveLength(400);
  });

  it("the command prints only the final state as JSON with sorted keys, byte-identical to the in-process replay", async () => {
    const printed = await command(log);
    expect(printed.code).toBe(0);
    expect(printed.stderr).toBe("");
    const decoded = parseLog(readFileSync(log, "utf8"));
    if (Result.isFailure(decoded)) throw new Error("generated log does not decode");
    expect(printed.stdout).toBe(
      `${printState(
        replayEvents(
          decoded.success.map((e) => e.event),
          initialState(),
        ),
      )}\n`,
    );
    const state = JSON.parse(printed.stdout) as Record<string, unknown>;
    expect(Object.keys(state)).toEqual(["courses", "history", "passage"]);
    expect(Object.keys(state["courses"] as object).length).toBeGreaterThan(1);
  });

  it("--until SEQ stops early", async () => {
    const early = await replay(log, "--until", "1");
    expect(early.code).toBe(0);
    expect(Object.keys((JSON.parse(early.stdout) as { courses: object }).courses)).toEqual(["course-demo"]);
  });

  it("--check passes a sound log and prints the final state", async () => {
    const checked = await replay(log, "--check");
    expect(checked.code).toBe(0);
    const decoded = parseLog(readFileSync(log, "utf8"));
    if (Result.isFailure(decoded)) throw new Error("generated log does not decode");
    expect(checked.stdout).toBe(
      `${printState(
        replayEvents(
          decoded.success.map((e) => e.event),
          initialState(),
        ),
      )}\n`,
    );
  });

  it("--check names the first event that breaks an invariant", async () => {
    // A CourseLoaded whose module lists a lesson that does not exist: a dangling id.
    const entries = JSON.parse(readFileSync(log, "utf8")) as Array<{
      seq: number;
      event: { _tag: string; course?: { moduleList: Array<{ lessons: Array<{ lessonID: string }> }> } };
    }>;
    const loaded = structuredClone(entries[0]);
    const lesson = loaded?.event.course?.moduleList[0]?.lessons[0];
    if (!loaded || !lesson) throw new Error("fixture: the generated log starts with a CourseLoaded");
    loaded.seq = 6;
    loaded.event.course?.moduleList[0]?.lessons.push({ ...lesson });
    const broken = join(dir, "broken.json");
    writeFileSync(broken, JSON.stringify([...entries.slice(0, 5), loaded]));
    const checked = await replay(broken, "--check");
    expect(checked.code).toBe(1);
    expect(checked.stderr).toMatch(/^Запись seq 6 \(CourseLoaded\) нарушает инвариант: порядок /);
    expect(checked.stderr).toContain(
      'invariant-violation {"seq":6,"index":5,"event":"CourseLoaded","invariant":"order-not-permutation"}',
    );
    expect((JSON.parse(checked.stdout) as { seq: number }).seq).toBe(6);
  });

  it("--bisect PATH!=JSON names the first seq after which the predicate is false", async () => {
    const entries = JSON.parse(readFileSync(log, "utf8")) as Array<{
      seq: number;
      at: number;
      v: number;
      event: unknown;
    }>;
    const planted = {
      seq: 0,
      at: 1,
      v: 2,
      event: { _tag: "CourseCreated", courseID: "planted", name: "Чужой", at: 1 },
    };
    const bad = [...entries.slice(0, 250), planted, ...entries.slice(250)].map((entry, i) => ({
      ...entry,
      seq: i + 1,
    }));
    const file = join(dir, "planted.json");
    writeFileSync(file, JSON.stringify(bad));
    const result = await replay(file, "--bisect", 'courses.planted.courseID!="planted"');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ bisect: "turns-false", seq: 251, index: 250 });
    expect(result.stderr).toMatch(/^Условие перестаёт выполняться после записи seq 251 \(CourseCreated\)/);
    const holds = await replay(log, "--bisect", "invariants");
    expect(JSON.parse(holds.stdout)).toMatchObject({ bisect: "holds" });
  });

  it("--bisect SCRIPT.mjs asks the script's function of the model and names where it turns false", async () => {
    const entries = JSON.parse(readFileSync(log, "utf8")) as Array<{ seq: number; event: unknown }>;
    const planted = {
      seq: 0,
      at: 1,
      v: 2,
      event: { _tag: "CourseCreated", courseID: "planted", name: "Чужой", at: 1 },
    };
    const bad = [...entries.slice(0, 120), planted, ...entries.slice(120)].map((entry, i) => ({
      ...entry,
      seq: i + 1,
    }));
    const file = join(dir, "planted-for-script.json");
    writeFileSync(file, JSON.stringify(bad));
    const script = join(dir, "no-planted.mjs");
    writeFileSync(script, "export default (model) => !Object.keys(model.courses ?? {}).includes('planted');\n");
    const result = await replay(file, "--bisect", script);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ bisect: "turns-false", seq: 121, index: 120 });

    const notBoolean = join(dir, "not-boolean.mjs");
    writeFileSync(notBoolean, "export default () => 'да';\n");
    const refused = await replay(file, "--bisect", notBoolean);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain("вернула не true/false");
    // Issue #33: a script that throws is its own failure (code 3), one line, no stack trace.
    const throwing = join(dir, "throwing.mjs");
    writeFileSync(throwing, "export default () => { throw new Error('сломался'); };\n");
    const thrown = await replay(file, "--bisect", throwing);
    expect(thrown).toMatchObject({ code: 3, stdout: "" });
    expect(thrown.stderr).toBe(`--bisect: функция из ${throwing} упала: сломался\n`);
    const noFunction = join(dir, "no-function.mjs");
    writeFileSync(noFunction, "export const holds = 1;\n");
    expect((await replay(file, "--bisect", noFunction)).stderr).toContain("должен экспортировать по умолчанию функцию");
  });

  it("a bad log exits the command non-zero naming the first bad entry", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(
      bad,
      JSON.stringify([
        { seq: 1, at: 0, v: 2, event: { _tag: "Undone", courseID: "c" } },
        { seq: 2, at: 0, v: 2, event: { _tag: "Nope" } },
      ]),
    );
    const result = await command(bad);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    const [sentence, line] = result.stderr.split("\n");
    expect(sentence).toBe("Запись seq 2: неизвестный тип события «Nope».");
    expect(JSON.parse(line?.replace(/^log-refused /, "") ?? "")).toMatchObject({
      seq: 2,
      index: 1,
      field: "event._tag",
    });
  });

  it("arguments are refused in Russian with their own exit code (2); --check with --bisect is refused", async () => {
    const both = await replay(log, "--check", "--bisect", "invariants");
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/^--check и --bisect вместе не работают/);
    expect((await replay()).stderr).toMatch(/^Не указан файл журнала\.\nиспользование: replay ФАЙЛ/);
    expect(await replay(log, "--until", "x")).toMatchObject({ code: 2 });
    expect((await replay(log, "--until", "x")).stderr).toMatch(/^После --until нужно целое число ≥ 0, а не x\./);
    expect((await replay(join(dir, "absent.json"))).code).toBe(2);
    expect((await replay(log, "--bisect", "nonsense")).stderr).toMatch(/^После --bisect нужно invariants/);
  });

  it("replays the committed version-1 fixture through the migrations", async () => {
    const fixture = join(root, "domain", "src", "log", "fixtures", "log-v1.json");
    const result = await replay("--check", fixture);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const state = JSON.parse(result.stdout) as { courses: Record<string, { general: { name: { value: string } } }> };
    expect(state.courses["c1"]?.general.name.value).toBe("Курс из старого журнала");
    // The printed state, reviewed once: the model's shape, no storage buckets.
    expect(result.stdout).toBe(
      readFileSync(join(root, "domain", "src", "log", "fixtures", "log-v1.state.json"), "utf8"),
    );
    const decoded = parseLog(readFileSync(fixture, "utf8"));
    if (Result.isFailure(decoded)) throw new Error("the v1 fixture does not decode");
    expect(result.stdout).toBe(
      `${printState(
        replayEvents(
          decoded.success.map((e) => e.event),
          initialState(),
        ),
      )}\n`,
    );
  });
});
