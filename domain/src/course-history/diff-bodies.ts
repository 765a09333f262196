import type { CourseBody } from "../api/course-content";
import { aboutChanges } from "./about-changes";
import type { BodyIndex } from "./body-index";
import type { CourseChange } from "./course-change";
import { diffTree } from "./diff-tree";
import { startWalk } from "./diff-walk";

/**
 * What changed from one version of a course to another (issue #22), in the order of the later version:
 * the about page (about-changes.ts; not the settings: content-only.ts), then the tree (diff-tree.ts):
 * each section with its lessons, each lesson's blocks (diff-blocks.ts) and tasks, each task's blocks; a
 * removed item at its old place. An added or removed item stands for what it holds (an item moved into
 * or out of it is reported as moved). Subtrees that are the same object on both sides are skipped, so a
 * version made from another by a patch costs what the patch touched (plus an index of sections,
 * lessons and tasks); blocks otherwise compare by content. Every line is labels.ts's.
 */
export const diffCourseBodies = (from: CourseBody, to: CourseBody, fromIndex?: BodyIndex): CourseChange[] => {
  const out = aboutChanges(from, to);
  if (from.moduleList === to.moduleList) return out;
  diffTree(startWalk(from, to, fromIndex, out), from, to);
  return out;
};
