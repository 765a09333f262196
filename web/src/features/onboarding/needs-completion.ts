import type { ProfileData } from "@app/domain/api/profile";

const blank = (value: string | null) => value === null || value.trim() === "";

/** SPEC §4: signed in, with a user id and a profile id, and name, surname and phone all empty. */
export const needsCompletion = (profile: ProfileData | undefined): profile is ProfileData =>
  profile !== undefined &&
  profile.user_id > 0 &&
  profile.profile.id > 0 &&
  blank(profile.profile.name) &&
  blank(profile.profile.surname) &&
  blank(profile.profile.phone);
