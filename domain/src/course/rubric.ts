import * as Schema from "effect/Schema";
import type { Problem } from "./check-text";
import { checkText } from "./check-text";
import { Id } from "./ids";

/**
 * Issue #34 part 4: a free task's optional rubric, a checklist of criteria the teacher ticks. SPEC
 * gives no limits; these are ours (docs/decisions/review.md, "Rubric limits").
 */
export const RUBRIC_LIMITS = {
  /** Criteria in one rubric. */
  criteria: 20,
  /** Characters of a criterion's title. */
  title: 200,
  /** A criterion's points: a whole number from 1 to 100. */
  minPoints: 1,
  maxPoints: 100,
} as const;

export const RUBRIC_MESSAGES = {
  points: `Баллы — целое число от ${RUBRIC_LIMITS.minPoints} до ${RUBRIC_LIMITS.maxPoints}`,
  tooMany: `Не больше ${RUBRIC_LIMITS.criteria} критериев`,
} as const;

/** One criterion: its id (unique in the rubric), what the work must do, and what meeting it earns. */
export const RubricCriterion = Schema.Struct({ criterionID: Id, title: Schema.String, points: Schema.Finite });
export type RubricCriterion = typeof RubricCriterion.Type;

/** The criteria in the author's order; a task without a rubric has none (the key is absent). */
export const Rubric = Schema.Array(RubricCriterion);
export type Rubric = typeof Rubric.Type;

/** Whether `points` is a criterion's allowed points. */
export const validPoints = (points: number): boolean =>
  Number.isInteger(points) && points >= RUBRIC_LIMITS.minPoints && points <= RUBRIC_LIMITS.maxPoints;

/**
 * The rubric's problems for the constructor and the publish check alike: at most 20 criteria, each
 * with a title (at most 200 characters) and 1–100 whole points. `field` is the rubric's path (`…rubric`).
 */
export const rubricProblems = (field: string, rubric: Rubric): Problem[] => {
  const problems: Problem[] = [];
  if (rubric.length > RUBRIC_LIMITS.criteria) problems.push({ field, message: RUBRIC_MESSAGES.tooMany });
  rubric.forEach((criterion, i) => {
    problems.push(...checkText(`${field}.${i}.title`, criterion.title, { required: true, max: RUBRIC_LIMITS.title }));
    if (!validPoints(criterion.points))
      problems.push({ field: `${field}.${i}.points`, message: RUBRIC_MESSAGES.points });
  });
  return problems;
};

/** The most a work can earn: every criterion's points. */
export const rubricMax = (rubric: ReadonlyArray<Pick<RubricCriterion, "points">>): number =>
  rubric.reduce((sum, criterion) => sum + criterion.points, 0);

/** What the ticked criteria earn (ids not in the rubric count nothing). */
export const tickedPoints = (rubric: Rubric, ticked: ReadonlySet<string>): number =>
  rubricMax(rubric.filter((criterion) => ticked.has(criterion.criterionID)));

/** A new criterion as the constructor adds it: no title yet, 1 point (the caller gives the id). */
export const newCriterion = (criterionID: string): RubricCriterion => ({ criterionID, title: "", points: 1 });

/** Whether another criterion may be added. */
export const canAddCriterion = (rubric: Rubric | undefined): boolean => (rubric?.length ?? 0) < RUBRIC_LIMITS.criteria;
