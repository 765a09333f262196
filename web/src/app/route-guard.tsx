import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { canOpen, deniedRedirect } from "@app/domain/auth/route-access";
import { session } from "../lib/session/session-store";

/**
 * SPEC §4: a sign-in-only route sends a signed-out user, or a role that is not allowed, to
 * /login (course-taking routes to the course's public page). The redirect runs in an effect.
 */
export const RouteGuard = ({ children }: { readonly children: ReactNode }) => {
  const [location, navigate] = useLocation();
  const { login } = useSnapshot(session);
  const allowed = canOpen(location, login.isAuth ? login.role : null);
  useEffect(() => {
    if (!allowed) navigate(deniedRedirect(location), { replace: true });
  }, [allowed, location, navigate]);
  return allowed ? <>{children}</> : null;
};
