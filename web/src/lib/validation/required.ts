import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** 'Обязательное поле' for every empty field among `fields`. */
export const requireFields = <K extends string>(
  values: Readonly<Record<K, string>>,
  fields: ReadonlyArray<K>,
): FieldErrors<K> => {
  const errors: FieldErrors<K> = {};
  for (const field of fields) if (values[field].trim() === "") errors[field] = VALIDATION_MESSAGES.required;
  return errors;
};
