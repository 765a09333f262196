/**
 * The invariants QA relies on (issue #21), each with a code for machines and a Russian message for
 * people. Most are checked on an event against the state before it: `evolve` ignores an event that
 * does not apply (a rename of a lesson that does not exist, a second lesson with an existing id), so
 * the state after it alone cannot tell. Each area checks its own events (its `violations`); orders are
 * checked on the state after the event (order-violations.ts).
 */
export type InvariantCode =
  | "missing-reference"
  | "duplicate-id"
  | "order-not-permutation"
  | "passage-unknown-block"
  | "evaluation-unknown-submission"
  | "seq-gap"
  | "state-structure";

export type Violation = { readonly code: InvariantCode; readonly message: string };

export const violation = (code: InvariantCode, message: string): Violation => ({ code, message });

export const missing = (what: string, courseID: string): Violation =>
  violation("missing-reference", `${what} не существует в курсе ${courseID}`);

/** For an area whose events name nothing that must exist. */
export const noViolations = (): Violation[] => [];
