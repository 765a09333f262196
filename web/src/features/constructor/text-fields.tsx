import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";

type Own = {
  readonly label: string;
  readonly error?: string | undefined;
  /** The domain field path it edits (`…questions.1.points`): a problem's link finds it by this (lib/authoring/show-field.ts). */
  readonly field?: string;
};

/** A labelled input bound to the domain, with its field error. */
export const Field = ({ label, error, field, ...input }: Own & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) => {
  const id = useId();
  return (
    <div className="field block-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-e` : undefined}
        data-field={field}
        {...input}
      />
      {error !== undefined && (
        <p className="field-error" id={`${id}-e`}>
          {error}
        </p>
      )}
    </div>
  );
};

/** A labelled textarea bound to the domain, with its field error. Plain text only. */
export const AreaField = ({
  label,
  error,
  field,
  ...area
}: Own & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) => {
  const id = useId();
  return (
    <div className="field block-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-e` : undefined}
        data-field={field}
        {...area}
      />
      {error !== undefined && (
        <p className="field-error" id={`${id}-e`}>
          {error}
        </p>
      )}
    </div>
  );
};
