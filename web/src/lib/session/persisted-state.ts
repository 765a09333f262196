import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { decodeWith } from "@app/domain/api/decode";
import { ROLES, DEFAULT_ROLE } from "@app/domain/auth/roles";
import { DEFAULT_STORE_VERSION } from "@app/domain/constants";

/** SPEC §3 app UI state. */
export const AppSlice = Schema.Struct({
  modal: Schema.Boolean,
  navMinimized: Schema.Boolean,
  navHide: Schema.Boolean,
  hideFooter: Schema.Boolean,
  page: Schema.String,
  storeVersion: Schema.Number,
  baseURL: Schema.String,
});
export type AppSlice = typeof AppSlice.Type;

/** SPEC §3 login state. */
export const LoginSlice = Schema.Struct({
  isAuth: Schema.Boolean,
  token: Schema.String,
  refresh_token: Schema.String,
  loading: Schema.Literals(["login", "none"]),
  role: Schema.Literals(ROLES),
  allRoles: Schema.Array(Schema.String),
});
export type LoginSlice = typeof LoginSlice.Type;

export const initialApp = (): AppSlice => ({
  modal: false,
  navMinimized: false,
  navHide: false,
  hideFooter: false,
  page: "",
  storeVersion: DEFAULT_STORE_VERSION,
  baseURL: "",
});

export const initialLogin = (): LoginSlice => ({
  isAuth: false,
  token: "",
  refresh_token: "",
  loading: "none",
  role: DEFAULT_ROLE,
  allRoles: [],
});

export type PersistedSlices = { app: AppSlice; login: LoginSlice };

const sliceOr = <S extends Schema.Decoder<unknown>>(schema: S, value: unknown, fallback: S["Type"]): S["Type"] => {
  const decoded = decodeWith(schema)(value);
  return Result.isSuccess(decoded) ? decoded.success : fallback;
};

const parse = (raw: string | null): unknown => {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

/**
 * Reads the persisted slices. Each slice is decoded on its own: a corrupt or foreign value
 * falls back to that slice's initial state, so bad storage never stops the app from starting.
 */
export const readPersisted = (raw: string | null): PersistedSlices => {
  const root = parse(raw);
  const record: Record<string, unknown> =
    typeof root === "object" && root !== null ? (root as Record<string, unknown>) : {};
  const login = sliceOr(LoginSlice, record.login, initialLogin());
  return {
    app: sliceOr(AppSlice, record.app, initialApp()),
    login: login.isAuth && (login.token === "" || login.refresh_token === "") ? initialLogin() : login,
  };
};
