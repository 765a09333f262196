import { useState } from "react";
import { useLocation } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import type { LoginRequest } from "@app/domain/api/auth";
import { afterSignIn } from "@app/domain/auth/return-path";
import { primaryRole } from "@app/domain/auth/roles";
import { loginErrorMessage } from "@app/domain/errors/catalogue";
import { authApi } from "../../lib/api/auth-api";
import { apiClient } from "../../lib/api/client";
import { isApiError } from "../../lib/api/api-error";
import { PROFILE_QUERY_KEY } from "../../lib/api/profile-query";
import { setAllRoles, setLoginLoading, signIn } from "../../lib/session/session-store";
import { notifyError } from "../../lib/ui/toast";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

/**
 * SPEC §7 login: store tokens, role and isAuth, refresh the profile, then go back to the page that
 * asked for a sign-in (`returnTo`, when the role may open it) or to the role's landing.
 */
export const useLogin = (returnTo: string | null = null) => {
  const [pending, setPending] = useState(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  const login = async (body: LoginRequest): Promise<void> => {
    setPending(true);
    setLoginLoading(true);
    try {
      const api = authApi(apiClient);
      const answer = await api.login(body);
      signIn(answer.tokens, answer.roles);
      await refreshAfterWrite(queryClient, PROFILE_QUERY_KEY);
      void api.role().then(setAllRoles, () => undefined);
      navigate(afterSignIn(returnTo, primaryRole(answer.roles)), { replace: true });
    } catch (error) {
      notifyError(
        isApiError(error) ? loginErrorMessage(error.status, error.body?.error.message) : loginErrorMessage(undefined),
      );
    } finally {
      setLoginLoading(false);
      setPending(false);
    }
  };

  return { login, pending };
};
