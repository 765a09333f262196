import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { decodeWith, describeProblems, type DecodeProblem } from "../api/decode";
import { CURRENT_LOG_VERSION, Envelope, RawEnvelope } from "./envelope";
import { migrateEvent } from "./migrations";

/**
 * Why a log was refused (issue #33): `message` is one Russian sentence naming the entry by its seq
 * (by its place, counted from 1, only when it has none) and the field; `detail` is the technical text
 * behind it (the Schema's words, the JSON parser's), for `Подробнее` and the CLI's machine line.
 */
export type LogError = {
  readonly index: number | null;
  readonly seq: number | null;
  readonly field: string | null;
  readonly message: string;
  readonly detail: string;
};

export const describeLogError = (error: LogError): string => error.message;

/** The refusal for machines: one line of JSON after a fixed prefix (the CLI prints it after the sentence). */
export const logErrorLine = (error: LogError): string =>
  `log-refused ${JSON.stringify({ seq: error.seq, index: error.index, field: error.field, detail: error.detail })}`;

/** The longest technical detail kept: a union's description lists every event type (2,600 characters). */
const DETAIL_LIMIT = 600;
const clip = (text: string): string => (text.length > DETAIL_LIMIT ? `${text.slice(0, DETAIL_LIMIT)}…` : text);

const refusal = (
  index: number | null,
  seq: number | null,
  field: string | null,
  message: string,
  detail: string,
): LogError => ({ index, seq, field, message, detail: clip(detail) });

/** How a refusal names an entry: by its seq; one without a seq by its place, counted from 1. */
const entryName = (index: number, seq: number | null, tag: string | null): string =>
  `${seq === null ? `Запись №${index + 1} (без seq)` : `Запись seq ${seq}`}${tag === null ? "" : ` (${tag})`}`;

/** What a Schema expected, as the end of "поле X должно быть …". */
const EXPECTED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Expected string/, "строкой"],
  [/^Expected (?:a finite )?number/, "числом"],
  [/^Expected an integer/, "целым числом"],
  [/^Expected boolean/, "true или false"],
  [/^Expected (?:Readonly)?Array/i, "массивом"],
  [/^Expected null/, "null"],
];

/** One problem of an entry as a sentence: which field, and what it should be. */
const problemSentence = (name: string, problem: DecodeProblem): string => {
  if (problem.message === "Missing key") return `${name}: нет обязательного поля ${problem.path}.`;
  const field = problem.path === "" ? "запись" : `поле ${problem.path}`;
  const expected = EXPECTED.find(([pattern]) => pattern.test(problem.message))?.[1];
  return expected === undefined
    ? `${name}: ${field} не того вида, который ждёт эта сборка.`
    : `${name}: ${field} должно быть ${expected}.`;
};

const decodeRaw = decodeWith(RawEnvelope);
const decodeEnvelope = decodeWith(Envelope);
/** The whole log in one Schema call; only when it fails are the entries decoded one by one, to name the first bad one. */
const decodeEnvelopes = Schema.decodeUnknownResult(Schema.Array(Envelope));

/** The event's `_tag`, if the entry has one. */
const tagOf = (entry: unknown): string | null => {
  if (typeof entry !== "object" || entry === null || !("event" in entry)) return null;
  const event: unknown = entry.event;
  return typeof event === "object" && event !== null && "_tag" in event && typeof event._tag === "string"
    ? event._tag
    : null;
};

const seqOf = (entry: unknown): number | null =>
  typeof entry === "object" && entry !== null && "seq" in entry && typeof entry.seq === "number" ? entry.seq : null;

/**
 * The refusal of an entry the Schema rejects. A tag that no event type has, or none at all, fails the
 * whole union, whose description lists every member: say which tag it was, or that there was none. A
 * known tag with bad fields names its first bad field.
 */
const entryRefusal = (index: number, entry: unknown, problems: ReadonlyArray<DecodeProblem>): LogError => {
  const seq = seqOf(entry);
  const tag = tagOf(entry);
  const detail = describeProblems(problems);
  const wholeEvent = problems.some((p) => p.path === "event" && p.message.startsWith("Expected {"));
  const name = entryName(index, seq, null);
  if (wholeEvent && tag === null)
    return refusal(index, seq, "event._tag", `${name}: у события нет поля _tag, и его тип не понять.`, detail);
  if (wholeEvent) return refusal(index, seq, "event._tag", `${name}: неизвестный тип события «${tag}».`, detail);
  const first = problems[0] ?? { path: "", message: detail };
  return refusal(
    index,
    seq,
    first.path === "" ? null : first.path,
    problemSentence(entryName(index, seq, tag), first),
    detail,
  );
};

