import type { DecideError } from "@app/domain/model/decide-error";

/**
 * The Russian text of a refused command. With `field`, the problem of that field comes first
 * (an invalid edit usually names exactly the field being typed into).
 */
export const decideMessage = (error: DecideError, field?: string): string => {
  if (error._tag !== "Invalid") return error.message;
  const own = field === undefined ? undefined : error.problems.find((p) => p.field === field);
  return (own ?? error.problems[0])?.message ?? "";
};
