import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { decodeWith, describeProblems, type DecodeProblem } from "../api/decode";
import { CURRENT_LOG_VERSION, Envelope, RawEnvelope } from "./envelope";
import { migrateEvent } from "./migrations";

/** Why a log was refused: the first bad entry (its index and seq when known) and what is wrong. */
export type LogError = { readonly index: number | null; readonly seq: number | null; readonly message: string };

export const describeLogError = (error: LogError): string =>
  error.index === null
    ? error.message
    : `ошибка в записи №${error.index}${error.seq === null ? "" : ` (seq ${error.seq})`}: ${error.message}`;

/** The Schema's own words for the two problems a hand-edited log has most, in Russian (QA reads them). */
const inRussian = (problems: ReadonlyArray<DecodeProblem>): string =>
  describeProblems(
    problems.map((p) => ({
      ...p,
      message:
        p.message === "Missing key"
          ? "нет обязательного поля"
          : p.message.replace(/^Expected (.+), got (.+)$/s, "ожидалось $1, получено $2"),
    })),
  );

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

/**
 * A tag that no event type has fails the whole union, whose description lists every member;
 * say which tag it was instead. A known tag with bad fields keeps its precise field message.
 */
const entryMessage = (entry: unknown, problems: ReadonlyArray<DecodeProblem>): string => {
  const tag = tagOf(entry);
  const unknownTag = tag !== null && problems.some((p) => p.path === "event" && p.message.startsWith("Expected {"));
  return unknownTag ? `event: неизвестный тип события «${tag}»` : inRussian(problems);
};

const seqOf = (entry: unknown): number | null =>
  typeof entry === "object" && entry !== null && "seq" in entry && typeof entry.seq === "number" ? entry.seq : null;

/** Migrates one entry to the current version; an error when the version is unknown. */
const upgrade = (entry: unknown, index: number): Result.Result<unknown, LogError> => {
  const raw = decodeRaw(entry);
  if (Result.isFailure(raw)) return Result.fail({ index, seq: seqOf(entry), message: inRussian(raw.failure) });
  const { seq, at, v, event } = raw.success;
  if (v === CURRENT_LOG_VERSION) return Result.succeed(entry);
  if (v > CURRENT_LOG_VERSION || v < 1)
    return Result.fail({
      index,
      seq,
      message: `неизвестная версия журнала ${v} (эта сборка читает версии 1..${CURRENT_LOG_VERSION})`,
    });
  const migrated = migrateEvent(event, v, CURRENT_LOG_VERSION);
  if (!migrated) return Result.fail({ index, seq, message: `нет перехода с версии ${v}` });
  return Result.succeed({ seq, at, v: CURRENT_LOG_VERSION, event: migrated.event });
};

/**
 * Decodes a parsed log (GUIDE §4.9: it arrives as unknown). Old versions are migrated first; then the
 * whole array is decoded with the Schema; on failure the entries are checked one by one so the error
 * names the first bad one. Sequence numbers must increase.
 */
export const decodeLog = (input: unknown): Result.Result<ReadonlyArray<Envelope>, LogError> => {
  if (!Array.isArray(input))
    return Result.fail({ index: null, seq: null, message: "журнал — это JSON-массив записей { seq, at, v, event }" });
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
      if (Result.isFailure(one))
        return Result.fail({ index: i, seq: seqOf(upgraded[i]), message: entryMessage(upgraded[i], one.failure) });
    }
    return Result.fail({ index: null, seq: null, message: "журнал не соответствует схеме записей" });
  }
  for (let i = 1; i < envelopes.length; i++) {
    const previous = envelopes[i - 1];
    const entry = envelopes[i];
    if (previous && entry && entry.seq <= previous.seq)
      return Result.fail({ index: i, seq: entry.seq, message: `seq ${entry.seq} не следует за seq ${previous.seq}` });
  }
  return Result.succeed(envelopes);
};

/** Parses and decodes log text. */
export const parseLog = (text: string): Result.Result<ReadonlyArray<Envelope>, LogError> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return Result.fail({
      index: null,
      seq: null,
      message: `это не JSON: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  return decodeLog(json);
};
