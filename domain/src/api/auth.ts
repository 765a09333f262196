import * as Schema from "effect/Schema";

/** POST /api/login request (SPEC §7). */
export const LoginRequest = Schema.Struct({ email: Schema.String, password: Schema.String });
export type LoginRequest = typeof LoginRequest.Type;

export const TokenPair = Schema.Struct({ token: Schema.String, refresh_token: Schema.String });
export type TokenPair = typeof TokenPair.Type;

/** POST /api/login response body: `{ tokens: { token, refresh_token }, roles: ["student", ...] }`. */
export const LoginResponse = Schema.Struct({ tokens: TokenPair, roles: Schema.Array(Schema.String) });
export type LoginResponse = typeof LoginResponse.Type;

/** POST /api/token/refresh request. */
export const RefreshRequest = Schema.Struct({ refresh_token: Schema.String });
export type RefreshRequest = typeof RefreshRequest.Type;

/** POST /api/token/refresh response body: `{ data: { token, refresh_token } }`. */
export const RefreshResponse = Schema.Struct({ data: TokenPair });
export type RefreshResponse = typeof RefreshResponse.Type;

/** GET /api/role response body: every role string of the signed-in user. */
export const RoleResponse = Schema.Struct({ data: Schema.Array(Schema.String) });
export type RoleResponse = typeof RoleResponse.Type;

/** Any success answer that carries no data of its own. */
export const OkResponse = Schema.Struct({ data: Schema.Struct({ ok: Schema.Boolean }) });
export type OkResponse = typeof OkResponse.Type;
