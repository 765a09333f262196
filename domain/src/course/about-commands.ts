import * as Schema from "effect/Schema";
import { commandOf } from "../model/command-of";
import * as E from "./about-events";

/** Commands of the about and settings tabs: each has the fields of the event it asks for. */
export const EditAboutText = commandOf("EditAboutText", E.AboutTextEdited);
export const SetAboutRef = commandOf("SetAboutRef", E.AboutRefSet);
export const SelectSchool = commandOf("SelectSchool", E.SchoolSelected);
export const EditStyle = commandOf("EditStyle", E.StyleEdited);
export const EditAdvantage = commandOf("EditAdvantage", E.AdvantageEdited);
export const AddAdvantage = commandOf("AddAdvantage", E.AdvantageAdded);
export const RemoveAdvantage = commandOf("RemoveAdvantage", E.AdvantageRemoved);
export const CreateAboutItem = commandOf("CreateAboutItem", E.AboutItemCreated);
export const UpdateAboutItem = commandOf("UpdateAboutItem", E.AboutItemUpdated);
export const MarkAboutItemForDelete = commandOf("MarkAboutItemForDelete", E.AboutItemMarkedForDelete);
export const DeleteAboutItem = commandOf("DeleteAboutItem", E.AboutItemDeleted);
export const RestoreAboutItem = commandOf("RestoreAboutItem", E.AboutItemRestored);
export const ClearAboutList = commandOf("ClearAboutList", E.AboutListCleared);
export const SetSettingsAction = commandOf("SetSettingsAction", E.SettingsActionSet);
export const SelectPayment = commandOf("SelectPayment", E.PaymentSelected);
export const EditAccesses = commandOf("EditAccesses", E.AccessesEdited);

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
