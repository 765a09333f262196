import * as Schema from "effect/Schema";
import { BlockContent } from "./block-content";
import { BlockParent, Id, ItemRef, Millis } from "./ids";

/** What the constructor asks for (GUIDE §3: command → decide → events | typed error). Ids and times come from the caller. */
export const CreateCourse = Schema.TaggedStruct("CreateCourse", { courseID: Id, name: Schema.String, at: Millis });
export const CreateModule = Schema.TaggedStruct("CreateModule", { courseID: Id, moduleID: Id, moduleName: Schema.String, at: Millis });
export const RenameModule = Schema.TaggedStruct("RenameModule", { courseID: Id, moduleID: Id, moduleName: Schema.String, at: Millis });
export const CreateLesson = Schema.TaggedStruct("CreateLesson", {
  courseID: Id,
  moduleID: Id,
  lessonID: Id,
  lessonName: Schema.String,
  is_trial: Schema.Boolean,
  at: Millis,
});
export const RenameLesson = Schema.TaggedStruct("RenameLesson", { courseID: Id, lessonID: Id, lessonName: Schema.String, at: Millis });
export const SetLessonTrial = Schema.TaggedStruct("SetLessonTrial", { courseID: Id, lessonID: Id, is_trial: Schema.Boolean });
export const CreateTask = Schema.TaggedStruct("CreateTask", { courseID: Id, lessonID: Id, taskID: Id, name: Schema.String, at: Millis });
export const RenameTask = Schema.TaggedStruct("RenameTask", { courseID: Id, taskID: Id, name: Schema.String, at: Millis });
export const MarkItemForDelete = Schema.TaggedStruct("MarkItemForDelete", { courseID: Id, item: ItemRef });
export const RestoreItem = Schema.TaggedStruct("RestoreItem", { courseID: Id, item: ItemRef });
export const FlushItem = Schema.TaggedStruct("FlushItem", { courseID: Id, item: ItemRef });
/** Up or down by swapping with the neighbour in the parent's order; past either end it does nothing. */
export const MoveItem = Schema.TaggedStruct("MoveItem", { courseID: Id, item: ItemRef, direction: Schema.Literals(["up", "down"]) });
export const AddBlock = Schema.TaggedStruct("AddBlock", { courseID: Id, parent: BlockParent, afterIndex: Schema.Int, contentBlockID: Id, content: BlockContent });
export const EditBlock = Schema.TaggedStruct("EditBlock", { courseID: Id, parent: BlockParent, contentBlockID: Id, content: BlockContent, at: Millis });
export const DeleteBlock = Schema.TaggedStruct("DeleteBlock", { courseID: Id, parent: BlockParent, contentBlockID: Id });
export const MoveBlock = Schema.TaggedStruct("MoveBlock", { courseID: Id, parent: BlockParent, contentBlockID: Id, direction: Schema.Literals(["up", "down"]) });
export const Undo = Schema.TaggedStruct("Undo", { courseID: Id });
export const Redo = Schema.TaggedStruct("Redo", { courseID: Id });
/** Runs every SPEC §5 course check; publish also publishes once the server confirms. */
export const SaveCourse = Schema.TaggedStruct("SaveCourse", { courseID: Id, publish: Schema.Boolean, at: Millis });

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
  AddBlock,
  EditBlock,
  DeleteBlock,
  MoveBlock,
  Undo,
  Redo,
  SaveCourse,
]);
export type AuthoringCommand = typeof AuthoringCommand.Type;
