import { useEffect } from "react";
import { useLocation } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { sessionEvents } from "../lib/session/session-events";
import { resetSession } from "../lib/session/session-store";

/** When a refresh fails, the session is over: clear the cache and go to /login. */
export const SessionWatch = () => {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      sessionEvents.on((event) => {
        if (event !== "expired") return;
        resetSession();
        queryClient.clear();
        navigate("/login", { replace: true });
      }),
    [navigate, queryClient],
  );
  return null;
};
