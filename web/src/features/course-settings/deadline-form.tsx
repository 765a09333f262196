import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DeadlineItem } from "@app/domain/api/deadlines";
import { planErrors } from "@app/domain/deadlines/plan-checks";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { notifySuccess } from "../../lib/ui/toast";
import { DEADLINE_ZONE } from "@app/domain/deadlines/deadline-plan";
import {
  instantFromFields,
  planTargetsOf,
  targetOf,
  targetValue,
  zoneName,
  type DatedLesson,
} from "./deadline-targets";
import { DeadlineFormGroup } from "./deadline-form-group";
import { errorsByField, useFieldErrors, type FieldErrors } from "./field-errors";

type Props = {
  readonly lessons: ReadonlyArray<DatedLesson>;
  readonly items: ReadonlyArray<DeadlineItem>;
  readonly zone: string;
  readonly save: (items: ReadonlyArray<DeadlineItem>) => Promise<unknown>;
  readonly saving: boolean;
};

type Field = "target" | "date" | "time" | "days";
type Errors = FieldErrors<Field>;

/** The server's and the domain's field names (`items.{i}.due.days`) as this form's fields. */
const fieldOf = (path: string): Field | undefined =>
  path.endsWith(".due.at")
    ? "date"
    : path.endsWith(".due.days")
      ? "days"
      : path.endsWith(".due.time")
        ? "time"
        : path.endsWith("lesson_id") || path.endsWith("task_id") || /^items\.\d+$/.test(path)
          ? "target"
          : undefined;

/**
 * `Задать срок` (issue #37): a lesson or one of its tasks, a fixed date and time (in the viewer's
 * zone) or N days after the student's enrolment at a time, soft or hard. A new date for something
 * that has one replaces it. Checked by the domain's plan rule before it is sent.
 */
export const DeadlineForm = ({ lessons, items, zone, save, saving }: Props) => {
  const { t } = useTranslation("course-settings");
  const { id, setErrors, fieldError, invalid, showFailure, inputField } = useFieldErrors(fieldOf);
  const [target, setTarget] = useState("");
  const [kind, setKind] = useState<"fixed" | "relative">("fixed");
  const [date, setDate] = useState("");
  const [days, setDays] = useState("7");
  const [time, setTime] = useState("23:59");
  const [hard, setHard] = useState(false);

  const submit = async () => {
    const found: Errors = {};
    if (target === "") found.target = VALIDATION_MESSAGES.required;
    if (kind === "fixed" && date === "") found.date = VALIDATION_MESSAGES.required;
    if (time === "") found.time = VALIDATION_MESSAGES.required;
    if (kind === "relative" && days.trim() === "") found.days = VALIDATION_MESSAGES.required;
    const at = kind === "fixed" && date !== "" ? instantFromFields(date, time, zone) : null;
    if (kind === "fixed" && date !== "" && time !== "" && at === null) found.date = VALIDATION_MESSAGES.invalidDate;
    if (Object.keys(found).length > 0) return setErrors(found);

    const { lesson_id, task_id } = targetOf(target);
    const item: DeadlineItem = {
      lesson_id,
      task_id,
      due: kind === "fixed" ? { kind, at: at ?? "" } : { kind, days: Number(days.trim()), time },
      hard,
    };
    const next = [...items.filter((i) => i.lesson_id !== lesson_id || i.task_id !== task_id), item];
    const checked = errorsByField(planErrors(next, planTargetsOf(lessons)), fieldOf);
    setErrors(checked);
    if (Object.keys(checked).length > 0) return;
    try {
      await save(next);
      notifySuccess(t("deadlines.saved"));
    } catch (failure) {
      showFailure(failure, t("deadlines.failed"));
    }
  };

  return (
    <DeadlineFormGroup
      id={id}
      title={t("deadlines.addTitle")}
      submitLabel={t("deadlines.add")}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <div className="field">
        <label htmlFor={`${id}-target`}>{t("deadlines.target")}</label>
        <select id={`${id}-target`} value={target} onChange={(e) => setTarget(e.target.value)} {...invalid("target")}>
          <option value="">{t("deadlines.pickTarget")}</option>
          {lessons.map((lesson) => [
            <option key={lesson.lessonID} value={targetValue(lesson.lessonID, null)}>
              {t("deadlines.lessonOption", { position: lesson.position, name: lesson.name })}
            </option>,
            ...lesson.tasks.map((task) => (
              <option key={`${lesson.lessonID}/${task.taskID}`} value={targetValue(lesson.lessonID, task.taskID)}>
                {t("deadlines.taskOption", { name: task.name })}
              </option>
            )),
          ])}
        </select>
        {fieldError("target")}
      </div>
      <fieldset className="deadline-kind">
        <legend>{t("deadlines.kind")}</legend>
        <label>
          <input type="radio" name={`${id}-kind`} checked={kind === "fixed"} onChange={() => setKind("fixed")} />
          {t("deadlines.fixed")}
        </label>
        <label>
          <input type="radio" name={`${id}-kind`} checked={kind === "relative"} onChange={() => setKind("relative")} />
          {t("deadlines.relative")}
        </label>
      </fieldset>
      <div className="deadline-when">
        {kind === "fixed"
          ? inputField("date", t("deadlines.date"), {
              type: "date",
              value: date,
              onChange: (e) => setDate(e.target.value),
            })
          : inputField("days", t("deadlines.days"), {
              type: "number",
              inputMode: "numeric",
              min: 0,
              value: days,
              onChange: (e) => setDays(e.target.value),
            })}
        {inputField("time", t("deadlines.time"), {
          type: "time",
          value: time,
          onChange: (e) => setTime(e.target.value),
        })}
      </div>
      <p className="muted deadline-zone">
        {kind === "fixed"
          ? t("deadlines.zoneFixed", { zone: zoneName(zone, new Date()) })
          : t("deadlines.zoneRelative", { zone: zoneName(DEADLINE_ZONE, new Date()) })}
      </p>
      <label className="deadline-hard">
        <input type="checkbox" checked={hard} onChange={(e) => setHard(e.target.checked)} />
        {t("deadlines.hard")}
      </label>
    </DeadlineFormGroup>
  );
};
