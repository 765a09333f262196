import * as Schema from "effect/Schema";

const NullableString = Schema.NullOr(Schema.String);
const NullableNumber = Schema.NullOr(Schema.Number);

/** The nested `profile` of the profile data (SPEC §3). */
export const ProfileDetails = Schema.Struct({
  id: Schema.Number,
  name: NullableString,
  surname: NullableString,
  profile_picture: NullableString,
  city: NullableString,
  phone: NullableString,
  work: NullableString,
  date_of_birth: NullableString,
  gender: NullableString,
  education_id: NullableNumber,
  timezone_id: NullableNumber,
  language_id: NullableNumber,
});
export type ProfileDetails = typeof ProfileDetails.Type;

/** SPEC §3 compilation; place defaults to "main". */
export const Compilation = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  place: Schema.String,
  position: Schema.Number,
  courses: Schema.Array(Schema.Number),
});

/** SPEC §3 "Profile data", as GET /api/my-profile answers it under `data`. */
export const ProfileData = Schema.Struct({
  email: Schema.String,
  school_id: Schema.Array(Schema.Number),
  profile: ProfileDetails,
  permissions: Schema.Array(Schema.String),
  compilation: Schema.NullOr(Compilation),
  user_id: Schema.Number,
  roles: Schema.Array(Schema.String),
  name: NullableString,
  surname: NullableString,
  phone: NullableString,
  offers: Schema.Array(Schema.Unknown),
});
export type ProfileData = typeof ProfileData.Type;

export const ProfileResponse = Schema.Struct({ data: ProfileData });
export type ProfileResponse = typeof ProfileResponse.Type;
