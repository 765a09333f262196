import type { ValidationErrors } from "@app/domain/api/error-body";
import { PROFILE_CONFLICT_MESSAGE, staleProfileFields } from "@app/domain/profile/profile-conflict";
import {
  type ProfileExpected,
  ProfileUpdateRequest,
  profilePictureErrors,
  profilePictureFileId,
  PROFILE_PICTURE_MESSAGE,
} from "@app/domain/api/profile-update";
import type { ProfileDetails } from "@app/domain/api/profile";
import { validateProfileCompletion, validateProfileTexts } from "@app/domain/validation/forms";
import { phoneDigits, phoneErrors } from "@app/domain/validation/phone";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { birthDateErrors } from "@app/domain/validation/birth-date";
import { decodeBody } from "../http/decode-body";
import { HttpError } from "../http/http-error";
import { formInput, rejectInvalid } from "../http/form-input";
import { EDUCATION } from "../reference/education";
import type { Store } from "../store/store";

type ProfileChanges = Partial<Omit<ProfileDetails, "id">>;

const isObject = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The profile-completion form: `{ userId, profileData: { name, surname, phone } }` (SPEC §3). */
const completionChanges = (body: object, userId: number): ProfileChanges => {
  const claimed: unknown = Reflect.get(body, "userId");
  if (claimed !== userId && claimed !== String(userId)) throw new HttpError(403, "");
  const input = formInput(Reflect.get(body, "profileData"), ["name", "surname", "phone"]);
  rejectInvalid(validateProfileCompletion(input));
  return { name: input.name?.trim(), surname: input.surname?.trim(), phone: phoneDigits(input.phone ?? "") };
};

/**
 * Why a stored file may not be a profile picture (issue #31: its bytes are no image), or undefined;
 * `null` when there is no such file.
 */
export type PictureCheck = (id: string) => string | undefined | null;

/** The full save from the profile page: each given field replaces the stored one, null clears it. */
const fullChanges = (body: unknown, pictureProblem: PictureCheck, today: string): ProfileChanges => {
  const { expected: _startedFrom, ...update } = decodeBody(ProfileUpdateRequest, body);
  const texts = formInput(update, ["name", "surname", "city", "work", "gender"] as const);
  // A name or surname sent as text must be a name (spaces only are empty); null clears it, as the
  // API documents for every field (the profile page never sends that: its form refuses an empty name).
  const errors: Record<string, ReadonlyArray<string>> = { ...validateProfileTexts(texts) };
  if (typeof update.phone === "string" && update.phone !== "") {
    const phone = phoneErrors(update.phone);
    if (phone.length > 0) errors.phone = phone;
  }
  if (typeof update.date_of_birth === "string" && update.date_of_birth !== "") {
    const birth = birthDateErrors(update.date_of_birth, today);
    if (birth.length > 0) errors.date_of_birth = birth;
  }
  if (typeof update.profile_picture === "string") {
    const picture = profilePictureErrors(update.profile_picture);
    const problem = picture.length > 0 ? undefined : pictureProblem(profilePictureFileId(update.profile_picture));
    if (picture.length > 0) errors.profile_picture = picture;
    else if (problem === null) errors.profile_picture = [PROFILE_PICTURE_MESSAGE];
    else if (problem !== undefined) errors.profile_picture = [problem];
  }
  if (typeof update.education_id === "number" && !EDUCATION.some((e) => e.id === update.education_id)) {
    errors.education_id = [VALIDATION_MESSAGES.unknownOption];
  }
  rejectInvalid(errors satisfies ValidationErrors);
  if (typeof update.phone !== "string") return update;
  return { ...update, phone: update.phone === "" ? null : phoneDigits(update.phone) };
};

/** Decides what a PUT /api/profile/{id} body changes (`today`: the server's day, ISO). Throws 403 or 422. */
export const profileChanges = (
  body: unknown,
  userId: number,
  pictureProblem: PictureCheck,
  today: string,
): ProfileChanges =>
  isObject(body) && "profileData" in body ? completionChanges(body, userId) : fullChanges(body, pictureProblem, today);

/** The values the page started from (`expected`, issue #31), when the body names them. */
export const expectedOf = (body: unknown): ProfileExpected | undefined => {
  if (!isObject(body) || !("expected" in body)) return undefined;
  return decodeBody(ProfileUpdateRequest, body).expected;
};

/**
 * A user's profile fields replaced by `changes` (404 for a user gone meanwhile), in one transaction
 * with the check that the values the page started from are still the stored ones (409 otherwise).
 */
export const saveProfile = (
  store: Store,
  userId: number,
  changes: ProfileChanges,
  expected?: ProfileExpected,
): Promise<void> =>
  store.update((db) => {
    const record = db.users.find((u) => u.id === userId);
    if (record === undefined) throw new HttpError(404, "");
    if (expected !== undefined && staleProfileFields(record.profile, expected).length > 0)
      throw new HttpError(409, PROFILE_CONFLICT_MESSAGE);
    Object.assign(record.profile, changes);
  });
