import { proxy, subscribe } from "valtio";
import type { TokenPair } from "@app/domain/api/auth";
import { primaryRole, type Role } from "@app/domain/auth/roles";
import type { TokenStore } from "../api/token-store";
import { initialApp, initialLogin, readPersisted, type PersistedSlices } from "./persisted-state";
import { safeStorage, STATE_KEY } from "./storage";
import { writeRootFields } from "./state-root";
import { writeLandingHint } from "./landing-hint-cookie";

/** The persisted client state (SPEC §3 app and login slices), restored at start. */
export const session = proxy<PersistedSlices>(readPersisted(safeStorage.get(STATE_KEY)));

/**
 * QA replay (issue #21) shows the screens as the log's role with no sign-in: that identity lives in
 * memory only. It is never stored (nor sent: the replay has no tokens), and another tab's sign-in
 * does not replace it. A reload ends the replay and the tab is as it was.
 */
let replayIdentity = false;

export const adoptReplayIdentity = (role: Role | null, allRoles: ReadonlyArray<string>): void => {
  replayIdentity = true;
  session.login =
    role === null
      ? initialLogin()
      : { isAuth: true, token: "", refresh_token: "", loading: "none", role, allRoles: [...allRoles] };
};

/** Writes the app and login slices; the other slices under the key (the passage) stay. */
const save = () => {
  if (replayIdentity) return;
  writeRootFields({ app: session.app, login: session.login });
  writeLandingHint(session.login.isAuth ? session.login.role : null);
};
subscribe(session, save);
writeLandingHint(session.login.isAuth ? session.login.role : null);

/** Another tab signed in, refreshed or signed out: adopt its login slice. */
globalThis.addEventListener?.("storage", (event: StorageEvent) => {
  if (event.key !== STATE_KEY || replayIdentity) return;
  const next = readPersisted(event.newValue);
  if (next.login.token !== session.login.token || next.login.isAuth !== session.login.isAuth)
    session.login = next.login;
});

export const signIn = (tokens: TokenPair, serverRoles: ReadonlyArray<string>): void => {
  session.login = {
    isAuth: true,
    token: tokens.token,
    refresh_token: tokens.refresh_token,
    loading: "none",
    role: primaryRole(serverRoles),
    allRoles: [...serverRoles],
  };
};

export const setAllRoles = (roles: ReadonlyArray<string>): void => {
  session.login = { ...session.login, allRoles: [...roles] };
};

/** The server's roles changed while signed in (an invitation made him a teacher): the first is the role (SPEC §6). */
export const adoptRoles = (serverRoles: ReadonlyArray<string>): void => {
  session.login = { ...session.login, role: primaryRole(serverRoles), allRoles: [...serverRoles] };
};

export const setLoginLoading = (loading: boolean): void => {
  session.login = { ...session.login, loading: loading ? "login" : "none" };
};

export const toggleNavMinimized = (): void => {
  session.app = { ...session.app, navMinimized: !session.app.navMinimized };
};

/** SPEC §3 app.baseURL: the API base URL at run time ("" falls back to the build's VITE_API_BASE_URL). */
export const setBaseURL = (baseURL: string): void => {
  session.app = { ...session.app, baseURL };
};

/** SPEC §4 reset: wipes all client state. */
export const resetSession = (): void => {
  session.login = initialLogin();
  session.app = { ...initialApp(), baseURL: session.app.baseURL };
};

/** The API client's view of the tokens. It reads storage too, so a pair refreshed by another tab is seen at once. */
export const sessionTokenStore: TokenStore = {
  get() {
    if (replayIdentity) return null;
    const stored = readPersisted(safeStorage.get(STATE_KEY)).login;
    const source = stored.isAuth && stored.token !== session.login.token ? stored : session.login;
    if (source !== session.login) session.login = stored;
    return source.isAuth ? { token: source.token, refresh_token: source.refresh_token } : null;
  },
  set(pair) {
    session.login = { ...session.login, token: pair.token, refresh_token: pair.refresh_token };
    save();
  },
  clear() {
    session.login = initialLogin();
    save();
  },
};
