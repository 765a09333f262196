import { useEffect, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { useSnapshot } from "valtio";
import { canOpen, deniedRedirect } from "@app/domain/auth/route-access";
import { deniedWithReturn } from "@app/domain/auth/return-path";
import { session } from "../lib/session/session-store";
import { deniedNotice } from "../lib/session/denied-notice";

/**
 * SPEC §4: a sign-in-only route sends a signed-out user, or a role that is not allowed, to
 * /login (course-taking routes to the course's public page). A signed-out user's page goes along
 * as `?next=`, so that signing in brings him back (issue #14). The redirect runs in an effect.
 */
export const RouteGuard = ({ children }: { readonly children: ReactNode }) => {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { login } = useSnapshot(session);
  const allowed = canOpen(location, login.isAuth ? login.role : null);
  useEffect(() => {
    // The note on /login is for the refusal just made; any page that opens ends it.
    deniedNotice.set(!allowed && login.isAuth);
    if (allowed) return;
    navigate(
      login.isAuth ? deniedRedirect(location) : deniedWithReturn(search === "" ? location : `${location}?${search}`),
      { replace: true },
    );
  }, [allowed, location, search, navigate, login.isAuth]);
  return allowed ? <>{children}</> : null;
};
