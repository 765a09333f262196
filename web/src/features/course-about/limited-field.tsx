import { useContext, useId, useState } from "react";
import type { DecideError } from "@app/domain/model/decide-error";
import { maxLengthMessage } from "@app/domain/validation/messages";
import { decideMessage } from "../../lib/authoring-ui/decide-message";
import { HeldInputCourse, holdText, useHeldInput } from "../../lib/authoring/held-input";

type Props = {
  readonly label: string;
  /** The value in the model. */
  readonly value: string;
  /** The domain field path (`general.name`, `lists.results.{id}.name`, ...), for the refusal's own message. */
  readonly field: string;
  /** Runs the edit command; answers its refusal, or null once the model took the text. */
  readonly onEdit: (text: string) => DecideError | null;
  readonly max?: number | undefined;
  readonly multiline?: boolean;
  /** A message from the course checks (save or publish), shown while the user has not typed over it. */
  readonly checkError?: string | undefined;
  readonly inputMode?: "numeric" | "text";
};

/**
 * A labelled text field that writes through a domain command. A refused text (too long) stays on
 * screen with the refusal, so the user sees what was typed; a live counter shows `length/max`.
 */
export const LimitedField = ({ label, value, field, onEdit, max, multiline = false, checkError, inputMode }: Props) => {
  const id = useId();
  // A refused text is kept per course and field (lib/authoring/held-input): it survives a change of
  // tab, and the save state and the leave guard know it is not saved.
  const courseID = useContext(HeldInputCourse);
  const refused = useHeldInput(courseID).get(field) ?? null;
  // The model's value moved on (undo, redo, a reload from the server): a refused text no longer applies.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    holdText(courseID, field, null);
  }
  const shown = refused?.text ?? value;
  const over = max !== undefined && shown.length > max;
  const message = refused?.message ?? (over && max !== undefined ? maxLengthMessage(max) : checkError);

  const change = (text: string) => {
    const error = onEdit(text);
    holdText(courseID, field, error === null ? null : { text, message: decideMessage(error, field) });
  };

  const described = [max !== undefined ? `${id}-count` : "", message !== undefined ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    value: shown,
    "aria-invalid": message !== undefined,
    "aria-describedby": described === "" ? undefined : described,
  };
  return (
    <div className="field about-field">
      <div className="about-field-head">
        <label htmlFor={id}>{label}</label>
        {max !== undefined && (
          <span id={`${id}-count`} className={over ? "about-counter about-counter-over" : "about-counter"}>
            {shown.length}/{max}
          </span>
        )}
      </div>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => change(e.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} onChange={(e) => change(e.target.value)} />
      )}
      {message !== undefined && (
        <p className="field-error" id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
};
