import { useLocation } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api/auth-api";
import { apiClient } from "../../lib/api/client";
import { sessionEvents } from "../../lib/session/session-events";
import { resetSession } from "../../lib/session/session-store";

/** SPEC §4 logout: the server first, then local state, the modal state and the query cache. */
export const useLogout = () => {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return async (): Promise<void> => {
    await authApi(apiClient)
      .logout()
      .catch(() => undefined);
    resetSession();
    sessionEvents.emit("signedOut");
    queryClient.clear();
    navigate("/myCourses", { replace: true });
  };
};
