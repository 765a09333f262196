import * as Schema from "effect/Schema";
import { maxLengthMessage } from "../validation/messages";
import { OWN_IMAGE_MESSAGE, isOwnFileUrl, ownFileId } from "../validation/own-file-url";

/** PUT /api/profile/{id} from the profile-completion modal (SPEC §3): the phone without the plus. */
export const ProfileCompletionRequest = Schema.Struct({
  userId: Schema.Number,
  profileData: Schema.Struct({ name: Schema.String, surname: Schema.String, phone: Schema.String }),
});
export type ProfileCompletionRequest = typeof ProfileCompletionRequest.Type;

const Field = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema));

/**
 * PUT /api/profile/{id} full save from the profile page. Every field is optional: a missing one
 * is left as it is, null clears it. `profile_picture` is the url of a file uploaded with POST /api/file
 * (`/api/files/{uuid}`, see `profilePictureErrors`).
 */
const ProfileFields = {
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
};

/**
 * The values the page started from, for the fields it changes (issue #31): the save is refused (409)
 * when one of them is no longer the stored value, changed meanwhile in another window.
 */
export const ProfileExpected = Schema.Struct(ProfileFields);
export type ProfileExpected = typeof ProfileExpected.Type;

export const ProfileUpdateRequest = Schema.Struct({ ...ProfileFields, expected: Schema.optionalKey(ProfileExpected) });
export type ProfileUpdateRequest = typeof ProfileUpdateRequest.Type;

/** Either body is accepted; the one with `profileData` is the completion form. */
export const ProfileSaveRequest = Schema.Union([ProfileCompletionRequest, ProfileUpdateRequest]);
export type ProfileSaveRequest = typeof ProfileSaveRequest.Type;

/** The longest `profile_picture` accepted: `/api/files/` and a UUID are 47 characters. */
const PROFILE_PICTURE_MAX = 64;
export const PROFILE_PICTURE_MESSAGE = OWN_IMAGE_MESSAGE;

/**
 * `profile_picture` names a file of this server, `/api/files/{uuid}`, and nothing else: no other
 * site, no `javascript:` or `data:` url, no long text that every page listing the user would carry.
 * (Whether that file exists is the server's check.)
 */
export const profilePictureErrors = (value: string): ReadonlyArray<string> => {
  if (value.length > PROFILE_PICTURE_MAX) return [maxLengthMessage(PROFILE_PICTURE_MAX)];
  return isOwnFileUrl(value) ? [] : [PROFILE_PICTURE_MESSAGE];
};

/** The file id of a valid `profile_picture`. */
export const profilePictureFileId = ownFileId;
