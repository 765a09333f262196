import * as Schema from "effect/Schema";
import { rubricMax, type Rubric } from "../course/rubric";

/**
 * Issue #34 part 4: what a decision keeps of a rubric, one mark per criterion. The titles and points
 * are copied as they were when the teacher decided, so a later edit of the rubric does not change
 * what the student was told.
 */
export const RubricMark = Schema.Struct({
  criterionID: Schema.String,
  title: Schema.String,
  points: Schema.Number,
  met: Schema.Boolean,
});
export type RubricMark = typeof RubricMark.Type;

export const RUBRIC_MARK_MESSAGES = {
  unknownCriterion: "Такого критерия нет в задании — обновите страницу",
} as const;

/** Ticked ids that are not the rubric's criteria (a stale page's): the decision is refused with them. */
export const unknownCriteria = (rubric: Rubric, ticked: ReadonlyArray<string>): string[] => {
  const ids = new Set(rubric.map((criterion) => criterion.criterionID));
  return ticked.filter((id) => !ids.has(id));
};

/** Every criterion with whether it was ticked, in the rubric's order. */
export const marksOf = (rubric: Rubric, ticked: ReadonlyArray<string>): RubricMark[] => {
  const met = new Set(ticked);
  return rubric.map(({ criterionID, title, points }) => ({ criterionID, title, points, met: met.has(criterionID) }));
};

/** `Баллы: 7 из 10`: the points of the met criteria and the most there were. */
export const scoreOf = (marks: ReadonlyArray<RubricMark>): { readonly points: number; readonly max: number } => ({
  points: rubricMax(marks.filter((mark) => mark.met)),
  max: rubricMax(marks),
});
