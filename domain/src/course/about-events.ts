import * as Schema from "effect/Schema";
import { AboutEntry, AboutListName, AboutStyle, ClearableListName } from "./about";
import { AUTHORED, Id, Millis, NamedRef, NEW_ID } from "./ids";
import { RichTextFormat } from "./rich-text";
import { ActionName } from "./settings";

/** Text fields of the about tab, edited as the user types. */
export const AboutTextField = Schema.Literals([
  "name",
  "summary",
  "price",
  "old_price",
  "description",
  "additionalDescription",
]);
export type AboutTextField = typeof AboutTextField.Type;

export const RefField = Schema.Literals(["category", "completionDoc", "practiceType"]);
export type RefField = typeof RefField.Type;

/** The about texts the rich editor writes (issue #20): the others are always plain. */
export const RICH_ABOUT_FIELDS: ReadonlyArray<AboutTextField> = ["description"];

/**
 * A text of the about tab as typed. `format: "html"` only on a rich field (RICH_ABOUT_FIELDS), once
 * the author formatted it; absent, the text is plain (every event recorded before issue #20).
 */
export const AboutTextEdited = Schema.TaggedStruct("AboutTextEdited", {
  courseID: Id,
  field: AboutTextField,
  value: Schema.String,
  format: Schema.optionalKey(RichTextFormat),
  at: Millis,
});
export const AboutRefSet = Schema.TaggedStruct("AboutRefSet", {
  courseID: Id,
  field: RefField,
  value: Schema.NullOr(NamedRef),
});
export const SchoolSelected = Schema.TaggedStruct("SchoolSelected", { courseID: Id, schoolID: Schema.NullOr(Id) });
export const StyleEdited = Schema.TaggedStruct("StyleEdited", { courseID: Id, style: AboutStyle });
export const AdvantageEdited = Schema.TaggedStruct("AdvantageEdited", {
  courseID: Id,
  index: Schema.Int,
  description: Schema.String,
  at: Millis,
});
/** `id`: null for one the author adds (`AUTHORED`), a server's when "keep mine" puts one back. */
export const AdvantageAdded = Schema.TaggedStruct("AdvantageAdded", {
  courseID: Id,
  id: Schema.NullOr(Id).annotate({ [AUTHORED]: null }),
});
/** Removing an advantage keeps at least 3 (blank ones are padded in). */
export const AdvantageRemoved = Schema.TaggedStruct("AdvantageRemoved", { courseID: Id, index: Schema.Int });

/** About lists (SPEC §4): create, update, markForDelete, delete, restore, clear. */
/** The entry's item is a new one: its id is new (`NEW_ID`, for generated test logs). */
export const AboutItemCreated = Schema.TaggedStruct("AboutItemCreated", {
  courseID: Id,
  entry: AboutEntry.annotate({ [NEW_ID]: true }),
});
export const AboutItemUpdated = Schema.TaggedStruct("AboutItemUpdated", {
  courseID: Id,
  entry: AboutEntry,
  at: Millis,
});
export const AboutItemMarkedForDelete = Schema.TaggedStruct("AboutItemMarkedForDelete", {
  courseID: Id,
  list: AboutListName,
  id: Id,
});
export const AboutItemDeleted = Schema.TaggedStruct("AboutItemDeleted", { courseID: Id, list: AboutListName, id: Id });
export const AboutItemRestored = Schema.TaggedStruct("AboutItemRestored", {
  courseID: Id,
  list: AboutListName,
  id: Id,
});
export const AboutListCleared = Schema.TaggedStruct("AboutListCleared", { courseID: Id, list: ClearableListName });

/** Settings tab. */
export const SettingsActionSet = Schema.TaggedStruct("SettingsActionSet", {
  courseID: Id,
  action: ActionName,
  value: Schema.Boolean,
});
export const PaymentSelected = Schema.TaggedStruct("PaymentSelected", {
  courseID: Id,
  id: Id,
  selected: Schema.Boolean,
});
export const AccessesEdited = Schema.TaggedStruct("AccessesEdited", {
  courseID: Id,
  available: Schema.Boolean,
  accessByEmail: Schema.Boolean,
  teachers: Schema.Array(Id),
  link: Schema.String,
  maxCount: Schema.String,
  isSetMaxCount: Schema.Boolean,
});

export const AboutEvent = Schema.Union([
  AboutTextEdited,
  AboutRefSet,
  SchoolSelected,
  StyleEdited,
  AdvantageEdited,
  AdvantageAdded,
  AdvantageRemoved,
  AboutItemCreated,
  AboutItemUpdated,
  AboutItemMarkedForDelete,
  AboutItemDeleted,
  AboutItemRestored,
  AboutListCleared,
  SettingsActionSet,
  PaymentSelected,
  AccessesEdited,
]);
export type AboutEvent = typeof AboutEvent.Type;
