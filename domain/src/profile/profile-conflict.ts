import type { ProfileDetails } from "../api/profile";
import type { ProfileExpected } from "../api/profile-update";

/** Issue #31: the 409 of a profile save whose starting values were changed meanwhile elsewhere. */
export const PROFILE_CONFLICT_MESSAGE =
  "Профиль успели изменить в другом окне. Новые данные подставлены в форму, ваши правки сохранены в полях: проверьте и нажмите «Сохранить» ещё раз.";

type Value = string | number | null;

/** The fields whose stored value is no longer the one the page started from. */
export const staleProfileFields = (
  stored: ProfileDetails,
  expected: ProfileExpected,
): ReadonlyArray<keyof ProfileExpected> =>
  (Object.keys(expected) as Array<keyof ProfileExpected>).filter(
    (field) => (expected[field] ?? null) !== (stored[field] ?? null),
  );

/**
 * What a page sends to save a form that started from `base` and now holds `next`: only the fields it
 * changed, and the values it started from for them (`expected`), so a save never writes back a field
 * the page did not touch, and a field changed meanwhile elsewhere is refused, not overwritten.
 */
export const profileSaveDiff = <T extends Readonly<Record<string, Value>>>(
  base: T,
  next: T,
): { readonly changes: Partial<T>; readonly expected: Partial<T> } => {
  const changes: Partial<T> = {};
  const expected: Partial<T> = {};
  for (const field of Object.keys(next) as Array<keyof T>) {
    if (next[field] === base[field]) continue;
    changes[field] = next[field];
    expected[field] = base[field];
  }
  return { changes, expected };
};
