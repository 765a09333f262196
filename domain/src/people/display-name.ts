/** The parts of a person's name as profiles and lists carry them; either may be missing. */
export type NameParts = {
  readonly name?: string | null | undefined;
  readonly surname?: string | null | undefined;
};

const tidy = (part: string | null | undefined): string => (part ?? "").trim().replace(/\s+/g, " ");

/**
 * "Имя Фамилия": each part trimmed, runs of white space inside it made one space, a blank part left out;
 * "" when the person filled in neither.
 */
export const fullName = (person: NameParts): string =>
  [tidy(person.name), tidy(person.surname)].filter((part) => part !== "").join(" ");

/** How lists name a person: the full name, or the e-mail when the profile has no name. */
export const displayName = (person: NameParts & { readonly email: string }): string => fullName(person) || person.email;
