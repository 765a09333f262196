import { useQuery } from "@tanstack/react-query";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";

/** The education reference list (GET /api/education); it rarely changes, so the default 24 h cache fits. */
export const useEducation = () =>
  useQuery({ queryKey: ["education"], queryFn: () => accountApi(apiClient).education() });
