import { optionalTextErrors } from "../validation/name";

/** A version's name (issue #29): short, like a tag (`Перед запуском`), at most this many characters. */
export const VERSION_NAME_MAX = 120;

/** What the author typed, as stored: trimmed; empty means the version has no name. */
export const versionNameOf = (typed: string): string | null => {
  const name = typed.trim();
  return name === "" ? null : name;
};

/** The field's problems (the server answers them as `{ name: [...] }`); empty when the name may be saved. */
export const versionNameErrors = (typed: string): ReadonlyArray<string> => optionalTextErrors(typed, VERSION_NAME_MAX);
