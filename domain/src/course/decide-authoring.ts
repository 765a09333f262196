import * as Result from "effect/Result";
import { LIMITS } from "../constants";
import type { DomainEvent } from "../model/event";
import { conflict, invalid, notFound, type DecideError } from "../model/decide-error";
import type { DomainState } from "../model/state";
import { AUTHORING_MESSAGES as M } from "../validation/messages";
import type { AuthoringCommand } from "./authoring-commands";
import { checkText, validateCourse } from "./course-checks";
import type { CourseState } from "./course-state";
import type { BlockParent } from "./ids";
import { containerOf, itemOf, lessonOf, moveTarget, siblingsOf, taskOf } from "./course-query";
import { duplicateProblem } from "./duplicate";
import { itemNameProblems } from "./item-names";
import { blockPlacement, placement } from "./place-item";

type Decision = Result.Result<ReadonlyArray<DomainEvent>, DecideError>;
const ok = (...events: DomainEvent[]): Decision => Result.succeed(events);
const fail = (error: DecideError): Decision => Result.fail(error);

/** Names may be left blank while typing (the save checks them) but never exceed the limit. */
const nameCheck = (field: string, value: string, then: () => Decision): Decision => {
  const problems = itemNameProblems(field, value);
  return problems.length > 0 ? fail(invalid(problems)) : then();
};

const containerMissing = (parent: BlockParent) =>
  notFound(parent._tag === "lesson" ? M.lessonNotFound : M.taskNotFound);

const decideInCourse = (
  course: CourseState,
  history: DomainState["history"][string] | undefined,
  c: Exclude<AuthoringCommand, { _tag: "CreateCourse" }>,
): Decision => {
  switch (c._tag) {
    case "CreateModule":
      if (course.modules[c.moduleID]) return fail(conflict(M.idTaken));
      return nameCheck("moduleName", c.moduleName, () => ok({ ...c, _tag: "ModuleCreated" }));
    case "RenameModule":
      if (!course.modules[c.moduleID]) return fail(notFound(M.moduleNotFound));
      return nameCheck("moduleName", c.moduleName, () => ok({ ...c, _tag: "ModuleRenamed" }));
    case "CreateLesson":
      if (!course.modules[c.moduleID]) return fail(notFound(M.moduleNotFound));
      if (lessonOf(course, c.lessonID)) return fail(conflict(M.idTaken));
      return nameCheck("lessonName", c.lessonName, () => ok({ ...c, _tag: "LessonCreated" }));
    case "RenameLesson":
      if (!lessonOf(course, c.lessonID)) return fail(notFound(M.lessonNotFound));
      return nameCheck("lessonName", c.lessonName, () => ok({ ...c, _tag: "LessonRenamed" }));
    case "SetLessonTrial":
      if (!lessonOf(course, c.lessonID)) return fail(notFound(M.lessonNotFound));
      return ok({ ...c, _tag: "LessonTrialSet" });
    case "CreateTask":
      if (!lessonOf(course, c.lessonID)) return fail(notFound(M.lessonNotFound));
      if (taskOf(course, c.taskID)) return fail(conflict(M.idTaken));
      return nameCheck("name", c.name, () => ok({ ...c, _tag: "TaskCreated" }));
    case "RenameTask":
      if (!taskOf(course, c.taskID)) return fail(notFound(M.taskNotFound));
      return nameCheck("name", c.name, () => ok({ ...c, _tag: "TaskRenamed" }));
    case "MarkItemForDelete":
      return itemOf(course, c.item) ? ok({ ...c, _tag: "ItemMarkedForDelete" }) : fail(notFound(M.itemNotFound));
    case "RestoreItem":
      return itemOf(course, c.item) ? ok({ ...c, _tag: "ItemRestored" }) : fail(notFound(M.itemNotFound));
    case "FlushItem": {
      const item = itemOf(course, c.item);
      if (!item) return fail(notFound(M.itemNotFound));
      return item.wasDeleted ? ok({ ...c, _tag: "ItemFlushed" }) : fail(conflict(M.notMarkedForDelete));
    }
    case "MoveItem": {
      const where = siblingsOf(course, c.item);
      if (!where) return fail(notFound(M.itemNotFound));
      // As for blocks (SPEC §4): moving past either end does nothing.
      return moveTarget(where.order, where.id, c.direction) ? ok({ ...c, _tag: "ItemMoved" }) : ok();
    }
    case "PlaceItem": {
      const where = placement(course, c);
      return where === "move" ? ok({ ...c, _tag: "ItemPlaced" }) : where === "stay" ? ok() : fail(where);
    }
    case "DuplicateItem": {
      const problem = duplicateProblem(course, c);
      return problem ? fail(problem) : ok({ ...c, _tag: "ItemDuplicated" });
    }
    case "PlaceBlock": {
      const where = blockPlacement(course, c);
      return where === "move" ? ok({ ...c, _tag: "BlockPlaced" }) : where === "stay" ? ok() : fail(where);
    }
    case "AddBlock": {
      const node = containerOf(course, c.parent);
      if (!node) return fail(containerMissing(c.parent));
      if (node.blocks[c.contentBlockID]) return fail(conflict(M.idTaken));
      if (c.afterIndex < -1 || c.afterIndex >= node.blockOrder.length)
        return fail(invalid([{ field: "afterIndex", message: M.badPosition }]));
      return ok({ ...c, _tag: "BlockAdded" });
    }
    case "EditBlock":
    case "DeleteBlock":
    case "MoveBlock": {
      const node = containerOf(course, c.parent);
      if (!node) return fail(containerMissing(c.parent));
      if (!node.blocks[c.contentBlockID]) return fail(notFound(M.blockNotFound));
      if (c._tag === "EditBlock") return ok({ ...c, _tag: "BlockEdited" });
      if (c._tag === "DeleteBlock") return ok({ ...c, _tag: "BlockDeleted" });
      const index = node.blockOrder.indexOf(c.contentBlockID);
      const target = c.direction === "up" ? index - 1 : index + 1;
      // SPEC §4: moving past either end does nothing.
      return target < 0 || target >= node.blockOrder.length ? ok() : ok({ ...c, _tag: "BlockMoved" });
    }
    case "Undo":
      return (history?.undo.length ?? 0) > 0
        ? ok({ _tag: "Undone", courseID: c.courseID })
        : fail(conflict(M.nothingToUndo));
    case "Redo":
      return (history?.redo.length ?? 0) > 0
        ? ok({ _tag: "Redone", courseID: c.courseID })
        : fail(conflict(M.nothingToRedo));
    case "SaveCourse": {
      if (course.isLoading) return fail(conflict(M.saveInProgress));
      const problems = validateCourse(course);
      return problems.length > 0 ? fail(invalid(problems)) : ok({ ...c, _tag: "SaveRequested" });
    }
    default: {
      const never: never = c;
      return never;
    }
  }
};

/** Authoring commands: existence checks, SPEC §5 rules and §9 limits, then the events. */
export const decideAuthoring = (state: DomainState, command: AuthoringCommand): Decision => {
  if (command._tag === "CreateCourse") {
    if (state.courses[command.courseID]) return fail(conflict(M.idTaken));
    const problems = checkText("general.name", command.name, { required: true, max: LIMITS.name });
    return problems.length > 0 ? fail(invalid(problems)) : ok({ ...command, _tag: "CourseCreated" });
  }
  const course = state.courses[command.courseID];
  return course ? decideInCourse(course, state.history[command.courseID], command) : fail(notFound(M.courseNotFound));
};
