import * as Schema from "effect/Schema";
import { Redone, Undone } from "../undo/undo-events";
import { commandOf } from "../model/command-of";
import * as E from "./authoring-events";

/**
 * What the constructor asks for (GUIDE §3: command → decide → events | typed error). Ids and times
 * come from the caller. Each command has the fields of the event it asks for; `SaveCourse` runs
 * every SPEC §5 course check, and publish also publishes once the server confirms.
 */
export const CreateCourse = commandOf("CreateCourse", E.CourseCreated);
export const CreateModule = commandOf("CreateModule", E.ModuleCreated);
export const RenameModule = commandOf("RenameModule", E.ModuleRenamed);
export const CreateLesson = commandOf("CreateLesson", E.LessonCreated);
export const RenameLesson = commandOf("RenameLesson", E.LessonRenamed);
export const SetLessonTrial = commandOf("SetLessonTrial", E.LessonTrialSet);
export const CreateTask = commandOf("CreateTask", E.TaskCreated);
export const RenameTask = commandOf("RenameTask", E.TaskRenamed);
export const MarkItemForDelete = commandOf("MarkItemForDelete", E.ItemMarkedForDelete);
export const RestoreItem = commandOf("RestoreItem", E.ItemRestored);
export const FlushItem = commandOf("FlushItem", E.ItemFlushed);
export const MoveItem = commandOf("MoveItem", E.ItemMoved);
export const PlaceItem = commandOf("PlaceItem", E.ItemPlaced);
export const DuplicateItem = commandOf("DuplicateItem", E.ItemDuplicated);
export const PlaceBlock = commandOf("PlaceBlock", E.BlockPlaced);
export const AddBlock = commandOf("AddBlock", E.BlockAdded);
export const EditBlock = commandOf("EditBlock", E.BlockEdited);
export const DeleteBlock = commandOf("DeleteBlock", E.BlockDeleted);
export const MoveBlock = commandOf("MoveBlock", E.BlockMoved);
export const Undo = commandOf("Undo", Undone);
export const Redo = commandOf("Redo", Redone);
export const SaveCourse = commandOf("SaveCourse", E.SaveRequested);

export const AuthoringCommand = Schema.Union([
  CreateCourse,
  CreateModule,
  RenameModule,
  CreateLesson,
  RenameLesson,
  SetLessonTrial,
  CreateTask,
  RenameTask,
  MarkItemForDelete,
  RestoreItem,
  FlushItem,
  MoveItem,
  PlaceItem,
  DuplicateItem,
  PlaceBlock,
  AddBlock,
  EditBlock,
  DeleteBlock,
  MoveBlock,
  Undo,
  Redo,
  SaveCourse,
]);
export type AuthoringCommand = typeof AuthoringCommand.Type;
