import { castDraft, type Draft } from "immer";
import type { DomainState } from "../model/state";
import type { HistoryEvent } from "./undo-events";
import type { Slot, Step } from "./undo-state";
import { readSlot, writeSlot } from "./recorder";

/** Puts the step's slots back (last written first) and answers the step that reverses that. */
const revert = (course: unknown, step: Step): Step => {
  const reverse: Slot[] = [];
  for (let i = step.slots.length - 1; i >= 0; i--) {
    const slot = step.slots[i];
    if (!slot) continue;
    reverse.push(readSlot(course, slot.path));
    writeSlot(course, slot);
  }
  // Read in writing order, so reverting this step writes them back in the opposite order.
  return { group: null, at: null, slots: reverse };
};

/** Undo restores the course as it was before the last user action; redo re-applies it. */
export const evolveHistory = (draft: Draft<DomainState>, event: HistoryEvent): void => {
  const course = draft.courses[event.courseID];
  const history = draft.history[event.courseID];
  if (!course || !history) return;
  switch (event._tag) {
    case "Undone": {
      const step = history.undo.pop();
      if (step) history.redo.push(castDraft(revert(course, step)));
      return;
    }
    case "Redone": {
      const step = history.redo.pop();
      if (step) history.undo.push(castDraft(revert(course, step)));
      return;
    }
    default: {
      const never: never = event;
      return never;
    }
  }
};
