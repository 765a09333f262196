/**
 * The replay CLI's logic (GUIDE §1), apart from the process: `runReplay(argv)` answers the exit code
 * and what goes to stdout and stderr. `scripts/replay.ts` is the command; tests call this in-process.
 *   replay FILE [--until SEQ] [--check]
 *   replay --generate N --seed S --out FILE
 * stdout carries only JSON: the final state in the model's shape (model/model-view.ts) with sorted keys (or, with --check, the first envelope that
 * breaks an invariant). Problems go to stderr with a non-zero exit code.
 */
import { readFileSync, writeFileSync } from "node:fs";
import * as Result from "effect/Result";
import { generateLog } from "@app/domain/generate/generate-log";
import { describeLogError, parseLog } from "@app/domain/log/decode-log";
import type { Envelope } from "@app/domain/log/envelope";
import { serializeLog, stableStringify } from "@app/domain/log/stable-json";
import { evolve, replay } from "@app/domain/model/evolve";
import { invariantProblems } from "@app/domain/model/invariants";
import { printState } from "@app/domain/model/model-view";
import { type DomainState, initialState } from "@app/domain/model/state";

export type CliOutcome = { readonly code: number; readonly stdout: string; readonly stderr: string };

const USAGE = "usage: replay FILE [--until SEQ] [--check] | replay --generate N --seed S --out FILE";

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

const fail = (message: string, code = 2, stdout = ""): never => {
  throw new Exit(code, stdout, `${message}\n`);
};

const intArg = (args: string[], name: string): number | undefined => {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const raw = args[index + 1];
  const value = Number(raw);
  if (raw === undefined || !Number.isInteger(value) || value < 0)
    return fail(`${name} needs a whole number ≥ 0, got ${raw ?? "nothing"}\n${USAGE}`);
  args.splice(index, 2);
  return value;
};

const stringArg = (args: string[], name: string): string | undefined => {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined) return fail(`${name} needs a value\n${USAGE}`);
  args.splice(index, 2);
  return value;
};

const flag = (args: string[], name: string): boolean => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};

/** The part of the state an event can break: its course (when it names one) and the passage. */
const scopeOf = (state: DomainState, entry: Envelope): DomainState => {
  const event = entry.event;
  if (!("courseID" in event) || event._tag === "IdsAssigned") return state;
  const course = state.courses[event.courseID];
  const history = state.history[event.courseID];
  return {
    courses: course ? { [event.courseID]: course } : {},
    history: history ? { [event.courseID]: history } : {},
    passage: state.passage,
  };
};

const checkEach = (entries: ReadonlyArray<Envelope>): DomainState => {
  let state = initialState();
  for (const [index, entry] of entries.entries()) {
    state = evolve(state, entry.event);
    const problems = invariantProblems(scopeOf(state, entry));
    if (problems.length > 0) {
      fail(
        `invariant broken by entry #${index} (seq ${entry.seq}, ${entry.event._tag}): ${problems.slice(0, 5).join("; ")}`,
        1,
        `${stableStringify(entry)}\n`,
      );
    }
  }
  return state;
};

const main = (argv: ReadonlyArray<string>): string => {
  const args = [...argv];
  const generate = intArg(args, "--generate");
  if (generate !== undefined) {
    const seed = intArg(args, "--seed") ?? 1;
    const out = stringArg(args, "--out") ?? fail(`--generate needs --out FILE\n${USAGE}`);
    if (args.length > 0) fail(`unexpected arguments: ${args.join(" ")}\n${USAGE}`);
    writeFileSync(out, serializeLog(generateLog(generate, seed)));
    return "";
  }
  const until = intArg(args, "--until");
  const check = flag(args, "--check");
  const [file, ...rest] = args;
  if (file === undefined || rest.length > 0 || file.startsWith("--")) return fail(USAGE);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const decoded = parseLog(text);
  if (Result.isFailure(decoded)) return fail(describeLogError(decoded.failure), 1);
  const entries = until === undefined ? decoded.success : decoded.success.filter((entry) => entry.seq <= until);
  const state = check
    ? checkEach(entries)
    : replay(
        entries.map((entry) => entry.event),
        initialState(),
      );
  return `${printState(state)}\n`;
};

/** Runs the CLI on its arguments (without `node` and the script). */
export const runReplay = (argv: ReadonlyArray<string>): CliOutcome => {
  try {
    return { code: 0, stdout: main(argv), stderr: "" };
  } catch (error) {
    if (error instanceof Exit) return { code: error.code, stdout: error.stdout, stderr: error.stderr };
    throw error;
  }
};
