import type { CourseBody } from "@app/domain/api/course-content";
import type { ContentPatch } from "@app/domain/course/content-patch";
import { indexBody } from "@app/domain/course-history/body-index";
import type { CourseChange } from "@app/domain/course-history/course-change";
import { diffCourseBodies } from "@app/domain/course-history/diff-bodies";
import type { ChangedIds } from "@app/domain/course-history/history-entry";
import { patchedBody } from "@app/domain/course-history/patched-body";
import { changedIdsOf } from "@app/domain/course-history/touched";

/**
 * What a save changes, for its version: the changes the history lists (its summary lines come from
 * them) and the ids it touched, under the patch's ids (new items still have their temporary ones
 * until `remapChanges` / `remapChangedIds`). Read from the draft before the change is applied; it
 * costs what the patch touches plus an index of sections, lessons and tasks (one, shared).
 */
export const describeChange = (
  before: CourseBody,
  patch: ContentPatch,
): { readonly changes: ReadonlyArray<CourseChange>; readonly changed: ChangedIds } => {
  const index = indexBody(before);
  const after = patchedBody(before, patch, index);
  const changes = diffCourseBodies(before, after, index);
  return { changes, changed: changedIdsOf(changes, index, indexBody(after)) };
};
