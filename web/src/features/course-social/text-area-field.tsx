import { useId, type TextareaHTMLAttributes } from "react";
import { CharCounter } from "../../lib/ui/char-counter";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "maxLength"> & {
  readonly label: string;
  readonly error?: string | undefined;
  /** The field's limit: `N из M символов` under it (the length of the text as it will be sent). */
  readonly limit?: { readonly length: number; readonly max: number };
};

/** A labelled multi-line field with its error and counter, linked for screen readers. */
export const TextAreaField = ({ label, error, limit, ...area }: Props) => {
  const id = useId();
  const describedBy = [error !== undefined ? `${id}-error` : null, limit !== undefined ? `${id}-counter` : null]
    .filter((x) => x !== null)
    .join(" ");
  return (
    <div className="field social-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        {...area}
      />
      <div className="social-field-foot">
        {error !== undefined ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : (
          <span />
        )}
        {limit !== undefined && <CharCounter id={`${id}-counter`} length={limit.length} max={limit.max} />}
      </div>
    </div>
  );
};
