import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { ROLES, type Role } from "@app/domain/auth/roles";
import type { Envelope } from "@app/domain/log/envelope";
import { lockKey } from "./read-tap";

/** Every answer a log recorded to one read, in log order: the entry's index and the body. */
type Answers = ReadonlyArray<readonly [number, unknown]>;

export type ReplayReads = {
  /** The answer to `path` as the page last had it before entry `position` (undefined: not read by then). */
  readonly at: (path: string, position: number) => unknown;
  /** Every path the log read, in the order they were first read. */
  readonly paths: ReadonlyArray<string>;
};

/** The recorded reads of a log, indexed by path (issue #21). */
export const indexReads = (entries: ReadonlyArray<Envelope>): ReplayReads => {
  const byPath = new Map<string, Array<readonly [number, unknown]>>();
  const paths: string[] = [];
  const add = (path: string, index: number, body: unknown) => {
    const answers = byPath.get(path) ?? [];
    if (answers.length === 0) byPath.set(path, answers);
    answers.push([index, body]);
  };
  entries.forEach((entry, index) => {
    const { event } = entry;
    if (event._tag === "ServerRead") {
      if (!byPath.has(event.path)) paths.push(event.path);
      add(event.path, index, event.body);
    }
    // Issue #34: a work's lock is answered like a read, under its own key; it is no screen's read.
    if (event._tag === "ReviewLockChanged") add(lockKey(event.submission), index, event.lock);
  });
  const lastBefore = (answers: Answers, position: number): unknown => {
    let low = 0;
    let high = answers.length; // answers[low..high) are candidates; find the last index < position
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((answers[middle]?.[0] ?? Infinity) < position) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? undefined : answers[low - 1]?.[1];
  };
  return {
    at: (path, position) => {
      const answers = byPath.get(path);
      return answers === undefined ? undefined : lastBefore(answers, position);
    },
    paths,
  };
};

const KnownRole = Schema.Literals(ROLES);

/** Who recorded the log: the last role it names (null: it never signed in). */
export const identityOf = (
  entries: ReadonlyArray<Envelope>,
): { readonly role: Role | null; readonly allRoles: ReadonlyArray<string> } => {
  for (let i = entries.length - 1; i >= 0; i--) {
    const event = entries[i]?.event;
    if (event?._tag !== "SessionIdentified" || event.role === null) continue;
    const role = Schema.decodeUnknownResult(KnownRole)(event.role);
    if (Result.isSuccess(role)) return { role: role.success, allRoles: event.allRoles };
  }
  return { role: null, allRoles: [] };
};
