import type { CourseBody } from "@app/domain/api/course-content";
import type { ContentPatch } from "@app/domain/course/content-patch";
import { indexBody } from "@app/domain/course-history/body-index";
import { summarizePatch } from "@app/domain/course-history/summarize";
import { touchedIds } from "@app/domain/course-history/touched";
import type { ChangedIds } from "@app/domain/course-history/history-entry";

/**
 * What a version's entry says about its change: the Russian summary lines and the ids it touched
 * (under the patch's ids: new items still have their temporary ones until `remapChangedIds`). Read
 * from the draft before the change is applied, with one id index for both.
 */
export const describeChange = (
  before: CourseBody,
  patch: ContentPatch,
): { readonly summary: ReadonlyArray<string>; readonly changed: ChangedIds } => {
  const index = indexBody(before);
  return { summary: summarizePatch(before, patch, index), changed: touchedIds(before, patch, index) };
};
