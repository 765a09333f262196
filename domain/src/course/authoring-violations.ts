import type { DomainState } from "../model/state";
import { getIn } from "../model/sharded";
import { missing, violation as v, type Violation } from "../log/violation";
import type { AuthoringEvent } from "./authoring-events";
import type { CourseState } from "./course-state";
import type { BlockParent, ItemRef } from "./ids";

type Node = { readonly blockOrder: ReadonlyArray<string>; readonly blocks: Readonly<Record<string, unknown>> };

const parentNode = (course: CourseState, parent: BlockParent): Node | undefined =>
  parent._tag === "lesson" ? getIn(course.lessons, parent.lessonID) : getIn(course.tasks, parent.taskID);

const parentName = (parent: BlockParent): string =>
  parent._tag === "lesson" ? `урок ${parent.lessonID}` : `задание ${parent.taskID}`;

const itemExists = (course: CourseState, item: ItemRef): boolean =>
  item._tag === "module"
    ? course.modules[item.moduleID] !== undefined
    : item._tag === "lesson"
      ? getIn(course.lessons, item.lessonID) !== undefined
      : getIn(course.tasks, item.taskID) !== undefined;

const itemName = (item: ItemRef): string =>
  item._tag === "module"
    ? `раздел ${item.moduleID}`
    : item._tag === "lesson"
      ? `урок ${item.lessonID}`
      : `задание ${item.taskID}`;

/** A block the event names in its parent: both must exist. */
const blockRef = (course: CourseState, parent: BlockParent, blockID: string): Violation[] => {
  const node = parentNode(course, parent);
  if (node === undefined) return [missing(parentName(parent), course.courseID)];
  return node.blocks[blockID] === undefined
    ? [missing(`блок ${blockID} (${parentName(parent)})`, course.courseID)]
    : [];
};

type Structural = Exclude<AuthoringEvent, { _tag: "CourseCreated" | "SaveRequested" }>;

const structuralViolations = (course: CourseState, event: Structural): Violation[] => {
  const c = course.courseID;
  switch (event._tag) {
    case "ModuleCreated":
      return course.modules[event.moduleID] === undefined
        ? []
        : [v("duplicate-id", `раздел ${event.moduleID} уже существует в курсе ${c}`)];
    case "ModuleRenamed":
      return course.modules[event.moduleID] === undefined ? [missing(`раздел ${event.moduleID}`, c)] : [];
    case "LessonCreated":
      if (course.modules[event.moduleID] === undefined) return [missing(`раздел ${event.moduleID}`, c)];
      return getIn(course.lessons, event.lessonID) === undefined
        ? []
        : [v("duplicate-id", `урок ${event.lessonID} уже существует в курсе ${c}`)];
    case "LessonRenamed":
    case "LessonTrialSet":
      return getIn(course.lessons, event.lessonID) === undefined ? [missing(`урок ${event.lessonID}`, c)] : [];
    case "TaskCreated":
      if (getIn(course.lessons, event.lessonID) === undefined) return [missing(`урок ${event.lessonID}`, c)];
      return getIn(course.tasks, event.taskID) === undefined
        ? []
        : [v("duplicate-id", `задание ${event.taskID} уже существует в курсе ${c}`)];
    case "TaskRenamed":
      return getIn(course.tasks, event.taskID) === undefined ? [missing(`задание ${event.taskID}`, c)] : [];
    case "ItemMarkedForDelete":
    case "ItemRestored":
    case "ItemFlushed":
    case "ItemMoved":
      return itemExists(course, event.item) ? [] : [missing(itemName(event.item), c)];
    case "BlockAdded": {
      const node = parentNode(course, event.parent);
      if (node === undefined) return [missing(parentName(event.parent), c)];
      return node.blocks[event.contentBlockID] === undefined
        ? []
        : [v("duplicate-id", `блок ${event.contentBlockID} уже существует (${parentName(event.parent)})`)];
    }
    case "BlockEdited":
    case "BlockDeleted":
    case "BlockMoved":
      return blockRef(course, event.parent, event.contentBlockID);
    case "BlockPlaced": {
      const source = blockRef(course, event.parent, event.contentBlockID);
      if (source.length > 0) return source;
      return parentNode(course, event.to) === undefined ? [missing(parentName(event.to), c)] : [];
    }
    case "ItemPlaced": {
      if (!itemExists(course, event.item)) return [missing(itemName(event.item), c)];
      const parentID = event.parentID;
      if (event.item._tag === "lesson" && (parentID === null || course.modules[parentID] === undefined))
        return [missing(`раздел ${parentID ?? "—"}`, c)];
      if (event.item._tag === "task" && (parentID === null || getIn(course.lessons, parentID) === undefined))
        return [missing(`урок ${parentID ?? "—"}`, c)];
      return [];
    }
    case "ItemDuplicated": {
      if (!itemExists(course, event.item)) return [missing(itemName(event.item), c)];
      const sourceID =
        event.item._tag === "module"
          ? event.item.moduleID
          : event.item._tag === "lesson"
            ? event.item.lessonID
            : event.item.taskID;
      const copyID = event.ids[sourceID];
      const copy: ItemRef | null =
        copyID === undefined
          ? null
          : event.item._tag === "module"
            ? { _tag: "module", moduleID: copyID }
            : event.item._tag === "lesson"
              ? { _tag: "lesson", lessonID: copyID }
              : { _tag: "task", taskID: copyID };
      return copy !== null && itemExists(course, copy)
        ? [v("duplicate-id", `${itemName(copy)} уже существует в курсе ${c}`)]
        : [];
    }
    default: {
      const never: never = event;
      return never;
    }
  }
};

/**
 * What a course tree's event names that does not exist, or creates that exists already, in the state
 * before it (the log's check, log/log-check.ts).
 */
export const authoringViolations = (before: DomainState, event: AuthoringEvent): Violation[] => {
  if (event._tag === "CourseCreated")
    return before.courses[event.courseID] === undefined
      ? []
      : [v("duplicate-id", `курс ${event.courseID} уже существует`)];
  if (event._tag === "SaveRequested") return [];
  const course = before.courses[event.courseID];
  if (course === undefined) return [missing("курс", event.courseID)];
  return structuralViolations(course, event);
};
