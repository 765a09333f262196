import * as Schema from "effect/Schema";
import { TokenPair } from "./auth";

/** POST /api/register request (SPEC §3, §7). */
export const RegisterRequest = Schema.Struct({
  email: Schema.String,
  password: Schema.String,
  password_confirmation: Schema.String,
  phone: Schema.String,
  full_name: Schema.String,
});
export type RegisterRequest = typeof RegisterRequest.Type;

/** POST /api/register 201 body: the new user is signed in at once, like a login. */
export const RegisterResponse = Schema.Struct({
  data: Schema.Struct({ user_id: Schema.Number, tokens: TokenPair, roles: Schema.Array(Schema.String) }),
});
export type RegisterResponse = typeof RegisterResponse.Type;
