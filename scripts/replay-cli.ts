/**
 * The replay CLI's logic (GUIDE §1), apart from the process: `runReplay(argv)` answers the exit code
 * and what goes to stdout and stderr. `scripts/replay.ts` is the command; tests call this in-process.
 *   replay FILE [--until SEQ] [--check | --bisect invariants|PATH=JSON|PATH!=JSON|SCRIPT.mjs]
 *   replay --generate N --seed S --out FILE
 * stdout carries only JSON: the final state in the model's shape (model/model-view.ts) with sorted keys (or, with --check, the first envelope that
 * breaks an invariant). Problems go to stderr, in Russian (one sentence naming the entry by its seq,
 * then a machine-readable line), with an exit code per kind (`EXIT`).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { generateLog } from "@app/domain/generate/generate-log";
import { describeLogError, logErrorLine, parseLog } from "@app/domain/log/decode-log";
import type { Envelope } from "@app/domain/log/envelope";
import { serializeLog, stableStringify } from "@app/domain/log/stable-json";
import { replay } from "@app/domain/model/evolve";
import { bisectLog, valueAtPath } from "@app/domain/log/bisect";
import { badEntryLine, checkLog, describeBadEntry } from "@app/domain/log/check-log";
import { modelView, printState } from "@app/domain/model/model-view";
import { type DomainState, initialState } from "@app/domain/model/state";

export type CliOutcome = { readonly code: number; readonly stdout: string; readonly stderr: string };

/** The exit codes (issue #33): a refused log and a bad argument are told apart. */
export const EXIT = { ok: 0, badLog: 1, badArgument: 2, scriptFailed: 3 } as const;

const USAGE =
  "использование: replay ФАЙЛ [--until SEQ] [--check | --bisect invariants|ПУТЬ=JSON|ПУТЬ!=JSON|СКРИПТ.mjs] | replay --generate N --seed S --out ФАЙЛ";

/** Ends the run: thrown by the steps below, caught once in `runReplay`. */
class Exit extends Error {
  constructor(
    readonly code: number,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(stderr);
  }
}

const fail = (message: string, code: number = EXIT.badArgument, stdout = ""): never => {
  throw new Exit(code, stdout, `${message}\n`);
};

const intArg = (args: string[], name: string): number | undefined => {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const raw = args[index + 1];
  const value = Number(raw);
  if (raw === undefined || !Number.isInteger(value) || value < 0)
    return fail(`После ${name} нужно целое число ≥ 0, а не ${raw ?? "ничего"}.\n${USAGE}`);
  args.splice(index, 2);
  return value;
};

const stringArg = (args: string[], name: string): string | undefined => {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined) return fail(`После ${name} нужно значение.\n${USAGE}`);
  args.splice(index, 2);
  return value;
};

const flag = (args: string[], name: string): boolean => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};

const checkEach = (entries: ReadonlyArray<Envelope>): DomainState => {
  const { state, bad } = checkLog(entries);
  if (bad !== null)
    fail(`${describeBadEntry(bad)}\n${badEntryLine(bad)}`, EXIT.badLog, `${stableStringify(bad.entry)}\n`);
  return state;
};

type Holds = (state: DomainState) => boolean;

/** A predicate script's module: its default export is a function of the model (the shape `replay` prints). */
const PredicateModule = Schema.Struct({
  default: Schema.declare((u: unknown): u is (model: unknown) => unknown => typeof u === "function"),
});

