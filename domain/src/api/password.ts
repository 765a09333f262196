import * as Schema from "effect/Schema";

/** POST /api/password/requestReset (SPEC §7): e-mails a single-use reset link to the outbox. */
export const PasswordResetRequest = Schema.Struct({ email: Schema.String });
export type PasswordResetRequest = typeof PasswordResetRequest.Type;

/** POST /api/password/update (SPEC §7), signed in. */
export const PasswordUpdateRequest = Schema.Struct({
  old_password: Schema.String,
  new_password: Schema.String,
  new_password_confirmation: Schema.String,
});
export type PasswordUpdateRequest = typeof PasswordUpdateRequest.Type;

/** POST /api/password/reset (SPEC §7): the token comes from the reset link. */
export const PasswordResetBody = Schema.Struct({ email: Schema.String, password: Schema.String, token: Schema.String });
export type PasswordResetBody = typeof PasswordResetBody.Type;

/** The query of the reset link the e-mail carries: /password/reset?token=…&email=… */
export const RESET_LINK_PATH = "/password/reset";
