import { useState } from "react";
import { emailErrors } from "@app/domain/validation/email";
import { requiredTextErrors } from "@app/domain/validation/name";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { authorApi } from "../api/author-api";
import { apiClient } from "../api/client";
import { errorMessages, isApiError } from "../api/api-error";
import { checkPhone } from "../validation/phone-check";
import { notifyError, notifySuccess } from "../ui/toast";

export type AuthorField = "name" | "email" | "phone";
export type AuthorValues = Record<AuthorField, string>;
export type AuthorErrors = Partial<Record<AuthorField, string>>;

const EMPTY: AuthorValues = { name: "", email: "", phone: "" };
const FIELDS: ReadonlyArray<AuthorField> = ["name", "email", "phone"];

/** SPEC §5 author application rules; the phone goes through the phone input's check. */
export const validateAuthor = async (values: AuthorValues): Promise<AuthorErrors> => {
  const errors: AuthorErrors = {};
  const name = requiredTextErrors(values.name)[0];
  const email = emailErrors(values.email)[0];
  const phone = await checkPhone(values.phone);
  if (name !== undefined) errors.name = name;
  if (email !== undefined) errors.email = email;
  if (phone !== undefined) errors.phone = phone;
  return errors;
};

/** The server's 422 errors.validation, first message per known field. */
const serverFieldErrors = (error: unknown): AuthorErrors => {
  const validation = isApiError(error) && error.status === 422 ? error.body?.errors?.validation : undefined;
  const errors: AuthorErrors = {};
  if (validation === undefined) return errors;
  for (const field of FIELDS) {
    const first = validation[field]?.[0];
    if (first !== undefined) errors[field] = first;
  }
  return errors;
};

/**
 * The author-application form: validates on submit only, sends POST /api/author, and on success
 * shows 'Заявка отправлена', resets and calls `onSent` (which closes the modal).
 */
export const useAuthorForm = (onSent: () => void) => {
  const [values, setValues] = useState<AuthorValues>(EMPTY);
  const [errors, setErrors] = useState<AuthorErrors>({});
  const [sending, setSending] = useState(false);

  const set = (field: AuthorField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (): Promise<void> => {
    if (sending) return;
    setSending(true);
    try {
      const found = await validateAuthor(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      await authorApi(apiClient).apply({ name: values.name.trim(), email: values.email.trim(), phone: values.phone });
      notifySuccess(ERROR_MESSAGES.applicationSent);
      setValues(EMPTY);
      setErrors({});
      onSent();
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (Object.keys(fromServer).length > 0) setErrors(fromServer);
      else notifyError(errorMessages(error)[0] ?? ERROR_MESSAGES.serverError);
    } finally {
      setSending(false);
    }
  };

  return { values, errors, sending, set, submit };
};
