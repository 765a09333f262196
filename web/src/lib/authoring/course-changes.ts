import { AboutEvent } from "@app/domain/course/about-events";
import { AuthoringEvent } from "@app/domain/course/authoring-events";
import { HistoryEvent } from "@app/domain/undo/undo-events";
import type { DomainEvent } from "@app/domain/model/event";

const tags = (
  members: ReadonlyArray<{ readonly fields: { readonly _tag: { readonly schema: { readonly literal: string } } } }>,
): ReadonlySet<string> => new Set(members.map((member) => member.fields._tag.schema.literal));

/** The user's changes of a course: authoring, about and settings edits, undo and redo. */
const EDIT_TAGS = new Set([
  ...tags(AuthoringEvent.members),
  ...tags(AboutEvent.members),
  ...tags(HistoryEvent.members),
]);

/**
 * How an event bears on a course's save pipeline:
 * - `edit`: a change to send (and to keep while unsent);
 * - `saveRequest`: `Сохранить` was accepted (SaveRequested): send now; it is not kept, since
 *   replaying it after a reload would leave the course "loading";
 * - `confirm`: IdsAssigned, SaveConfirmed: kept after unsent edits, so that a replay clears the undo history
 *   (and flags) where the session did;
 * - null: anything else (other server data, the student's passage).
 */
export type CourseChange = { readonly courseID: string; readonly kind: "edit" | "saveRequest" | "confirm" };

export const courseChangeOf = (event: DomainEvent): CourseChange | null => {
  if (!("courseID" in event)) return null;
  if (event._tag === "SaveRequested") return { courseID: event.courseID, kind: "saveRequest" };
  if (event._tag === "SaveConfirmed" || event._tag === "IdsAssigned")
    return { courseID: event.courseID, kind: "confirm" };
  return EDIT_TAGS.has(event._tag) ? { courseID: event.courseID, kind: "edit" } : null;
};
