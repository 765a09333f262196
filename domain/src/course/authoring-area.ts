import type { CommandArea, EventArea } from "../model/area";
import { AuthoringCommand } from "./authoring-commands";
import { AuthoringEvent } from "./authoring-events";
import { authoringReplay } from "./authoring-replay";
import { authoringViolations } from "./authoring-violations";
import { decideAuthoring } from "./decide-authoring";
import { evolveAuthoring } from "./evolve-authoring";

/** The course tree (SPEC §4): its events and commands, as the model routes them (model/areas.ts). */
export const authoringArea: EventArea<AuthoringEvent> & CommandArea<AuthoringCommand> = {
  events: AuthoringEvent,
  evolve: evolveAuthoring,
  violations: authoringViolations,
  replay: authoringReplay,
  commands: AuthoringCommand,
  decide: decideAuthoring,
};
