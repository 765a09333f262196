import type { EventArea } from "../model/area";
import { noViolations } from "../log/violation";
import { evolveHistory } from "./evolve-undo";
import { HistoryEvent } from "./undo-events";

/**
 * Undo and redo (their commands are the course tree's: course/authoring-commands.ts). A rebase does not
 * replay them: it reports the fields they wrote (course/rebase.ts).
 */
export const historyArea: EventArea<HistoryEvent> = {
  events: HistoryEvent,
  evolve: evolveHistory,
  violations: noViolations,
  replay: null,
};
