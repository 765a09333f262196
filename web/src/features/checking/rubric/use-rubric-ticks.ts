import { useState } from "react";
import type { Rubric } from "@app/domain/course/rubric";

export type RubricTicks = {
  readonly ticked: ReadonlySet<string>;
  readonly toggle: (criterionID: string) => void;
  /** What the decision sends: the ticked ids in the rubric's order, or undefined when the task has no rubric. */
  readonly criteria: () => ReadonlyArray<string> | undefined;
};

/** The criteria the teacher ticked on the open work (a new work starts with none: the form is keyed by it). */
export const useRubricTicks = (rubric: Rubric | undefined): RubricTicks => {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (criterionID: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(criterionID)) next.add(criterionID);
      return next;
    });
  const criteria = () =>
    rubric === undefined || rubric.length === 0
      ? undefined
      : rubric.map((criterion) => criterion.criterionID).filter((id) => ticked.has(id));
  return { ticked, toggle, criteria };
};
