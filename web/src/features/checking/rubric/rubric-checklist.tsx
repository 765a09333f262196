import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { rubricMax, tickedPoints, type Rubric } from "@app/domain/course/rubric";
import { criterionIndex, DIGIT_CRITERIA } from "./rubric-keys";
import type { RubricTicks } from "./use-rubric-ticks";
import "./rubric.css";

type Props = { readonly rubric: Rubric; readonly ticks: RubricTicks };

/**
 * Issue #34 part 4: the task's criteria as checkboxes in the decision form, with `Баллы: 7 из 10`
 * adding up as they are ticked. On the desk, the digit keys 1–9 tick the first nine criteria.
 */
export const RubricChecklist = ({ rubric, ticks }: Props) => {
  const { t } = useTranslation("checking");
  const id = useId();
  const latest = useRef({ rubric, toggle: ticks.toggle });
  useEffect(() => {
    latest.current = { rubric, toggle: ticks.toggle };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const { key, code, ctrlKey, metaKey, altKey } = event;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const index = criterionIndex({ key, code, ctrlKey, metaKey, altKey, target }, latest.current.rubric.length);
      const criterion = index === null ? undefined : latest.current.rubric[index];
      if (criterion === undefined) return;
      event.preventDefault();
      latest.current.toggle(criterion.criterionID);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <fieldset className="check-rubric" aria-describedby={`${id}-score`}>
      <legend>{t("rubric.title")}</legend>
      <ul className="check-rubric-list">
        {rubric.map((criterion, index) => (
          <li key={criterion.criterionID}>
            <label className="check-rubric-criterion">
              <input
                type="checkbox"
                checked={ticks.ticked.has(criterion.criterionID)}
                onChange={() => ticks.toggle(criterion.criterionID)}
              />
              {index < DIGIT_CRITERIA && (
                <kbd className="check-rubric-key" aria-hidden="true">
                  {index + 1}
                </kbd>
              )}
              <span className="check-rubric-title">{criterion.title}</span>
              <span className="check-rubric-points muted">{t("rubric.points", { count: criterion.points })}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="check-rubric-score" id={`${id}-score`} aria-live="polite">
        {t("rubric.score", { points: tickedPoints(rubric, ticks.ticked), max: rubricMax(rubric) })}
      </p>
    </fieldset>
  );
};
