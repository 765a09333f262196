import type { CountryCode } from "libphonenumber-js/max";
import type { PhoneLib } from "../validation/phone-lib";
import { RU_DIAL_CODE, maxPhoneDigits } from "../validation/phone-check";

/** SPEC §5: the preferred countries come first in the list, in this order. */
export const PREFERRED_COUNTRIES: ReadonlyArray<CountryCode> = ["RU", "KZ", "BY", "GE", "US"];

/** Dial codes of the preferred countries, known before libphonenumber has loaded. */
const PREFERRED_DIAL: Readonly<Record<string, string>> = { RU: "7", KZ: "7", BY: "375", GE: "995", US: "1" };

export const dialCodeOf = (lib: PhoneLib | null, country: CountryCode): string =>
  lib !== null ? lib.getCountryCallingCode(country) : (PREFERRED_DIAL[country] ?? "");

/** Digits of what was typed, cut to the mask's limit (11 for +7, 13 otherwise). */
export const clampDigits = (text: string): string => {
  const digits = text.replace(/\D/g, "");
  return digits.slice(0, maxPhoneDigits(digits));
};

/**
 * The digits a national entry stands for, in the selected country. For dial code 7 (Russia,
 * Kazakhstan) people type the number three ways: `+7…`, `8…` (the trunk prefix) and `7…`; a
 * leading 8 becomes 7, a leading 7 is the dial code, anything else gets 7 put before it. Elsewhere
 * the dial code is put before the national number unless it is already there.
 */
const nationalDigits = (lib: PhoneLib | null, digits: string, country: CountryCode | ""): string => {
  const dial = country === "" ? "" : dialCodeOf(lib, country);
  if (dial === RU_DIAL_CODE) {
    if (digits.startsWith("8")) return `${RU_DIAL_CODE}${digits.slice(1)}`;
    return digits.startsWith(RU_DIAL_CODE) ? digits : `${RU_DIAL_CODE}${digits}`;
  }
  return dial === "" || digits.startsWith(dial) ? digits : `${dial}${digits}`;
};

export type TypedPhone = {
  readonly digits: string;
  /** Only a '+' so far: the field keeps showing it. */ readonly plusOnly: boolean;
};

/**
 * Reads what is in the field after a keystroke or a paste. The field shows `+…` as soon as it has
 * digits, so a text that starts with '+' is international as it stands (typing goes on at its end);
 * a text without it is a fresh national entry (the first key, or a paste over everything), read by
 * `nationalDigits`. Spaces, brackets and dashes are ignored; the mask's limit applies.
 */
export const readTyped = (lib: PhoneLib | null, text: string, country: CountryCode | ""): TypedPhone => {
  const trimmed = text.trim();
  const international = trimmed.startsWith("+");
  const digits = trimmed.replace(/\D/g, "");
  if (digits === "") return { digits: "", plusOnly: international };
  return { digits: clampDigits(international ? digits : nationalDigits(lib, digits, country)), plusOnly: false };
};

/** +7 mask: +7 (XXX) XXX-XX-XX, each separator added only once digits follow it. */
const formatRu = (digits: string): string => {
  const rest = digits.slice(1);
  let out = `+${RU_DIAL_CODE}`;
  if (rest.length > 0) out += ` (${rest.slice(0, 3)}`;
  if (rest.length > 3) out += `) ${rest.slice(3, 6)}`;
  if (rest.length > 6) out += `-${rest.slice(6, 8)}`;
  if (rest.length > 8) out += `-${rest.slice(8, 10)}`;
  return out;
};

/** How the digits show in the input: the +7 mask, libphonenumber's as-you-type format, or plain. */
export const formatPhone = (lib: PhoneLib | null, digits: string): string => {
  if (digits === "") return "";
  if (digits.startsWith(RU_DIAL_CODE)) return formatRu(digits);
  return lib !== null ? new lib.AsYouType().input(`+${digits}`) : `+${digits}`;
};

/** The country the digits belong to, keeping `current` while it still fits; "" when unknown. */
export const detectCountry = (lib: PhoneLib | null, digits: string, current: CountryCode | ""): CountryCode | "" => {
  if (current !== "" && digits.startsWith(dialCodeOf(lib, current))) {
    if (lib === null) return current;
    const typed = new lib.AsYouType();
    typed.input(`+${digits}`);
    const exact = typed.getCountry();
    return exact ?? current;
  }
  if (lib === null) return PREFERRED_COUNTRIES.find((c) => digits.startsWith(dialCodeOf(null, c))) ?? "";
  const typed = new lib.AsYouType();
  typed.input(`+${digits}`);
  const exact = typed.getCountry();
  if (exact !== undefined) return exact;
  const code = typed.getCallingCode();
  if (code === undefined) return "";
  const candidates = [...PREFERRED_COUNTRIES, ...lib.getCountries()];
  return candidates.find((c) => lib.getCountryCallingCode(c) === code) ?? "";
};

/** Swaps the dial code at the start of `digits` for the new country's. */
export const withCountry = (lib: PhoneLib | null, digits: string, from: CountryCode | "", to: CountryCode): string => {
  const oldCode = from === "" ? "" : dialCodeOf(lib, from);
  const national = oldCode !== "" && digits.startsWith(oldCode) ? digits.slice(oldCode.length) : "";
  return clampDigits(`${dialCodeOf(lib, to)}${national}`);
};

export type CountryOption = { readonly code: CountryCode; readonly label: string };

/** The country list: preferred first, then the rest by their Russian names. */
export const countryOptions = (lib: PhoneLib | null): { preferred: CountryOption[]; others: CountryOption[] } => {
  const names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["ru"], { type: "region" }) : null;
  const option = (code: CountryCode): CountryOption => ({
    code,
    label: `${names?.of(code) ?? code} +${dialCodeOf(lib, code)}`,
  });
  const preferred = PREFERRED_COUNTRIES.map(option);
  const others =
    lib === null
      ? []
      : lib
          .getCountries()
          .filter((c) => !PREFERRED_COUNTRIES.includes(c))
          .map(option)
          .sort((a, b) => a.label.localeCompare(b.label, "ru"));
  return { preferred, others };
};
