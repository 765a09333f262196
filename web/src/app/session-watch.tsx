import { useEffect } from "react";
import { useLocation } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { sessionEndedRedirect } from "@app/domain/auth/return-path";
import { sessionEvents } from "../lib/session/session-events";
import { resetSession } from "../lib/session/session-store";

/**
 * When a refresh fails, the session is over: clear the cache and go to /login with the page as `?next=`
 * (issue #31), so signing in again brings the person back to it.
 */
export const SessionWatch = () => {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      sessionEvents.on((event) => {
        if (event !== "expired") return;
        resetSession();
        queryClient.clear();
        navigate(sessionEndedRedirect(`${window.location.pathname}${window.location.search}`), { replace: true });
      }),
    [navigate, queryClient],
  );
  return null;
};
