import * as Schema from "effect/Schema";
import { CourseLoaded } from "../course/server-events";
import { LogEvent } from "../log/log-events";
import { PassageRestored } from "../passage/passage-events";
import { eventAreaOf } from "./areas";
import { DomainEvent } from "./event";
import { schemaPool } from "./schema-pools";

/**
 * Events generated from the event Schemas, test code only: for each member of the model's union, a
 * pool of values of its Schema (schema-pools.ts). A new event of any area is in here with no edit.
 * Left out: the events that bring a whole state or course from outside (the log's own, a course
 * loaded, a passage restored), since a made-up whole state is not one the model could reach.
 */
const WHOLE = new Set<string>([
  ...LogEvent.members.map((member) => member.fields._tag.schema.literal),
  CourseLoaded.fields._tag.schema.literal,
  PassageRestored.fields._tag.schema.literal,
]);

type Member = (typeof DomainEvent.members)[number];
const MEMBERS: ReadonlyArray<Member> = DomainEvent.members.filter(
  (member) => !WHOLE.has(member.fields._tag.schema.literal),
);

/** The generated events' tags, in the areas' order: an op's `kind` picks one. */
export const TAGS: ReadonlyArray<DomainEvent["_tag"]> = MEMBERS.map((member) => member.fields._tag.schema.literal);

const POOL_SIZE = 40;
/** A pool's seed from its tag, so that adding an event leaves the other pools as they were. */
const seedOf = (tag: string): number =>
  [...tag].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1_000_003, 7);
const pools: ReadonlyArray<ReadonlyArray<DomainEvent>> = MEMBERS.map((member) =>
  schemaPool(member as Schema.Top as Schema.Codec<DomainEvent>, POOL_SIZE, seedOf(member.fields._tag.schema.literal)),
);

/** The `n`th generated value of the `kind`th event. */
export const sampleOf = (kind: number, n: number): DomainEvent => {
  const pool = pools[kind % pools.length] ?? [];
  return pool[n % pool.length] as DomainEvent;
};

/** The annotations of a field of the `kind`th event: `NEW_ID`, `AUTHORED` (course/ids.ts). */
export const fieldAnnotations = (kind: number, field: string): Readonly<Record<string, unknown>> =>
  ANNOTATIONS[kind % ANNOTATIONS.length]?.get(field) ?? NONE;
const NONE = {};
const ANNOTATIONS: ReadonlyArray<ReadonlyMap<string, Readonly<Record<string, unknown>>>> = MEMBERS.map(
  (member) =>
    new Map(
      Object.entries(member.fields as Record<string, unknown>).map(([field, schema]) => [
        field,
        (Schema.isSchema(schema) ? Schema.resolveAnnotations(schema) : undefined) ?? NONE,
      ]),
    ),
);

/** The kinds of the events an author's command makes (a rebase replays them: their area's `replay`): undoable. */
export const USER_ACTION_KINDS: ReadonlyArray<number> = TAGS.flatMap((_, kind) =>
  eventAreaOf(sampleOf(kind, 0)).replay(sampleOf(kind, 0)) === null ? [] : [kind],
);

/** The kinds of the given events. */
export const kindsOf = (tags: ReadonlyArray<DomainEvent["_tag"]>): ReadonlyArray<number> =>
  tags.map((tag) => TAGS.indexOf(tag));
