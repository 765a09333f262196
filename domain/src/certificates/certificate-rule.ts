import * as Schema from "effect/Schema";
import type { NamedRef } from "../course/ids";

/**
 * A course's certificate thresholds (issue #36), in percent of the points of its tests: the
 * certificate needs `pass_percent`, "с отличием" needs `honours_percent` (not below the first).
 */
export const CertificateRule = Schema.Struct({ pass_percent: Schema.Finite, honours_percent: Schema.Finite });
export type CertificateRule = typeof CertificateRule.Type;

/** A course whose author set nothing: 70 % for the certificate, 90 % for "с отличием". */
export const DEFAULT_CERTIFICATE_RULE: CertificateRule = { pass_percent: 70, honours_percent: 90 };

export const CERTIFICATE_RULE_MESSAGES = {
  percent: "Введите целое число от 0 до 100",
  honoursBelowPass: "Порог «с отличием» не может быть ниже порога сертификата",
} as const;

const isPercent = (value: number): boolean => Number.isInteger(value) && value >= 0 && value <= 100;

/** The rule's field errors (the API's 422 `errors.validation` and the form show the same). */
export const certificateRuleErrors = (rule: CertificateRule): Readonly<Record<string, ReadonlyArray<string>>> => {
  const errors: Record<string, ReadonlyArray<string>> = {};
  if (!isPercent(rule.pass_percent)) errors["pass_percent"] = [CERTIFICATE_RULE_MESSAGES.percent];
  if (!isPercent(rule.honours_percent)) errors["honours_percent"] = [CERTIFICATE_RULE_MESSAGES.percent];
  else if (isPercent(rule.pass_percent) && rule.honours_percent < rule.pass_percent)
    errors["honours_percent"] = [CERTIFICATE_RULE_MESSAGES.honoursBelowPass];
  return errors;
};

/** The reference list's entry "Без документа" (SPEC §3 `certificates`): the course gives nothing. */
export const NO_DOCUMENT_ID = "1";

/** The document a course gives on completion (SPEC §3 `completionDoc`), or null when it gives none. */
export const documentOf = (completionDoc: NamedRef | null): NamedRef | null =>
  completionDoc === null || completionDoc.id === NO_DOCUMENT_ID ? null : completionDoc;