/** Migrates one entry to the current version; an error when the version is unknown. */
const upgrade = (entry: unknown, index: number): Result.Result<unknown, LogError> => {
  const raw = decodeRaw(entry);
  if (Result.isFailure(raw)) return Result.fail(entryRefusal(index, entry, raw.failure));
  const { seq, at, v, event } = raw.success;
  if (v === CURRENT_LOG_VERSION) return Result.succeed(entry);
  const name = entryName(index, seq, tagOf(entry));
  if (v > CURRENT_LOG_VERSION || v < 1)
    return Result.fail(
      refusal(
        index,
        seq,
        "v",
        `${name}: поле v — версия журнала ${v}, а эта сборка читает версии с 1 по ${CURRENT_LOG_VERSION}.`,
        `unknown log version ${v}`,
      ),
    );
  const migrated = migrateEvent(event, v, CURRENT_LOG_VERSION);
  if (!migrated)
    return Result.fail(
      refusal(index, seq, "v", `${name}: поле v — с версии ${v} нет перехода.`, `no migration from v${v}`),
    );
  return Result.succeed({ seq, at, v: CURRENT_LOG_VERSION, event: migrated.event });
};

/**
 * Decodes a parsed log (GUIDE §4.9: it arrives as unknown). Old versions are migrated first; then the
 * whole array is decoded with the Schema; on failure the entries are checked one by one so the error
 * names the first bad one. Sequence numbers must increase (a gap is an invariant: ./check-log.ts).
 */
export const decodeLog = (input: unknown): Result.Result<ReadonlyArray<Envelope>, LogError> => {
  if (!Array.isArray(input))
    return Result.fail(
      refusal(
        null,
        null,
        null,
        "Это не журнал: журнал — это JSON-массив записей { seq, at, v, event }.",
        `expected a JSON array, got ${input === null ? "null" : typeof input}`,
      ),
    );
  const upgraded: unknown[] = new Array<unknown>(input.length);
  for (let i = 0; i < input.length; i++) {
    const entry: unknown = input[i];
    const isCurrent = typeof entry === "object" && entry !== null && "v" in entry && entry.v === CURRENT_LOG_VERSION;
    if (isCurrent) {
      upgraded[i] = entry;
      continue;
    }
    const result = upgrade(entry, i);
    if (Result.isFailure(result)) return Result.fail(result.failure);
    upgraded[i] = result.success;
  }
  const all = decodeEnvelopes(upgraded);
  let envelopes: ReadonlyArray<Envelope>;
  if (Result.isSuccess(all)) envelopes = all.success;
  else {
    for (let i = 0; i < upgraded.length; i++) {
      const one = decodeEnvelope(upgraded[i]);
      if (Result.isFailure(one)) return Result.fail(entryRefusal(i, upgraded[i], one.failure));
    }
    return Result.fail(
      refusal(null, null, null, "Журнал не соответствует схеме записей.", "the array fails as a whole"),
    );
  }
  for (let i = 1; i < envelopes.length; i++) {
    const previous = envelopes[i - 1];
    const entry = envelopes[i];
    if (previous && entry && entry.seq <= previous.seq)
      return Result.fail(
        refusal(
          i,
          entry.seq,
          "seq",
          `${entryName(i, entry.seq, entry.event._tag)}: поле seq не больше, чем у записи перед ней (seq ${previous.seq}), а номера должны расти.`,
          `seq ${entry.seq} after seq ${previous.seq}`,
        ),
      );
  }
  return Result.succeed(envelopes);
};

/** Parses and decodes log text. */
export const parseLog = (text: string): Result.Result<ReadonlyArray<Envelope>, LogError> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return Result.fail(
      refusal(
        null,
        null,
        null,
        "Файл не читается как JSON: он оборван или испорчен.",
        error instanceof Error ? error.message : String(error),
      ),
    );
  }
  return decodeLog(json);
};
