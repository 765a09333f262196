import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { QuestionType, TestQuestion } from "@app/domain/course/block-content";
import { MAX_QUESTION_POINTS } from "@app/domain/course/question-checks";
import { AreaField, Field } from "./text-fields";

type Edit = (update: (question: TestQuestion) => TestQuestion) => void;

/** Sets or clears an optional key of a question (an absent key is the default: multiple, 1 point, no explanation). */
const withKey = <K extends "type" | "points" | "explanation">(
  question: TestQuestion,
  key: K,
  value: TestQuestion[K] | undefined,
): TestQuestion => {
  const next: { -readonly [P in keyof TestQuestion]: TestQuestion[P] } = { ...question };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
};

/**
 * `Один правильный ответ` (radio buttons for the student) or `Несколько правильных ответов`
 * (checkboxes; an old question without a type is one). Switching to one keeps the first right answer.
 */
export const QuestionTypeChoice = ({
  question,
  onEdit,
}: {
  readonly question: TestQuestion;
  readonly onEdit: Edit;
}) => {
  const { t } = useTranslation("rich-content");
  const name = useId();
  const current: QuestionType = question.type ?? "multiple";
  const choose = (type: QuestionType) =>
    onEdit((q) => {
      const typed = withKey(q, "type", type);
      if (type === "multiple") return typed;
      const first = q.answers.findIndex((a) => a.correct);
      return { ...typed, answers: q.answers.map((a, i) => (a.correct && i !== first ? { ...a, correct: false } : a)) };
    });
  return (
    <div className="question-type" role="radiogroup" aria-label={t("question.type")}>
      {(["single", "multiple"] as const).map((type) => (
        <label key={type} className="checkbox">
          <input type="radio" name={name} checked={current === type} onChange={() => choose(type)} />
          {t(`question.${type}`)}
        </label>
      ))}
    </div>
  );
};

/** A question's points (optional: 1 when empty) and its explanation, shown to the student after answering. */
export const QuestionExtras = ({
  question,
  pointsError,
  pointsField,
  onEdit,
}: {
  readonly question: TestQuestion;
  readonly pointsError: string | undefined;
  /** The points' field path, for a problem's link. */
  readonly pointsField?: string;
  readonly onEdit: Edit;
}) => {
  const { t } = useTranslation("rich-content");
  return (
    <div className="question-extras">
      <Field
        label={t("question.points")}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUESTION_POINTS}
        step={1}
        placeholder="1"
        value={question.points === undefined || Number.isNaN(question.points) ? "" : String(question.points)}
        error={pointsError}
        field={pointsField}
        onChange={(event) => {
          const raw = event.target.value.trim();
          onEdit((q) => withKey(q, "points", raw === "" ? undefined : Number(raw)));
        }}
      />
      <AreaField
        label={t("question.explanation")}
        rows={2}
        value={question.explanation ?? ""}
        onChange={(event) => {
          const value = event.target.value;
          onEdit((q) => withKey(q, "explanation", value === "" ? undefined : value));
        }}
      />
    </div>
  );
};
