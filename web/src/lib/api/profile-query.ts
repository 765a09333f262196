import { useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { PROFILE_QUERY } from "@app/domain/constants";
import { authApi } from "./auth-api";
import { apiClient } from "./client";
import { session } from "../session/session-store";

export const PROFILE_QUERY_KEY = ["my-profile"] as const;

/** SPEC §9: the profile caches 10 min and goes stale after 1 min. */
export const useProfile = () => {
  const { login } = useSnapshot(session);
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => authApi(apiClient).myProfile(),
    enabled: login.isAuth,
    staleTime: PROFILE_QUERY.staleMs,
    gcTime: PROFILE_QUERY.cacheMs,
    refetchOnMount: true,
  });
};
