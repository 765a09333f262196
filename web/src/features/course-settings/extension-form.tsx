import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ExtensionRequest } from "@app/domain/api/deadlines";
import { DEADLINE_MESSAGES } from "@app/domain/deadlines/deadline-messages";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { notifySuccess } from "../../lib/ui/toast";
import type { Whom } from "./deadline-queries";
import { instantFromFields, type DatedLesson } from "./deadline-targets";
import { DeadlineFormGroup } from "./deadline-form-group";
import { useFieldErrors, type FieldErrors } from "./field-errors";

type Props = {
  readonly lessons: ReadonlyArray<DatedLesson>;
  readonly students: ReadonlyArray<Whom>;
  readonly groups: ReadonlyArray<Whom>;
  readonly zone: string;
  readonly extend: (body: ExtensionRequest) => Promise<unknown>;
  readonly saving: boolean;
};

type Field = "whom" | "lesson" | "date" | "time";
type Errors = FieldErrors<Field>;

const FIELDS: Readonly<Record<string, Field>> = {
  student_id: "whom",
  group_id: "whom",
  lesson_id: "lesson",
  until: "date",
};
const fieldOf = (path: string): Field | undefined => FIELDS[path];

/**
 * `Продлить срок` (issue #37): more time for one student or a group, for one lesson or the whole
 * course, until a date and time in the viewer's zone.
 */
export const ExtensionForm = ({ lessons, students, groups, zone, extend, saving }: Props) => {
  const { t } = useTranslation("course-settings");
  const { id, setErrors, fieldError, invalid, showFailure, inputField } = useFieldErrors(fieldOf);
  const [whom, setWhom] = useState("");
  const [lesson, setLesson] = useState("");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("23:59");

  const submit = async () => {
    const found: Errors = {};
    if (whom === "") found.whom = DEADLINE_MESSAGES.whom;
    if (date === "") found.date = VALIDATION_MESSAGES.required;
    if (time === "") found.time = VALIDATION_MESSAGES.required;
    const until = date === "" || time === "" ? null : instantFromFields(date, time, zone);
    if (date !== "" && time !== "" && until === null) found.date = VALIDATION_MESSAGES.invalidDate;
    setErrors(found);
    if (Object.keys(found).length > 0 || until === null) return;
    const [kind, raw] = whom.split(":");
    const whomId = Number(raw);
    try {
      await extend({
        student_id: kind === "s" ? whomId : null,
        group_id: kind === "g" ? whomId : null,
        lesson_id: lesson === "" ? null : lesson,
        until,
      });
      notifySuccess(t("deadlines.extended"));
      setDate("");
    } catch (failure) {
      showFailure(failure, t("deadlines.failed"));
    }
  };

  return (
    <DeadlineFormGroup
      id={id}
      title={t("deadlines.extendTitle")}
      submitLabel={t("deadlines.extend")}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <div className="field">
        <label htmlFor={`${id}-whom`}>{t("deadlines.whom")}</label>
        <select id={`${id}-whom`} value={whom} onChange={(e) => setWhom(e.target.value)} {...invalid("whom")}>
          <option value="">{t("deadlines.pickWhom")}</option>
          {students.length > 0 && (
            <optgroup label={t("deadlines.students")}>
              {students.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          )}
          {groups.length > 0 && (
            <optgroup label={t("deadlines.groups")}>
              {groups.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        {fieldError("whom")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-lesson`}>{t("deadlines.extendWhat")}</label>
        <select id={`${id}-lesson`} value={lesson} onChange={(e) => setLesson(e.target.value)} {...invalid("lesson")}>
          <option value="">{t("deadlines.wholeCourse")}</option>
          {lessons.map((l) => (
            <option key={l.lessonID} value={l.lessonID}>
              {t("deadlines.lessonOption", { position: l.position, name: l.name })}
            </option>
          ))}
        </select>
        {fieldError("lesson")}
      </div>
      <div className="deadline-when">
        {inputField("date", t("deadlines.until"), {
          type: "date",
          value: date,
          onChange: (e) => setDate(e.target.value),
        })}
        {inputField("time", t("deadlines.time"), {
          type: "time",
          value: time,
          onChange: (e) => setTime(e.target.value),
        })}
      </div>
    </DeadlineFormGroup>
  );
};
