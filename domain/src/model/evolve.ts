import { castDraft, produce, type Draft } from "immer";
import { clone, freezeDeep } from "./clone";
import { evolveAbout } from "../course/evolve-about";
import { evolveBlocks } from "../course/evolve-blocks";
import { evolveServer } from "../course/evolve-server";
import { evolveStructure } from "../course/evolve-structure";
import { placeBlock } from "../course/place-item";
import { newCourse } from "../course/defaults";
import { evolveHistory } from "../history/evolve-history";
import { recordAction } from "../history/recorder";
import { evolvePassage } from "../passage/evolve-passage";
import type { DomainEvent } from "./event";
import type { DomainState } from "./state";

/** Text edits carry a group: one undo step per field per pause. */
const groupOf = (event: DomainEvent): string | null => {
  switch (event._tag) {
    case "ModuleRenamed":
      return `module:${event.moduleID}`;
    case "LessonRenamed":
      return `lesson:${event.lessonID}`;
    case "TaskRenamed":
      return `task:${event.taskID}`;
    case "BlockEdited":
      return `block:${event.contentBlockID}`;
    case "AboutTextEdited":
      return `about:${event.field}`;
    case "AdvantageEdited":
      return `advantage:${event.index}`;
    case "AboutItemUpdated":
      return `item:${event.entry.list}:${event.entry.item.id}`;
    default:
      return null;
  }
};

/**
 * The one state transition: total and pure, written as an immer draft recipe. An event that does not
 * apply leaves the state unchanged; nothing throws.
 */
export const evolveDraft = (draft: Draft<DomainState>, event: DomainEvent): void => {
  switch (event._tag) {
    case "CourseCreated":
      if (draft.courses[event.courseID]) return;
      draft.courses[event.courseID] = castDraft(newCourse(event.courseID, event.name, true));
      delete draft.history[event.courseID];
      return;
    case "SaveRequested": {
      const course = draft.courses[event.courseID];
      if (course && !course.isLoading) course.isLoading = true;
      return;
    }
    case "ModuleCreated":
    case "ModuleRenamed":
    case "LessonCreated":
    case "LessonRenamed":
    case "LessonTrialSet":
    case "TaskCreated":
    case "TaskRenamed":
    case "ItemMarkedForDelete":
    case "ItemRestored":
    case "ItemFlushed":
    case "ItemMoved":
    case "ItemPlaced":
    case "ItemDuplicated":
      return recordAction(draft, event.courseID, groupOf(event), "at" in event ? event.at : null, (course) =>
        evolveStructure(course, event),
      );
    case "BlockAdded":
    case "BlockEdited":
    case "BlockDeleted":
    case "BlockMoved":
      return recordAction(draft, event.courseID, groupOf(event), "at" in event ? event.at : null, (course) =>
        evolveBlocks(course, event),
      );
    case "BlockPlaced":
      return recordAction(draft, event.courseID, null, null, (course) => placeBlock(course, event));
    case "AboutTextEdited":
    case "AboutRefSet":
    case "SchoolSelected":
    case "StyleEdited":
    case "AdvantageEdited":
    case "AdvantageAdded":
    case "AdvantageRemoved":
    case "AboutItemCreated":
    case "AboutItemUpdated":
    case "AboutItemMarkedForDelete":
    case "AboutItemDeleted":
    case "AboutItemRestored":
    case "AboutListCleared":
    case "SettingsActionSet":
    case "PaymentSelected":
    case "AccessesEdited":
      return recordAction(draft, event.courseID, groupOf(event), "at" in event ? event.at : null, (course) =>
        evolveAbout(course, event),
      );
    case "CourseLoaded":
    case "IdsAssigned":
    case "EvaluationsArrived":
    case "SaveConfirmed":
    case "SaveFailed":
    case "CoursePublished":
      return evolveServer(draft, event);
    case "AnswerDrafted":
    case "AnswerDraftCleared":
    case "PassageRestored":
    case "PassageStarted":
    case "TestAnswered":
    case "CoursePassageStarted":
    case "LessonContinued":
    case "LessonStarted":
    case "BlockCompleted":
    case "LessonEnded":
      return evolvePassage(draft, event);
    case "Undone":
    case "Redone":
      return evolveHistory(draft, event);
    case "StateSnapshot": // the log's own events (log/log-events.ts)
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

/** One event on a state (one `produce`). */
export const evolve = (state: DomainState, event: DomainEvent): DomainState =>
  produce(state, (draft) => evolveDraft(draft, event));

/**
 * A whole log: the fast path for replay. The recipe runs on a private, plain (unfrozen) copy of the
 * state rather than on an immer draft: no proxy per object read or written, no finalize walk. The
 * result is frozen all the way down at the end, as `produce` would have left it, and equals the
 * result of one `produce` per event. An empty log answers the state itself.
 */
export const replay = (events: Iterable<DomainEvent>, state: DomainState): DomainState => {
  let work: Draft<DomainState> | undefined;
  for (const event of events) {
    work ??= castDraft(clone(state)); // a deep copy: the state given may be frozen
    evolveDraft(work, event);
  }
  return work === undefined ? state : freezeDeep(work as DomainState);
};
