import { useId, type TextareaHTMLAttributes } from "react";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  readonly label: string;
  readonly error?: string | undefined;
  /** A counter under the field, e.g. `12 из 2000`. */
  readonly hint?: string;
};

/** A labelled multi-line field with its error and hint, linked for screen readers. */
export const TextAreaField = ({ label, error, hint, ...area }: Props) => {
  const id = useId();
  const describedBy = [error !== undefined ? `${id}-error` : null, hint !== undefined ? `${id}-hint` : null].filter((x) => x !== null).join(" ");
  return (
    <div className="field social-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error !== undefined} aria-describedby={describedBy === "" ? undefined : describedBy} {...area} />
      <div className="social-field-foot">
        {error !== undefined ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : (
          <span />
        )}
        {hint !== undefined && (
          <p className="social-field-hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
};
