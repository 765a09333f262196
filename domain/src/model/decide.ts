import type * as Result from "effect/Result";
import { decideAbout } from "../course/decide-about";
import { decideAuthoring } from "../course/decide-authoring";
import { decidePassage } from "../passage/decide-passage";
import type { DomainCommand } from "./command";
import type { DecideError } from "./decide-error";
import type { DomainEvent } from "./event";
import type { DomainState } from "./state";

/** command → events, or a typed error with Russian messages (GUIDE §3). Pure; never throws. */
export const decide = (
  state: DomainState,
  command: DomainCommand,
): Result.Result<ReadonlyArray<DomainEvent>, DecideError> => {
  switch (command._tag) {
    case "CreateCourse":
    case "CreateModule":
    case "RenameModule":
    case "CreateLesson":
    case "RenameLesson":
    case "SetLessonTrial":
    case "CreateTask":
    case "RenameTask":
    case "MarkItemForDelete":
    case "RestoreItem":
    case "FlushItem":
    case "MoveItem":
    case "PlaceItem":
    case "DuplicateItem":
    case "PlaceBlock":
    case "AddBlock":
    case "EditBlock":
    case "DeleteBlock":
    case "MoveBlock":
    case "Undo":
    case "Redo":
    case "SaveCourse":
      return decideAuthoring(state, command);
    case "EditAboutText":
    case "SetAboutRef":
    case "SelectSchool":
    case "EditStyle":
    case "EditAdvantage":
    case "AddAdvantage":
    case "RemoveAdvantage":
    case "CreateAboutItem":
    case "UpdateAboutItem":
    case "MarkAboutItemForDelete":
    case "DeleteAboutItem":
    case "RestoreAboutItem":
    case "ClearAboutList":
    case "SetSettingsAction":
    case "SelectPayment":
    case "EditAccesses":
      return decideAbout(state, command);
    case "DraftAnswer":
    case "ClearAnswerDraft":
    case "OpenBlock":
    case "AnswerTest":
    case "StartCoursePassage":
    case "ContinueLesson":
    case "StartLesson":
    case "CompleteBlock":
    case "EndLesson":
      return decidePassage(state, command);
    default: {
      const never: never = command;
      return never;
    }
  }
};
