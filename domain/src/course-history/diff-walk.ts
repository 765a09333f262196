import type { CourseBody } from "../api/course-content";
import { homesOf, type BlockHomes } from "./block-homes";
import { indexBody, type BodyIndex } from "./body-index";
import { toChange, type Draft } from "./change-drafts";
import type { CourseChange } from "./course-change";

/** What the walk of a course's tree shares: both versions' indexes, where the blocks are, and the changes found. */
export type Walk = {
  /** The earlier version's sections, lessons and tasks. */
  readonly was: BodyIndex;
  /** The later version's. */
  readonly is: BodyIndex;
  /** Where the blocks of the containers that differ are, built when a walk first reaches blocks. */
  readonly homes: () => BlockHomes;
  readonly push: (draft: Draft) => void;
};

/** A walk from `from` to `to` that adds its changes to `out`. */
export const startWalk = (
  from: CourseBody,
  to: CourseBody,
  fromIndex: BodyIndex | undefined,
  out: CourseChange[],
): Walk => {
  const was = fromIndex ?? indexBody(from);
  const is = indexBody(to);
  let homes: BlockHomes | undefined;
  return {
    was,
    is,
    homes: () => (homes ??= { from: homesOf(was, is), to: homesOf(is, was) }),
    push: (draft) => {
      out.push(toChange(draft));
    },
  };
};
