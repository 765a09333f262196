import type { LoginResponse } from "@app/domain/api/auth";
import type { ErrorBody } from "@app/domain/api/error-body";
import type { PageMeta } from "@app/domain/api/paging";
import type { ProfileData, ProfileDetails } from "@app/domain/api/profile";
import type { Answer } from "./fake-api";

/**
 * Server answers in the API's shapes (GUIDE §1), typed by the domain's schemas so they cannot drift
 * from what the app decodes: `{ data }` for success, the error body for a failure.
 */

export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

export const failed = (status: number, message: string): Answer => {
  const body: ErrorBody = { error: { message } };
  return { status, body };
};

/** A 422 with `errors.validation`: each field's messages, shown by the form under its field. */
export const validationFailed = (validation: Readonly<Record<string, ReadonlyArray<string>>>): Answer => {
  const body: ErrorBody = { error: { message: "Не удалось выполнить действие!" }, errors: { validation } };
  return { status: 422, body };
};

/** POST /api/login's answer for a user with these server roles ("student", "teacher", …). */
export const loginAnswer = (roles: ReadonlyArray<string>): Answer => {
  const body: LoginResponse = { tokens: { token: "access-1", refresh_token: "refresh-1" }, roles };
  return { status: 200, body };
};

const EMPTY_DETAILS: ProfileDetails = {
  id: 11,
  name: null,
  surname: null,
  profile_picture: null,
  city: null,
  phone: null,
  work: null,
  date_of_birth: null,
  gender: null,
  education_id: null,
  timezone_id: null,
  language_id: null,
};

/** GET /api/my-profile's data: user 7, profile 11, with the given profile fields. */
export const profileData = (details: Partial<ProfileDetails> = {}, roles: ReadonlyArray<string> = ["student"]) => {
  const profile = { ...EMPTY_DETAILS, ...details };
  const data: ProfileData = {
    email: "user@example.ru",
    school_id: [],
    profile,
    permissions: [],
    compilation: null,
    user_id: 7,
    roles,
    name: profile.name,
    surname: profile.surname,
    phone: profile.phone,
    offers: [],
  };
  return data;
};

/** One page of a `{ data, meta }` list: `items` are the page's own, `total` the whole list's length. */
export const pageAnswer = <T>(items: ReadonlyArray<T>, meta: PageMeta): Answer => ({
  status: 200,
  body: { data: items, meta },
});
