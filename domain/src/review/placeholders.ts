/**
 * Issue #34 part 3: a saved comment may hold placeholders that are filled in when it is inserted
 * into a work's comment: `{имя}`, `{фамилия}`, `{задание}`, `{курс}` (docs/decisions/review.md
 * "Comment bank: Placeholders"). Pure: the values are passed in.
 */

export const PLACEHOLDERS = ["имя", "фамилия", "задание", "курс"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export type PlaceholderValues = Partial<Record<Placeholder, string | null>>;

const isPlaceholder = (name: string): name is Placeholder => (PLACEHOLDERS as ReadonlyArray<string>).includes(name);

/**
 * The template with each known placeholder replaced by its value (case of the name ignored, spaces
 * inside the braces too). An unknown placeholder, or one whose value is missing or blank, stays as
 * written, so the teacher sees what to fill in by hand.
 */
export const expandPlaceholders = (template: string, values: PlaceholderValues): string =>
  template.replace(/\{([^{}\n]{1,30})\}/g, (whole, inner: string) => {
    const name = inner.trim().toLowerCase().replaceAll("ё", "е");
    if (!isPlaceholder(name)) return whole;
    const value = values[name]?.trim() ?? "";
    return value === "" ? whole : value;
  });
