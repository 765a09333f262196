import * as Schema from "effect/Schema";

/** Ids are strings in the model: server ids and client temporary ids alike. */
export const Id = Schema.String;
export type Id = typeof Id.Type;

/**
 * The id of a thing an event creates, not of one it refers to. Decoded as any id; the annotation tells
 * generated test logs to give it a fresh id (model/event-grounding.ts).
 */
export const NEW_ID = "newId";
export const NewId = Id.annotate({ [NEW_ID]: true });
/** The value an author's command always gives a field (generated test logs use it: model/event-grounding.ts). */
export const AUTHORED = "authored";

/** Epoch milliseconds, supplied by the caller inside commands and events (the domain has no clock). */
export const Millis = Schema.Finite;
export type Millis = typeof Millis.Type;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SPEC §4: a client-made about-list item has a UUID id; it is dropped on delete, not marked. */
export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);

/** Where a content block lives: a lesson's content, or a task's content. */
export const BlockParent = Schema.Union([
  Schema.TaggedStruct("lesson", { lessonID: Id }),
  Schema.TaggedStruct("task", { taskID: Id }),
]);
export type BlockParent = typeof BlockParent.Type;

/** An authoring item (SPEC §4: created / edited / deleted flags). */
export const ItemRef = Schema.Union([
  Schema.TaggedStruct("module", { moduleID: Id }),
  Schema.TaggedStruct("lesson", { lessonID: Id }),
  Schema.TaggedStruct("task", { taskID: Id }),
]);
export type ItemRef = typeof ItemRef.Type;

/** The key of an item in a course's `unsaved` index. */
export const itemKey = (item: ItemRef): string =>
  item._tag === "module"
    ? `module:${item.moduleID}`
    : item._tag === "lesson"
      ? `lesson:${item.lessonID}`
      : `task:${item.taskID}`;

/** A reference-list value such as a category or a completion document. */
export const NamedRef = Schema.Struct({ id: Id, name: Schema.String });
export type NamedRef = typeof NamedRef.Type;

/** An uploaded file as the server describes it. */
export const FileRef = Schema.Struct({ id: Id, name: Schema.String, url: Schema.String, size: Schema.Finite });
export type FileRef = typeof FileRef.Type;
