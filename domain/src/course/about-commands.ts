import * as Schema from "effect/Schema";
import { AboutEntry, AboutListName, AboutStyle, ClearableListName } from "./about";
import { AboutTextField, RefField } from "./about-events";
import { Id, Millis, NamedRef } from "./ids";
import { ActionName } from "./settings";

/** Commands of the about and settings tabs. */
export const EditAboutText = Schema.TaggedStruct("EditAboutText", { courseID: Id, field: AboutTextField, value: Schema.String, at: Millis });
export const SetAboutRef = Schema.TaggedStruct("SetAboutRef", { courseID: Id, field: RefField, value: Schema.NullOr(NamedRef) });
export const SelectSchool = Schema.TaggedStruct("SelectSchool", { courseID: Id, schoolID: Schema.NullOr(Id) });
export const EditStyle = Schema.TaggedStruct("EditStyle", { courseID: Id, style: AboutStyle });
export const EditAdvantage = Schema.TaggedStruct("EditAdvantage", { courseID: Id, index: Schema.Int, description: Schema.String, at: Millis });
export const AddAdvantage = Schema.TaggedStruct("AddAdvantage", { courseID: Id, id: Schema.NullOr(Id) });
export const RemoveAdvantage = Schema.TaggedStruct("RemoveAdvantage", { courseID: Id, index: Schema.Int });
export const CreateAboutItem = Schema.TaggedStruct("CreateAboutItem", { courseID: Id, entry: AboutEntry });
export const UpdateAboutItem = Schema.TaggedStruct("UpdateAboutItem", { courseID: Id, entry: AboutEntry, at: Millis });
export const MarkAboutItemForDelete = Schema.TaggedStruct("MarkAboutItemForDelete", { courseID: Id, list: AboutListName, id: Id });
export const DeleteAboutItem = Schema.TaggedStruct("DeleteAboutItem", { courseID: Id, list: AboutListName, id: Id });
export const RestoreAboutItem = Schema.TaggedStruct("RestoreAboutItem", { courseID: Id, list: AboutListName, id: Id });
export const ClearAboutList = Schema.TaggedStruct("ClearAboutList", { courseID: Id, list: ClearableListName });
export const SetSettingsAction = Schema.TaggedStruct("SetSettingsAction", { courseID: Id, action: ActionName, value: Schema.Boolean });
export const SelectPayment = Schema.TaggedStruct("SelectPayment", { courseID: Id, id: Id, selected: Schema.Boolean });
export const EditAccesses = Schema.TaggedStruct("EditAccesses", {
  courseID: Id,
  available: Schema.Boolean,
  accessByEmail: Schema.Boolean,
  teachers: Schema.Array(Id),
  link: Schema.String,
  maxCount: Schema.String,
  isSetMaxCount: Schema.Boolean,
});

export const AboutCommand = Schema.Union([
  EditAboutText,
  SetAboutRef,
  SelectSchool,
  EditStyle,
  EditAdvantage,
  AddAdvantage,
  RemoveAdvantage,
  CreateAboutItem,
  UpdateAboutItem,
  MarkAboutItemForDelete,
  DeleteAboutItem,
  RestoreAboutItem,
  ClearAboutList,
  SetSettingsAction,
  SelectPayment,
  EditAccesses,
]);
export type AboutCommand = typeof AboutCommand.Type;
