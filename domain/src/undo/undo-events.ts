import * as Schema from "effect/Schema";
import { Id } from "../course/ids";

/** Undo and redo of a course's authoring actions are events too (GUIDE §3). */
export const Undone = Schema.TaggedStruct("Undone", { courseID: Id });
export const Redone = Schema.TaggedStruct("Redone", { courseID: Id });

export const HistoryEvent = Schema.Union([Undone, Redone]);
export type HistoryEvent = typeof HistoryEvent.Type;
