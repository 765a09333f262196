import type { ReplayOf } from "../model/area";
import type { AuthoringEvent } from "./authoring-events";

/**
 * The command each course tree event came from, for a rebase (course/rebase.ts) to decide it again on
 * the other window's course. Null: not replayed (a new course, a save request).
 */
export const authoringReplay: ReplayOf<AuthoringEvent> = {
  CourseCreated: null,
  SaveRequested: null,
  ModuleCreated: (event) => ({ ...event, _tag: "CreateModule" }),
  ModuleRenamed: (event) => ({ ...event, _tag: "RenameModule" }),
  LessonCreated: (event) => ({ ...event, _tag: "CreateLesson" }),
  LessonRenamed: (event) => ({ ...event, _tag: "RenameLesson" }),
  LessonTrialSet: (event) => ({ ...event, _tag: "SetLessonTrial" }),
  TaskCreated: (event) => ({ ...event, _tag: "CreateTask" }),
  TaskRenamed: (event) => ({ ...event, _tag: "RenameTask" }),
  ItemMarkedForDelete: (event) => ({ ...event, _tag: "MarkItemForDelete" }),
  ItemRestored: (event) => ({ ...event, _tag: "RestoreItem" }),
  ItemFlushed: (event) => ({ ...event, _tag: "FlushItem" }),
  ItemMoved: (event) => ({ ...event, _tag: "MoveItem" }),
  ItemPlaced: (event) => ({ ...event, _tag: "PlaceItem" }),
  ItemDuplicated: (event) => ({ ...event, _tag: "DuplicateItem" }),
  BlockPlaced: (event) => ({ ...event, _tag: "PlaceBlock" }),
  BlockAdded: (event) => ({ ...event, _tag: "AddBlock" }),
  BlockEdited: (event) => ({ ...event, _tag: "EditBlock" }),
  BlockDeleted: (event) => ({ ...event, _tag: "DeleteBlock" }),
  BlockMoved: (event) => ({ ...event, _tag: "MoveBlock" }),
};
