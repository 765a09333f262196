import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Russian done right (issue #17): a number that meets a noun goes through i18next's plural keys
 * (`_one`, `_few`, `_many`, with `_other` for fractions), so no string can say `3 блоков`. The
 * texts are written so that a count never stands right before a word that agrees with it, unless
 * the key is a plural one: `Учеников: {{total}}`, not `{{total}} учеников`.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FORMS = ["one", "few", "many", "other"] as const;
const PLURAL = /_(one|few|many|other)$/;

/** Words that may follow a number without agreeing with it. */
const FUNCTION_WORDS = new Set(["из", "в", "и", "или", "по", "на", "до", "от"]);

/** Interpolations that are never numbers (names, addresses, titles). */
const TEXT_VALUES = new Set(["name", "email", "what", "school", "course", "title", "kind", "field", "date"]);

/** Unit abbreviations (Б, КБ, МБ) do not change with the number. */
const isAbbreviation = (word: string): boolean => word === word.toUpperCase();

/**
 * `{{length}} из {{max}} символов`: the noun agrees with the limit, and every limit in
 * domain/src/constants.ts (45, 200, 256, 2000, 10000) takes `символов`.
 */
const ALLOWED = new Set(["translation.json common.charCounter"]);

type Entry = { readonly key: string; readonly text: string };

const entriesOf = (value: unknown, prefix: string): Entry[] => {
  if (typeof value === "string") return [{ key: prefix, text: value }];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => entriesOf(child, prefix === "" ? key : `${prefix}.${key}`));
};

const files = readdirSync(path.join(here, "ru")).filter((name) => name.endsWith(".json"));
const locales = files.map((name) => ({
  name,
  entries: entriesOf(JSON.parse(readFileSync(path.join(here, "ru", name), "utf8")) as unknown, ""),
}));

describe("Russian plurals in the locale files", () => {
  it("finds the locale files", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it("a number never stands before a word that agrees with it outside a plural key", () => {
    const offenders = locales.flatMap(({ name, entries }) =>
      entries.flatMap(({ key, text }) => {
        if (PLURAL.test(key) || ALLOWED.has(`${name} ${key}`)) return [];
        const agreeing = [...text.matchAll(/\{\{(\w+)\}\}\s+([а-яё]+)/gi)].filter(
          ([, variable = "", word = ""]) =>
            !TEXT_VALUES.has(variable) && !FUNCTION_WORDS.has(word.toLowerCase()) && !isAbbreviation(word),
        );
        return agreeing.length === 0 ? [] : [`${name} ${key}: ${text}`];
      }),
    );
    expect(offenders).toEqual([]);
  });

  it("every plural key has all four Russian forms", () => {
    const missing = locales.flatMap(({ name, entries }) => {
      const keys = new Set(entries.map((entry) => entry.key));
      const stems = new Set(
        entries.filter((entry) => PLURAL.test(entry.key)).map((entry) => entry.key.replace(PLURAL, "")),
      );
      return [...stems].flatMap((stem) =>
        FORMS.filter((form) => !keys.has(`${stem}_${form}`)).map((form) => `${name} ${stem}_${form}`),
      );
    });
    expect(missing).toEqual([]);
  });

  // `_one` is also 21, 31, 101…: it must say the number too.
  it("a plural key counts with {{count}}", () => {
    const wrong = locales.flatMap(({ name, entries }) =>
      entries
        .filter(({ key, text }) => PLURAL.test(key) && !text.includes("{{count}}"))
        .map(({ key }) => `${name} ${key}`),
    );
    expect(wrong).toEqual([]);
  });
});
