/**
 * Log migrations (GUIDE §4.5, after tldraw's record migrations): `MIGRATIONS[n]` turns the event of a
 * version-n envelope into its version n+1 shape. They run on plain JSON, before the Schema decodes it.
 *
 * v1 → v2:
 * - block events named their container with `lessonID` and `taskID` (null for a lesson block);
 *   v2 has a tagged `parent`;
 * - `BlockAdded.position` became `afterIndex`;
 * - `ItemDeleted` became `ItemMarkedForDelete` (deleting is a tombstone; flushing removes).
 */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const BLOCK_TAGS = new Set(["BlockAdded", "BlockEdited", "BlockDeleted", "BlockMoved"]);

const v1ToV2 = (event: unknown): unknown => {
  if (!isObject(event)) return event;
  if (event["_tag"] === "ItemDeleted") return { ...event, _tag: "ItemMarkedForDelete" };
  if (typeof event["_tag"] !== "string" || !BLOCK_TAGS.has(event["_tag"])) return event;
  const { lessonID, taskID, position, ...rest } = event;
  const parent = typeof taskID === "string" ? { _tag: "task", taskID } : { _tag: "lesson", lessonID };
  const moved: Json = { ...rest, parent };
  if (event["_tag"] === "BlockAdded") moved["afterIndex"] = position;
  return moved;
};

const MIGRATIONS: Readonly<Record<number, (event: unknown) => unknown>> = { 1: v1ToV2 };

/** Upgrades an event from version `from` to `to`; undefined when a step is missing. */
export const migrateEvent = (event: unknown, from: number, to: number): { readonly event: unknown } | undefined => {
  let current = event;
  for (let v = from; v < to; v++) {
    const step = MIGRATIONS[v];
    if (!step) return undefined;
    current = step(current);
  }
  return { event: current };
};
