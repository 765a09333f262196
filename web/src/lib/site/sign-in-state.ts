import { useMemo, useSyncExternalStore } from "react";
import { isRole, type Role } from "@app/domain/auth/roles";
import { safeStorage, STATE_KEY } from "../session/storage";

export type SignInState = { readonly isAuth: boolean; readonly role: Role | null };

const SIGNED_OUT: SignInState = { isAuth: false, role: null };

/**
 * The sign-in state as the public header needs it (isAuth and the role), read from the persisted
 * login slice without loading the session store. The store decodes with effect/Schema, which the
 * landing page must not pull in (issue #6 JS budget). Only a well-formed signed-in slice counts.
 */
export const parseSignIn = (raw: string | null): SignInState => {
  if (raw === null) return SIGNED_OUT;
  try {
    const root: unknown = JSON.parse(raw);
    const login: unknown = typeof root === "object" && root !== null ? (root as Record<string, unknown>).login : null;
    if (typeof login !== "object" || login === null) return SIGNED_OUT;
    const { isAuth, token, refresh_token: refresh, role } = login as Record<string, unknown>;
    const signedIn =
      isAuth === true && typeof token === "string" && token !== "" && typeof refresh === "string" && refresh !== "";
    return signedIn && typeof role === "string" && isRole(role) ? { isAuth: true, role } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
};

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener("storage", onChange);
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener("focus", onChange);
  };
};

const snapshot = (): string | null => safeStorage.get(STATE_KEY);

/** What the build's prerender renders the header as (signed out unless it asks for a role's page). */
let serverSnapshot: string | null = null;
export const prerenderAs = (role: Role | null): void => {
  serverSnapshot =
    role === null
      ? null
      : JSON.stringify({ login: { isAuth: true, token: "prerender", refresh_token: "prerender", role } });
};

/** Re-read on every render, on focus and when another tab signs in or out. */
export const useSignInState = (): SignInState => {
  const raw = useSyncExternalStore(subscribe, snapshot, () => serverSnapshot);
  return useMemo(() => parseSignIn(raw), [raw]);
};
