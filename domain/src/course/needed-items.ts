import { tagsOf } from "../model/area";
import type { DomainEvent } from "../model/event";
import { AuthoringEvent } from "./authoring-events";
import type { BlockParent, ItemRef } from "./ids";
import { itemID } from "./course-query";

type NeedsOf<E extends { readonly _tag: string }> = {
  readonly [K in E["_tag"]]: (event: Extract<E, { readonly _tag: K }>) => ItemRef[];
};

const refOf = (parent: BlockParent): ItemRef =>
  parent._tag === "lesson" ? { _tag: "lesson", lessonID: parent.lessonID } : { _tag: "task", taskID: parent.taskID };

const nothing = (): ItemRef[] => [];

/**
 * For each course tree event, the items that must be live for it to mean what it meant in my window:
 * the lesson or task its block is in, the item it renames or moves, the parent it creates into, the
 * copy it makes. A delete needs nothing: where the other window removed the item too, what the author
 * kept is already so. Typed over the area's union, so a new event names this place (issue #39 row 4).
 */
const NEEDS: NeedsOf<AuthoringEvent> = {
  CourseCreated: nothing,
  SaveRequested: nothing,
  ModuleCreated: nothing,
  ItemMarkedForDelete: nothing,
  ItemFlushed: nothing,
  BlockDeleted: nothing,
  BlockEdited: (event) => [refOf(event.parent)],
  BlockMoved: (event) => [refOf(event.parent)],
  BlockAdded: (event) => [refOf(event.parent)],
  BlockPlaced: (event) => [refOf(event.parent), refOf(event.to)],
  LessonRenamed: (event) => [{ _tag: "lesson", lessonID: event.lessonID }],
  LessonTrialSet: (event) => [{ _tag: "lesson", lessonID: event.lessonID }],
  TaskRenamed: (event) => [{ _tag: "task", taskID: event.taskID }],
  ModuleRenamed: (event) => [{ _tag: "module", moduleID: event.moduleID }],
  LessonCreated: (event) => [{ _tag: "module", moduleID: event.moduleID }],
  TaskCreated: (event) => [{ _tag: "lesson", lessonID: event.lessonID }],
  ItemMoved: (event) => [event.item],
  ItemPlaced: (event) => [event.item],
  ItemRestored: (event) => [event.item],
  ItemDuplicated: ({ item, ids }) => {
    // The copy: when the original changed there, the copy comes as my window made it.
    const copy = ids[itemID(item)] ?? "";
    return item._tag === "lesson"
      ? [{ _tag: "lesson", lessonID: copy }]
      : item._tag === "task"
        ? [{ _tag: "task", taskID: copy }]
        : [];
  },
};

const COURSE_TREE_TAGS: ReadonlySet<string> = new Set(tagsOf(AuthoringEvent));

/** The items an event needs live; none for the events of the other areas (about, passage, …). */
export const neededItems = (event: DomainEvent): ItemRef[] => {
  if (!COURSE_TREE_TAGS.has(event._tag)) return [];
  // Sound because the tag is of the course tree's union, and NEEDS holds one rule per tag of it.
  const rule = NEEDS[event._tag as AuthoringEvent["_tag"]] as (event: DomainEvent) => ItemRef[];
  return rule(event);
};
