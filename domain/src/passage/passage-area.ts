import type { CommandArea, EventArea } from "../model/area";
import { decidePassage } from "./decide-passage";
import { evolvePassage } from "./evolve-passage";
import { PassageCommand } from "./passage-commands";
import { PassageEvent } from "./passage-events";
import { passageViolations } from "./passage-violations";

/** A student taking a course (SPEC §4 passage): its events and commands, as the model routes them (model/areas.ts). */
export const passageArea: EventArea<PassageEvent> & CommandArea<PassageCommand> = {
  events: PassageEvent,
  evolve: evolvePassage,
  violations: passageViolations,
  replay: null,
  commands: PassageCommand,
  decide: decidePassage,
};
