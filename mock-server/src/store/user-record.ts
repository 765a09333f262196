import type { ProfileDetails } from "@app/domain/api/profile";

/** A new user's profile: name, surname and phone as given, everything else empty until /profile fills it. */
export const newProfile = (
  id: number,
  name: string | null,
  surname: string | null,
  phone: string | null,
): ProfileDetails => ({
  id,
  name,
  surname,
  profile_picture: null,
  city: null,
  phone,
  work: null,
  date_of_birth: null,
  gender: null,
  education_id: null,
  timezone_id: null,
  language_id: null,
});
