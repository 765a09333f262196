/** The three Russian count forms of a noun: 1 блок, 2 блока, 5 блоков. */
export type CountForms = readonly [one: string, few: string, many: string];

/** Which count form `n` takes: 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 25–30, 111–114 → many. */
export const countForm = (n: number): 0 | 1 | 2 => {
  const abs = Math.abs(Math.trunc(n));
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 2;
  if (last === 1) return 0;
  if (last >= 2 && last <= 4) return 1;
  return 2;
};

/** The noun that goes with `n`: plural(3, ["блок", "блока", "блоков"]) is "блока". */
export const plural = (n: number, forms: CountForms): string => forms[countForm(n)];

/** `n` with its noun: "3 блока". */
export const counted = (n: number, forms: CountForms): string => `${n} ${plural(n, forms)}`;

/** Whether a count takes the singular verb ("Удалён 21 блок") rather than the neuter ("Удалено 3 блока"). */
export const singularVerb = (n: number): boolean => countForm(n) === 0;
