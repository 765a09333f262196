import { castDraft, type Draft } from "immer";
import { recordAction } from "../undo/recorder";
import type { DomainState } from "../model/state";
import type { AuthoringEvent } from "./authoring-events";
import { newCourse } from "./defaults";
import { evolveBlocks } from "./evolve-blocks";
import { evolveStructure } from "./evolve-structure";
import { placeBlock } from "./place-item";

/** Text edits carry a group: one undo step per field per pause. */
const groupOf = (event: AuthoringEvent): string | null => {
  switch (event._tag) {
    case "ModuleRenamed":
      return `module:${event.moduleID}`;
    case "LessonRenamed":
      return `lesson:${event.lessonID}`;
    case "TaskRenamed":
      return `task:${event.taskID}`;
    case "BlockEdited":
      return `block:${event.contentBlockID}`;
    default:
      return null;
  }
};

/** The course tree's events: every user action is recorded for undo (undo/recorder.ts). */
export const evolveAuthoring = (draft: Draft<DomainState>, event: AuthoringEvent): void => {
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
    case "BlockPlaced":
      return recordAction(draft, event.courseID, null, null, (course) => placeBlock(course, event));
    case "BlockAdded":
    case "BlockEdited":
    case "BlockDeleted":
    case "BlockMoved":
      return recordAction(draft, event.courseID, groupOf(event), "at" in event ? event.at : null, (course) =>
        evolveBlocks(course, event),
      );
    default:
      // The rest are the structure's (evolve-structure.ts: its switch names any event left out).
      return recordAction(draft, event.courseID, groupOf(event), "at" in event ? event.at : null, (course) =>
        evolveStructure(course, event),
      );
  }
};
