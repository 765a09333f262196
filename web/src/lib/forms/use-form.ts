import { useState, type FormEvent } from "react";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { errorMessages, isApiError } from "../api/api-error";
import { notifyError } from "../ui/toast";

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field, as the form shows it. */
const firstMessages = <K extends string>(errors: ValidationErrors): FormErrors<K> => {
  const shown: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0] !== undefined) shown[field] = messages[0];
  return shown as FormErrors<K>;
};

/** The 422 field errors of a failed call, if it has any. */
export const serverFieldErrors = (error: unknown): ValidationErrors | null =>
  isApiError(error) && error.status === 422 && error.body?.errors !== undefined ? error.body.errors.validation : null;

type Options<K extends string> = {
  readonly initial: Readonly<Record<K, string>>;
  /** Domain rules (SPEC §5). Runs on submit only. */
  readonly validate: (values: Readonly<Record<K, string>>) => ValidationErrors | Promise<ValidationErrors>;
  readonly submit: (values: Readonly<Record<K, string>>) => Promise<void>;
  /**
   * Called with a failed call's error; answers true when it showed the error itself. Without it, a
   * failure with no field errors (no network, 409, 500) is told in a toast and the values stay.
   */
  readonly onError?: (error: unknown) => boolean;
};

/** A form's values, its per-field errors (from the rules or from a 422), and a submit handler. */
export const useForm = <K extends string>({ initial, validate, submit, onError }: Options<K>) => {
  const [values, setValues] = useState<Readonly<Record<K, string>>>(initial);
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (pending) return;
    const found = await validate(values);
    setErrors(firstMessages<K>(found));
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await submit(values);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (onError === undefined && fields === null) notifyError(errorMessages(error)[0] ?? "");
      if (onError?.(error) !== true && fields !== null) setErrors(firstMessages<K>(fields));
    } finally {
      setPending(false);
    }
  };

  return {
    values,
    errors,
    pending,
    set: (field: K, value: string) => setValues((current) => ({ ...current, [field]: value })),
    reset: () => {
      setValues(initial);
      setErrors({});
    },
    onSubmit,
  };
};
