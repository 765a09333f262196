import { useTranslation } from "react-i18next";
import type { FreeTaskContent } from "@app/domain/course/block-content";
import { canAddCriterion, newCriterion, rubricMax, RUBRIC_LIMITS, type Rubric } from "@app/domain/course/rubric";
import { blockField, updateBlock, type BlockAddress } from "./block-edit";
import { newId } from "./commands";
import { Field } from "./text-fields";
import "./rubric-editor.css";

type Props = {
  readonly address: BlockAddress;
  readonly rubric: Rubric | undefined;
  readonly errors: ReadonlyMap<string, string>;
};

type FreeTask = typeof FreeTaskContent.Type;

/** The task with this rubric; no criteria left takes the rubric away (the key is absent, as on a task that never had one). */
const withRubric = (task: FreeTask, rubric: Rubric): FreeTask => {
  const { rubric: _old, ...rest } = task;
  return rubric.length === 0 ? rest : { ...rest, rubric };
};

/** A points field's value: a whole number as typed, 0 (which the checks refuse) when empty or not a number. */
const pointsOf = (raw: string): number => {
  const value = Number(raw.trim());
  return raw.trim() === "" || !Number.isFinite(value) ? 0 : value;
};

/**
 * Issue #34 part 4: the free task's optional `Критерии оценки`, criteria with points the teacher
 * ticks when checking. Each edit is the block's EditBlock event, like the title's.
 */
export const RubricEditor = ({ address, rubric, errors }: Props) => {
  const { t } = useTranslation("constructor");
  const criteria = rubric ?? [];
  const edit = (update: (rubric: Rubric) => Rubric) =>
    updateBlock(address, "freeTask", (current) => withRubric(current, update(current.rubric ?? [])));
  const editAt = (criterionID: string, change: Partial<Rubric[number]>) =>
    edit((current) => current.map((c) => (c.criterionID === criterionID ? { ...c, ...change } : c)));

  return (
    <fieldset className="rubric-editor">
      <legend>{t("rubric.title")}</legend>
      <p className="muted rubric-editor-hint">{t("rubric.hint")}</p>
      {criteria.length > 0 && (
        <ol className="rubric-editor-list">
          {criteria.map((criterion, index) => (
            <li key={criterion.criterionID} className="rubric-editor-row">
              <Field
                label={t("rubric.criterionTitle", { number: index + 1 })}
                value={criterion.title}
                maxLength={RUBRIC_LIMITS.title}
                error={errors.get(blockField(address, `rubric.${index}.title`))}
                field={blockField(address, `rubric.${index}.title`)}
                onChange={(event) => editAt(criterion.criterionID, { title: event.target.value })}
              />
              <Field
                label={t("rubric.points", { number: index + 1 })}
                className="rubric-editor-points"
                type="number"
                inputMode="numeric"
                min={RUBRIC_LIMITS.minPoints}
                max={RUBRIC_LIMITS.maxPoints}
                step={1}
                value={criterion.points === 0 ? "" : String(criterion.points)}
                error={errors.get(blockField(address, `rubric.${index}.points`))}
                field={blockField(address, `rubric.${index}.points`)}
                onChange={(event) => editAt(criterion.criterionID, { points: pointsOf(event.target.value) })}
              />
              <button
                type="button"
                className="text-button danger rubric-editor-remove"
                onClick={() => edit((current) => current.filter((c) => c.criterionID !== criterion.criterionID))}
              >
                {t("rubric.remove", { number: index + 1 })}
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="rubric-editor-footer">
        <button
          type="button"
          className="button"
          disabled={!canAddCriterion(rubric)}
          onClick={() => edit((current) => [...current, newCriterion(newId())])}
        >
          {t("rubric.add")}
        </button>
        {criteria.length > 0 && <span className="muted">{t("rubric.total", { points: rubricMax(criteria) })}</span>}
        {!canAddCriterion(rubric) && (
          <span className="muted">{t("rubric.limit", { max: RUBRIC_LIMITS.criteria })}</span>
        )}
      </div>
    </fieldset>
  );
};
