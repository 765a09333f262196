import type { Draft } from "immer";
import type * as Result from "effect/Result";
import type { Violation } from "../log/violation";
import type { DomainCommand } from "./command";
import type { DecideError } from "./decide-error";
import type { DomainEvent } from "./event";
import type { DomainState } from "./state";

type Tagged = { readonly _tag: string };

/** A union of tagged structs, as each area exports its events and commands (`Schema.Union([...])`). */
export type TaggedUnion<T extends Tagged> = {
  readonly Type: T;
  readonly members: ReadonlyArray<{
    readonly fields: { readonly _tag: { readonly schema: { readonly literal: string } } };
  }>;
};

/** For each event of an area, the command it came from (a rebase decides it again, GUIDE §3), or null. */
export type ReplayOf<E extends Tagged> = {
  readonly [K in E["_tag"]]: ((event: Extract<E, { readonly _tag: K }>) => DomainCommand) | null;
};

/**
 * What an area of the model says about its events (issue #39 row 4): the union they belong to, how
 * each changes the state, what each names that must exist (the log's check), and the command each
 * came from. Each area writes these beside its events, typed from its union, so an event added to the
 * union without its handler is a type error in that area's files; the model routes by the union.
 */
export type EventArea<E extends Tagged> = {
  readonly events: TaggedUnion<E>;
  readonly evolve: (draft: Draft<DomainState>, event: E) => void;
  readonly violations: (before: DomainState, event: E) => Violation[];
  readonly replay: ReplayOf<E> | null;
};

/** An area's commands: their union and the decider for it. */
export type CommandArea<C extends Tagged> = {
  readonly commands: TaggedUnion<C>;
  readonly decide: (state: DomainState, command: C) => Result.Result<ReadonlyArray<DomainEvent>, DecideError>;
};

/** The tags of a union, read from its members' schemas (not written out again). */
export const tagsOf = (union: TaggedUnion<Tagged>): ReadonlyArray<string> =>
  union.members.map((member) => member.fields._tag.schema.literal);

/**
 * Tag → the area whose union holds it. Built once from the unions, so the lists of tags live only in
 * the areas. A tag in two areas is a programming error, found when the module loads.
 */
export const routeByTag = <A>(
  areas: ReadonlyArray<A>,
  unionOf: (area: A) => TaggedUnion<Tagged>,
): ReadonlyMap<string, A> => {
  const routes = new Map<string, A>();
  for (const area of areas)
    for (const tag of tagsOf(unionOf(area))) {
      if (routes.has(tag)) throw new Error(`model: the tag ${tag} is in two areas' unions`);
      routes.set(tag, area);
    }
  return routes;
};
