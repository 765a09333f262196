import { castDraft, type Draft } from "immer";
import type { EventArea } from "../model/area";
import { clone } from "../model/clone";
import type { DomainState } from "../model/state";
import { LogEvent } from "./log-events";
import { noViolations } from "./violation";

/** A snapshot replaces the model; the log's other events are for the screens and the model ignores them. */
const evolveLog = (draft: Draft<DomainState>, event: LogEvent): void => {
  switch (event._tag) {
    case "StateSnapshot":
      draft.courses = castDraft(clone(event.state.courses));
      draft.history = castDraft(clone(event.state.history));
      draft.passage = castDraft(clone(event.state.passage));
      return;
    case "ServerRead":
    case "SessionIdentified":
    case "PageFailed":
    case "PageOpened":
    case "ReviewLockChanged":
      return;
    default: {
      const never: never = event;
      return never;
    }
  }
};

/** The log's own events (log-events.ts), as the model routes them (model/areas.ts). */
export const logArea: EventArea<LogEvent> = {
  events: LogEvent,
  evolve: evolveLog,
  violations: noViolations,
  replay: null,
};
