import type { Draft } from "immer";
import type { CourseBody } from "@app/domain/api/course-content";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { applyPatch as applyToBody, PatchRefused, type Assigner } from "@app/domain/course/apply-patch";
import type { ContentPatch } from "@app/domain/course/content-patch";
import type { IdAssignment } from "@app/domain/course/server-events";
import { HttpError } from "../http/http-error";
import type { DbDraft } from "../store/store";
import { assigner } from "./assign-ids";

/** The ids a save was given, in the order it asked for them: what a replay of it hands out again. */
export type GivenIds = string[];

/** An assigner that also notes each new id it gives (a server id is kept as it is and not noted). */
export const noting = (give: Assigner, given: GivenIds): Assigner => {
  return (collection, id) => {
    const out = give(collection, id);
    if (out !== id) given.push(out);
    return out;
  };
};

/**
 * Applies a save's patch to the stored draft in place (domain/src/course/apply-patch.ts), new items
 * numbered from the store's counters. Throws 422 (nothing is kept: the store undoes the update) when
 * the patch names an unknown item or has an order step that does not apply to the draft's order.
 */
export const applyPatch = (
  db: DbDraft,
  courseID: string,
  body: Draft<CourseBody>,
  patch: ContentPatch,
  given: GivenIds = [],
): IdAssignment[] => {
  try {
    return applyToBody(noting(assigner(db), given), courseID, body, patch);
  } catch (error) {
    if (error instanceof PatchRefused) {
      const errors: ValidationErrors = { [error.field]: [error.reason] };
      throw new HttpError(422, "", errors);
    }
    throw error;
  }
};
