import { castDraft, current, isDraft, original, type Draft } from "immer";
import { frozenCopy } from "../model/clone";
import type { AuthoringEvent } from "./authoring-events";
import { containerOf } from "./course-query";
import type { CourseState } from "./course-state";
import { markUnsaved } from "./unsaved";

type Course = Draft<CourseState>;
type BlockEvent = Extract<AuthoringEvent, { _tag: "BlockAdded" | "BlockEdited" | "BlockDeleted" | "BlockMoved" }>;

// Block content is only ever replaced whole, never written into, so it is stored frozen (`frozenCopy`):
// undo snapshots share it instead of copying it, and immer does not walk it when it finalizes.

/**
 * A plain copy of a block order to rewrite and assign back whole: splicing a drafted array costs
 * two proxy traps per element moved.
 */
const plainCopy = (order: ReadonlyArray<string>): string[] => {
  if (!isDraft(order)) return order.slice();
  const copy = current(order as string[]);
  // An unmodified draft answers its base, which belongs to the previous state.
  return copy === original(order as string[]) ? copy.slice() : copy;
};

/** Content blocks of lessons and tasks (SPEC §4): add after a position, edit, delete, move by swapping. */
export const evolveBlocks = (course: Course, event: BlockEvent): void => {
  const node = containerOf(course, event.parent);
  if (!node) return;
  const id = event.contentBlockID;
  const markEdited = () => {
    node.wasEdited = true;
    markUnsaved(
      course,
      event.parent._tag === "lesson"
        ? { _tag: "lesson", lessonID: event.parent.lessonID }
        : { _tag: "task", taskID: event.parent.taskID },
    );
  };
  switch (event._tag) {
    case "BlockAdded": {
      if (node.blocks[id] || event.afterIndex < -1 || event.afterIndex >= node.blockOrder.length) return;
      node.blocks[id] = {
        contentBlockID: id,
        status: "none",
        evaluation: null,
        content: castDraft(frozenCopy(event.content)),
      };
      const order = plainCopy(node.blockOrder);
      order.splice(event.afterIndex + 1, 0, id);
      node.blockOrder = order;
      return markEdited();
    }
    case "BlockEdited": {
      const block = node.blocks[id];
      if (!block) return;
      block.content = castDraft(frozenCopy(event.content));
      return markEdited();
    }
    case "BlockDeleted": {
      if (!node.blocks[id]) return;
      const index = node.blockOrder.indexOf(id);
      delete node.blocks[id];
      if (index >= 0) {
        const order = plainCopy(node.blockOrder);
        order.splice(index, 1);
        node.blockOrder = order;
      }
      return markEdited();
    }
    case "BlockMoved": {
      const index = node.blockOrder.indexOf(id);
      const target = event.direction === "up" ? index - 1 : index + 1;
      if (index < 0 || target < 0 || target >= node.blockOrder.length) return;
      const other = node.blockOrder[target] ?? id;
      node.blockOrder[target] = id;
      node.blockOrder[index] = other;
      return markEdited();
    }
    default: {
      const never: never = event;
      return never;
    }
  }
};
