import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangeRoleRequest, CreateSchoolRequest } from "@app/domain/api/admin";
import type { PageMeta } from "@app/domain/api/paging";
import { adminApi } from "../../lib/api/admin-api";
import { apiClient } from "../../lib/api/client";

const api = adminApi(apiClient);
const PER_PAGE = 20;

/** Other administrators change these lists: they are read again on every visit, never kept for SPEC §9's 24 hours. */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

const nextPage = (meta: PageMeta): number | undefined =>
  meta.page * meta.per_page < meta.total ? meta.page + 1 : undefined;

export const useSchools = () => useQuery({ queryKey: ["admin", "schools"], queryFn: api.schools, ...FRESH });

export const usePeople = (email: string) =>
  useInfiniteQuery({
    queryKey: ["admin", "users", email],
    queryFn: ({ pageParam }) => api.users({ email, page: pageParam, perPage: PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.meta),
    ...FRESH,
  });

export const useAuditLog = () =>
  useInfiniteQuery({
    queryKey: ["admin", "audit-log"],
    queryFn: ({ pageParam }) => api.auditLog({ page: pageParam, perPage: PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.meta),
    ...FRESH,
  });

/** Every administrator's list may show what a change made (a school's owner, a role, the log). */
const useRefreshAdmin = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["admin"] });
};

export const useCreateSchool = () => {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: (body: CreateSchoolRequest) => api.createSchool(body), onSuccess: refresh });
};

export const useChangeRole = () => {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ userId, body }: { readonly userId: number; readonly body: ChangeRoleRequest }) =>
      api.changeRole(userId, body),
    onSuccess: refresh,
  });
};