/** `--bisect SCRIPT.mjs`: the script's default export, asked of each probed state; it must answer true or false. */
const scriptPredicate = async (file: string): Promise<Holds> => {
  let loaded: unknown;
  try {
    loaded = await import(pathToFileURL(resolve(file)).href);
  } catch (error) {
    return fail(`--bisect: не удалось загрузить ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const decoded = Schema.decodeUnknownResult(PredicateModule)(loaded);
  if (Result.isFailure(decoded))
    return fail(`--bisect: ${file} должен экспортировать по умолчанию функцию (model) => boolean`);
  const predicate = decoded.success.default;
  return (state) => {
    let answer: unknown;
    try {
      answer = predicate(modelView(state));
    } catch (error) {
      return fail(
        `--bisect: функция из ${file} упала: ${error instanceof Error ? error.message : String(error)}`,
        EXIT.scriptFailed,
      );
    }
    if (typeof answer !== "boolean")
      return fail(`--bisect: функция из ${file} вернула не true/false: ${String(answer)}`, EXIT.scriptFailed);
    return answer;
  };
};

/** `--bisect PATH=JSON` (holds while the value there equals JSON), `PATH!=JSON`, or a script. */
const predicateOf = async (spec: string): Promise<Holds> => {
  if (/\.(m?js|ts)$/.test(spec)) return scriptPredicate(spec);
  const match = /^([^=!]+)(!?=)(.*)$/s.exec(spec);
  if (match === null)
    return fail(`После --bisect нужно invariants, ПУТЬ=JSON, ПУТЬ!=JSON или СКРИПТ.mjs, а не ${spec}.\n${USAGE}`);
  const [, path = "", operator, raw = ""] = match;
  let expected: string;
  try {
    expected = stableStringify(JSON.parse(raw));
  } catch {
    return fail(`--bisect: значение после ${operator ?? "="} не JSON: ${raw}`);
  }
  const equal = (state: DomainState) => {
    const value = valueAtPath(modelView(state), path);
    return value !== undefined && stableStringify(value) === expected;
  };
  return operator === "=" ? equal : (state) => !equal(state);
};

/**
 * `--bisect invariants` (issue #33): the same engine as `--check` and the panel (checkLog), so the
 * three name the same first bad entry. Most invariants are about an event against the state before
 * it (`evolve` ignores a rename of a lesson that does not exist), which no predicate of a state can
 * see; so it is one pass over the log, answered in bisect's shape (`probes`: the entries applied).
 */
const bisectInvariants = (entries: ReadonlyArray<Envelope>, note: (line: string) => void): string => {
  const { bad } = checkLog(entries);
  if (bad === null) return `${JSON.stringify({ bisect: "holds", probes: entries.length })}\n`;
  note(`${describeBadEntry(bad)}\n${badEntryLine(bad)}\n`);
  return `${stableStringify({ bisect: "turns-false", seq: bad.entry.seq, index: bad.index, probes: bad.index + 1, entry: bad.entry })}\n`;
};

const bisect = async (
  entries: ReadonlyArray<Envelope>,
  spec: string,
  note: (line: string) => void,
): Promise<string> => {
  if (spec === "invariants") return bisectInvariants(entries, note);
  const result = bisectLog(entries, await predicateOf(spec));
  if (result._tag === "Holds") return `${JSON.stringify({ bisect: "holds", probes: result.probes })}\n`;
  if (result._tag === "FalseAtStart")
    return fail("--bisect: условие не выполняется уже в начале журнала.", EXIT.badLog);
  const entry = entries[result.index];
  if (entry === undefined) return fail("--bisect: внутренняя ошибка.", EXIT.scriptFailed);
  note(
    `Условие перестаёт выполняться после записи seq ${entry.seq} (${entry.event._tag}); воспроизведений: ${result.probes}.\n`,
  );
  return `${stableStringify({ bisect: "turns-false", seq: entry.seq, index: result.index, probes: result.probes, entry })}\n`;
};

const main = async (argv: ReadonlyArray<string>, note: (line: string) => void): Promise<string> => {
  const args = [...argv];
  const generate = intArg(args, "--generate");
  if (generate !== undefined) {
    const seed = intArg(args, "--seed") ?? 1;
    const out = stringArg(args, "--out") ?? fail(`С --generate нужен --out ФАЙЛ.\n${USAGE}`);
    if (args.length > 0) fail(`Лишние аргументы: ${args.join(" ")}.\n${USAGE}`);
    writeFileSync(out, serializeLog(generateLog(generate, seed)));
    return "";
  }
  const until = intArg(args, "--until");
  const check = flag(args, "--check");
  const bisectSpec = stringArg(args, "--bisect");
  if (check && bisectSpec !== undefined)
    return fail(
      `--check и --bisect вместе не работают: выберите одно (--bisect invariants — та же проверка).\n${USAGE}`,
    );
  const [file, ...rest] = args;
  if (file === undefined) return fail(`Не указан файл журнала.\n${USAGE}`);
  if (rest.length > 0 || file.startsWith("--")) return fail(`Лишние аргументы: ${args.join(" ")}.\n${USAGE}`);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return fail(`Не удалось прочитать ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const decoded = parseLog(text);
  if (Result.isFailure(decoded))
    return fail(`${describeLogError(decoded.failure)}\n${logErrorLine(decoded.failure)}`, EXIT.badLog);
  const entries = until === undefined ? decoded.success : decoded.success.filter((entry) => entry.seq <= until);
  if (bisectSpec !== undefined) return bisect(entries, bisectSpec, note);
  const state = check
    ? checkEach(entries)
    : replay(
        entries.map((entry) => entry.event),
        initialState(),
      );
  return `${printState(state)}\n`;
};

/** Runs the CLI on its arguments (without `node` and the script). */
export const runReplay = async (argv: ReadonlyArray<string>): Promise<CliOutcome> => {
  let notes = "";
  try {
    const stdout = await main(argv, (line) => (notes += line));
    return { code: 0, stdout, stderr: notes };
  } catch (error) {
    if (error instanceof Exit) return { code: error.code, stdout: error.stdout, stderr: error.stderr };
    throw error;
  }
};
