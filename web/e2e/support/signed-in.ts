import type { BrowserContextOptions } from "@playwright/test";
import * as Schema from "effect/Schema";
import { LoginResponse } from "@app/domain/api/auth";
import { primaryRole } from "@app/domain/auth/roles";
import { APP_VERSION_MARKER } from "@app/domain/constants";
import { initialApp, type PersistedSlices } from "../../src/lib/session/persisted-state";
import { STATE_KEY, VERSION_KEY } from "../../src/lib/session/storage";

export const DEMO_PASSWORD = "demo123";

/** GUIDE §1's demo accounts by role: `as: "student"` signs in as student@demo.ru. */
export const DEMO_EMAILS = {
  owner: "owner@demo.ru",
  manager: "manager@demo.ru",
  admin: "admin@demo.ru",
  teacher: "teacher@demo.ru",
  student: "student@demo.ru",
  fresh: "fresh@demo.ru",
} as const;
export type DemoRole = keyof typeof DEMO_EMAILS;

/** Who a test signs in as: a demo role, or an account the test made (`{ email, password }`). */
export type Account = DemoRole | { readonly email: string; readonly password: string };

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

const credentials = (account: Account) =>
  typeof account === "string" ? { email: DEMO_EMAILS[account], password: DEMO_PASSWORD } : account;

/**
 * A new session of `account`, made through the API (POST /api/login), as the browser storage the app
 * keeps after its own sign-in: the login slice under the one state key and the version marker. A
 * context opened with it starts signed in, with no sign-in form, page load or redirect; only the
 * specs about signing in use the form.
 */
export const signedInState = async (baseURL: string, account: Account): Promise<StorageState> => {
  const { email, password } = credentials(account);
  const response = await fetch(`${baseURL}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`POST /api/login as ${email}: ${response.status}`);
  const { tokens, roles } = Schema.decodeUnknownSync(LoginResponse)(await response.json());
  const state: PersistedSlices = {
    app: initialApp(),
    login: {
      isAuth: true,
      token: tokens.token,
      refresh_token: tokens.refresh_token,
      loading: "none",
      role: primaryRole(roles),
      allRoles: [...roles],
    },
  };
  return {
    cookies: [],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: VERSION_KEY, value: APP_VERSION_MARKER },
          { name: STATE_KEY, value: JSON.stringify(state) },
        ],
      },
    ],
  };
};
