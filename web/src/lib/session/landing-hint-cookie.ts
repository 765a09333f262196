import { LANDING_HINT_COOKIE } from "@app/domain/auth/landing-hint";
import type { Role } from "@app/domain/auth/roles";

/** The refresh token's lifetime: the hint lasts as long as the session can. */
const MAX_AGE_S = 30 * 24 * 60 * 60;

let written: string | undefined;

/** Keeps the landing hint cookie in step with the session: the role when signed in, gone when not. */
export const writeLandingHint = (role: Role | null): void => {
  const value = role ?? "";
  if (value === written || typeof document === "undefined") return;
  written = value;
  document.cookie =
    role === null
      ? `${LANDING_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${LANDING_HINT_COOKIE}=${role}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax`;
};
