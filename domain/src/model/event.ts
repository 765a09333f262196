import * as Schema from "effect/Schema";
import { AboutEvent } from "../course/about-events";
import { AuthoringEvent } from "../course/authoring-events";
import { ServerEvent } from "../course/server-events";
import { HistoryEvent } from "../undo/undo-events";
import { LogEvent } from "../log/log-events";
import { PassageEvent } from "../passage/passage-events";

/** Every event of the model; each area keeps its own union in its own file. */
export const DomainEvent = Schema.Union([
  ...AuthoringEvent.members,
  ...AboutEvent.members,
  ...ServerEvent.members,
  ...PassageEvent.members,
  ...HistoryEvent.members,
  ...LogEvent.members,
]);
export type DomainEvent = typeof DomainEvent.Type;
