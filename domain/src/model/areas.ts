import type { Draft } from "immer";
import type * as Result from "effect/Result";
import { aboutArea } from "../course/about-area";
import { authoringArea } from "../course/authoring-area";
import { serverArea } from "../course/server-area";
import { historyArea } from "../undo/undo-area";
import { logArea } from "../log/log-area";
import type { Violation } from "../log/violation";
import { passageArea } from "../passage/passage-area";
import { routeByTag, type CommandArea, type EventArea, type TaggedUnion } from "./area";
import type { DomainCommand } from "./command";
import type { DecideError } from "./decide-error";
import type { DomainEvent } from "./event";
import type { DomainState } from "./state";

/**
 * The areas of the model (issue #39 row 4). An event or a command goes to the area whose union holds
 * it; the tags are read from the unions (model/area.ts), so an event is added in its area's files only.
 */
const EVENT_AREAS = [authoringArea, aboutArea, serverArea, passageArea, historyArea, logArea] as const;
const COMMAND_AREAS = [authoringArea, aboutArea, passageArea] as const;

type EventOf<A> = A extends EventArea<infer E> ? E : never;
type CommandOf<A> = A extends CommandArea<infer C> ? C : never;
/** The compiler names an event or command of the model that no area here holds (event.ts, command.ts). */
type Unrouted = Exclude<DomainEvent["_tag"], EventOf<(typeof EVENT_AREAS)[number]>["_tag"]>;
type Undecided = Exclude<DomainCommand["_tag"], CommandOf<(typeof COMMAND_AREAS)[number]>["_tag"]>;
export const everyEventRouted: [Unrouted] extends [never] ? true : Unrouted = true;
export const everyCommandRouted: [Undecided] extends [never] ? true : Undecided = true;

/** An area as the model calls it, for any event: the route has checked the event is of the area's union. */
export type RoutedArea = {
  readonly evolve: (draft: Draft<DomainState>, event: DomainEvent) => void;
  readonly violations: (before: DomainState, event: DomainEvent) => Violation[];
  readonly replay: (event: DomainEvent) => DomainCommand | null;
};

/** Any area, its handlers' event type forgotten: only `routed` calls them, after the route. */
type AnyEventArea = {
  readonly events: TaggedUnion<{ readonly _tag: string }>;
  readonly evolve: (draft: Draft<DomainState>, event: never) => void;
  readonly violations: (before: DomainState, event: never) => Violation[];
  readonly replay: Readonly<Record<string, ((event: never) => DomainCommand) | null>> | null;
};

const routed = (area: AnyEventArea): RoutedArea => {
  // Sound because eventAreaOf hands an area only the events of its own union.
  const evolve = area.evolve as RoutedArea["evolve"];
  const violations = area.violations as RoutedArea["violations"];
  const replay = area.replay as Readonly<Record<string, RoutedArea["replay"] | null>> | null;
  return { evolve, violations, replay: (event) => replay?.[event._tag]?.(event) ?? null };
};

const eventRoutes = routeByTag(
  EVENT_AREAS.map((area: AnyEventArea) => ({ events: area.events, routed: routed(area) })),
  (route) => route.events,
);

/** The area whose union holds the event. */
export const eventAreaOf = (event: DomainEvent): RoutedArea => {
  const route = eventRoutes.get(event._tag);
  if (route === undefined) throw new Error(`model: no area holds the event ${event._tag}`);
  return route.routed;
};

type Decide = (state: DomainState, command: DomainCommand) => Result.Result<ReadonlyArray<DomainEvent>, DecideError>;
type AnyCommandArea = {
  readonly commands: TaggedUnion<{ readonly _tag: string }>;
  readonly decide: (state: DomainState, command: never) => ReturnType<Decide>;
};
const commandRoutes = routeByTag(
  // Sound because deciderOf hands an area only the commands of its own union.
  COMMAND_AREAS.map((area: AnyCommandArea) => ({ commands: area.commands, decide: area.decide as Decide })),
  (route) => route.commands,
);

/** The decider of the area whose union holds the command. */
export const deciderOf = (command: DomainCommand): Decide => {
  const route = commandRoutes.get(command._tag);
  if (route === undefined) throw new Error(`model: no area holds the command ${command._tag}`);
  return route.decide;
};
