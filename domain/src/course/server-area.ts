import type { EventArea } from "../model/area";
import { getIn } from "../model/sharded";
import type { DomainState } from "../model/state";
import { missing, violation, type Violation } from "../log/violation";
import { evolveServer } from "./evolve-server";
import { ServerEvent } from "./server-events";

/** An evaluation names a task's block of a course in the model (the state before it; the log's check). */
const serverViolations = (before: DomainState, event: ServerEvent): Violation[] => {
  if (event._tag !== "EvaluationsArrived") return [];
  const course = before.courses[event.courseID];
  if (course === undefined) return [missing("курс", event.courseID)];
  return event.evaluations.flatMap(({ taskID, contentBlockID }) =>
    getIn(course.tasks, taskID)?.blocks[contentBlockID] === undefined
      ? [
          violation(
            "evaluation-unknown-submission",
            `оценка называет ответ на блок ${contentBlockID} задания ${taskID}, которого нет в курсе ${event.courseID}`,
          ),
        ]
      : [],
  );
};

/** Server data entering the model (GUIDE §3): not the author's actions, so never replayed by a rebase. */
export const serverArea: EventArea<ServerEvent> = {
  events: ServerEvent,
  evolve: evolveServer,
  violations: serverViolations,
  replay: null,
};
