import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CountryCode } from "libphonenumber-js/max";
import examples from "libphonenumber-js/mobile/examples";
import { loadPhoneLib, type PhoneLib } from "../validation/phone-lib";
import { checkPhone } from "../validation/phone-check";
import { PREFERRED_COUNTRIES, clampDigits, detectCountry, formatPhone, readTyped, withCountry } from "./phone-format";

describe("phone mask", () => {
  it("keeps 11 digits for +7 and 13 otherwise", () => {
    expect(clampDigits("+7 (916) 123-45-67 89")).toBe("79161234567");
    expect(clampDigits("+375 29 123 45 67 8901")).toBe("3752912345678");
  });

  it("formats +7 as +7 (XXX) XXX-XX-XX, adding separators only once digits follow", () => {
    expect(formatPhone(null, "7")).toBe("+7");
    expect(formatPhone(null, "7916")).toBe("+7 (916");
    expect(formatPhone(null, "7916123")).toBe("+7 (916) 123");
    expect(formatPhone(null, "79161234567")).toBe("+7 (916) 123-45-67");
  });

  it("follows the typed dial code to a country and swaps dial codes on a country change", async () => {
    const lib = await loadPhoneLib();
    expect(detectCountry(lib, "375291234567", "RU")).toBe("BY");
    expect(detectCountry(lib, "77012345678", "RU")).toBe("KZ");
    expect(detectCountry(lib, "79161234567", "RU")).toBe("RU");
    expect(detectCountry(lib, "999123", "RU")).toBe("");
    expect(withCountry(lib, "79161234567", "RU", "BY")).toBe("3759161234567");
    expect(withCountry(lib, "", "RU", "GE")).toBe("995");
  });
});

describe("typing a phone the ways people do (issue #17)", () => {
  /** Types `text` key by key into an empty field, as the field does: each key lands at the end of what it shows. */
  const typeInto = (lib: PhoneLib | null, text: string, start: CountryCode | "" = "RU") => {
    let shown = "";
    let digits = "";
    let country: CountryCode | "" = start;
    for (const key of text) {
      const read = readTyped(lib, `${shown}${key}`, country);
      digits = read.digits;
      country = digits === "" ? country : detectCountry(lib, digits, country);
      shown = digits === "" ? (read.plusOnly ? "+" : "") : formatPhone(lib, digits);
    }
    return { digits, country, shown };
  };

  it("+7, 8 and 7, with or without spaces, brackets and dashes, all give the same number", async () => {
    const lib = await loadPhoneLib();
    for (const typed of [
      "+79123456789",
      "89123456789",
      "79123456789",
      "9123456789",
      "+7 912 345-67-89",
      "8 912 345 67 89",
      "8 (912) 345-67-89",
    ]) {
      expect(typeInto(lib, typed), typed).toEqual({
        digits: "79123456789",
        country: "RU",
        shown: "+7 (912) 345-67-89",
      });
    }
    expect(typeInto(null, "+7 912 345-67-89").digits).toBe("79123456789");
  });

  it("a '+' typed first stays in the field", () => {
    expect(readTyped(null, "+", "RU")).toEqual({ digits: "", plusOnly: true });
    expect(typeInto(null, "+").shown).toBe("+");
  });

  it("a paste over the whole field is read like typing", async () => {
    const lib = await loadPhoneLib();
    expect(readTyped(lib, "8 (912) 345-67-89", "RU").digits).toBe("79123456789");
    expect(readTyped(lib, "+375 29 123-45-67", "RU").digits).toBe("375291234567");
    expect(readTyped(lib, "29 123-45-67", "BY").digits).toBe("375291234567");
  });

  it("each preferred country's example number, typed with its '+', lands in that country", async () => {
    const lib = await loadPhoneLib();
    for (const country of PREFERRED_COUNTRIES) {
      const number = lib.getExampleNumber(country, examples);
      expect(number, country).toBeDefined();
      const typed = typeInto(lib, number?.formatInternational() ?? "");
      expect([country, typed.digits, typed.country]).toEqual([country, number?.number.slice(1), country]);
    }
  });

  it("property: every valid number of the preferred countries, typed in each form, ends with its digits, its country and no error", async () => {
    const lib = await loadPhoneLib();
    const samples = PREFERRED_COUNTRIES.flatMap((country) => {
      const number = lib.getExampleNumber(country, examples);
      return number === undefined ? [] : [{ country, number }];
    });
    const separators = fc.constantFrom("", " ", "-", " - ");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...samples),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 0, maxLength: 3 }),
        separators,
        async ({ country, number }, tail, sep) => {
          // A valid number of the country: its example with its last digits changed, kept only when libphonenumber says valid.
          const national = number.nationalNumber.slice(0, number.nationalNumber.length - tail.length) + tail.join("");
          const code = lib.getCountryCallingCode(country);
          const parsed = lib.parsePhoneNumberFromString(`+${code}${national}`);
          fc.pre(parsed?.isValid() === true && parsed.country === country);
          const full = `${code}${national}`;
          const spaced = (digits: string) => digits.replace(/(\d{3})(?=\d)/g, `$1${sep}`);
          const forms = [`+${spaced(full)}`, ...(code === "7" ? [`8${sep}${spaced(national)}`, spaced(full)] : [])];
          for (const form of forms) {
            const typed = typeInto(lib, form);
            expect(typed.digits, form).toBe(full);
            expect(typed.country, form).toBe(country);
            expect(await checkPhone(typed.digits), form).toBeUndefined();
          }
          // Typed as a national number after picking the country.
          if (code !== "7") expect(typeInto(lib, spaced(national), country).digits).toBe(full);
        },
      ),
      { numRuns: 300 },
    );
  });
});
