import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MatchersV3 } from "@pact-foundation/pact";

const { like, integer } = MatchersV3;

/**
 * A recorded answer turned into a type-matching template: every leaf is matched by type (an
 * integer stays an integer), objects and arrays keep their shape, so lists keep their length.
 * For answers whose items differ in shape (a course's blocks), where eachLike cannot describe them.
 */
export const likeTree = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(likeTree);
  if (value === null) return null;
  if (typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, likeTree(item)]));
  if (typeof value === "number" && Number.isInteger(value)) return integer(value);
  return like(value);
};

/** A JSON fixture of contracts/support/fixtures, as unknown. */
export const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", name), "utf8"),
  ) as unknown;
