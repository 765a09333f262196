import type { ValidationErrors } from "@app/domain/api/error-body";
import { checkPhone } from "../validation/phone-check";

/**
 * Runs the domain's rules, then replaces their phone verdict with libphonenumber-js's (GUIDE §2),
 * so the phone error is the precise one: invalid number, invalid country code, too short, too long.
 */
export const withPhoneCheck = async (
  errors: ValidationErrors,
  phone: string,
  field = "phone",
): Promise<ValidationErrors> => {
  const { [field]: _domainVerdict, ...rest } = errors;
  const message = await checkPhone(phone);
  return message === undefined ? rest : { ...rest, [field]: [message] };
};
