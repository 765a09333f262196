import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { notifyError } from "../../lib/ui/toast";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message for each of a form's fields, from messages keyed by the body's paths (`fieldOf` names a path's field). */
export const errorsByField = <F extends string>(
  found: Readonly<Record<string, ReadonlyArray<string>>>,
  fieldOf: (path: string) => F | undefined,
): FieldErrors<F> => {
  const errors: FieldErrors<F> = {};
  for (const [path, messages] of Object.entries(found)) {
    const field = fieldOf(path);
    if (field !== undefined && errors[field] === undefined && messages[0] !== undefined) errors[field] = messages[0];
  }
  return errors;
};

/**
 * The errors of the `Сроки` forms (issue #37): each under its field, as an alert tied to the input by
 * `aria-describedby`; a failed save's 422 under the same fields, any other failure as a toast.
 */
export const useFieldErrors = <F extends string>(fieldOf: (path: string) => F | undefined) => {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const fieldError = (field: F): ReactNode =>
    errors[field] === undefined ? null : (
      <p className="field-error" id={`${id}-${field}-error`} role="alert">
        {errors[field]}
      </p>
    );
  const invalid = (field: F) => ({
    "aria-invalid": errors[field] !== undefined,
    "aria-describedby": errors[field] === undefined ? undefined : `${id}-${field}-error`,
  });
  const showFailure = (failure: unknown, fallback: string): void => {
    const validation = isApiError(failure) ? failure.body?.errors?.validation : undefined;
    if (validation !== undefined) setErrors(errorsByField(validation, fieldOf));
    else notifyError(errorMessages(failure)[0] ?? fallback);
  };
  /** A labelled input of the form, with its error under it. */
  const inputField = (field: F, label: string, input: InputHTMLAttributes<HTMLInputElement>): ReactNode => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input id={`${id}-${field}`} {...input} {...invalid(field)} />
      {fieldError(field)}
    </div>
  );
  return { id, errors, setErrors, fieldError, invalid, showFailure, inputField };
};
