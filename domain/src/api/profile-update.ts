import * as Schema from "effect/Schema";

/** PUT /api/profile/{id} from the profile-completion modal (SPEC §3): the phone without the plus. */
export const ProfileCompletionRequest = Schema.Struct({
  userId: Schema.Number,
  profileData: Schema.Struct({ name: Schema.String, surname: Schema.String, phone: Schema.String }),
});
export type ProfileCompletionRequest = typeof ProfileCompletionRequest.Type;

const Field = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema));

/**
 * PUT /api/profile/{id} full save from the profile page. Every field is optional: a missing one
 * is left as it is, null clears it. `profile_picture` is the url of a file uploaded with POST /api/file.
 */
export const ProfileUpdateRequest = Schema.Struct({
  name: Field(Schema.String),
  surname: Field(Schema.String),
  phone: Field(Schema.String),
  city: Field(Schema.String),
  work: Field(Schema.String),
  date_of_birth: Field(Schema.String),
  gender: Field(Schema.String),
  profile_picture: Field(Schema.String),
  education_id: Field(Schema.Number),
  timezone_id: Field(Schema.Number),
  language_id: Field(Schema.Number),
});
export type ProfileUpdateRequest = typeof ProfileUpdateRequest.Type;

/** Either body is accepted; the one with `profileData` is the completion form. */
export const ProfileSaveRequest = Schema.Union([ProfileCompletionRequest, ProfileUpdateRequest]);
export type ProfileSaveRequest = typeof ProfileSaveRequest.Type;
