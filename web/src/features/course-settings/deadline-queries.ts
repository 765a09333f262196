import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeadlinePlanRequest, ExtensionRequest } from "@app/domain/api/deadlines";
import { apiClient } from "../../lib/api/client";
import { coursesApi } from "../../lib/api/courses-api";
import { deadlinesApi } from "../../lib/api/deadlines-api";
import { invitationsApi } from "../../lib/api/invitations-api";
import { peopleApi } from "../../lib/api/people-api";
import { displayName } from "@app/domain/people/display-name";

const api = deadlinesApi(apiClient);
const planKey = (courseId: number) => ["course-deadlines", courseId] as const;

/** The course's plan and extensions (issue #37), read anew each time the tab opens. */
export const useDeadlinePlan = (courseId: number) =>
  useQuery({ queryKey: planKey(courseId), queryFn: () => api.plan(courseId), staleTime: 0, refetchOnMount: "always" });

/** The whole plan saved; the answer is the plan as the server keeps it. */
export const useSavePlan = (courseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeadlinePlanRequest) => api.savePlan(courseId, body),
    onSuccess: (plan) => client.setQueryData(planKey(courseId), plan),
  });
};

export const useExtend = (courseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtensionRequest) => api.extend(courseId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: planKey(courseId) }),
  });
};

export const useRemoveExtension = (courseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (extensionId: number) => api.removeExtension(courseId, extensionId),
    onSuccess: () => client.invalidateQueries({ queryKey: planKey(courseId) }),
  });
};

export type Whom = { readonly value: string; readonly name: string };

/**
 * Who can be given more time: the course's students (`s:{id}`) and its school's groups (`g:{id}`).
 */
export const useExtensionWhom = (courseId: number) => {
  const users = useQuery({
    queryKey: ["course-users", courseId],
    queryFn: () => invitationsApi(apiClient).users(courseId),
    staleTime: 0,
  });
  const record = useQuery({
    queryKey: ["course-record", String(courseId)],
    queryFn: () => coursesApi(apiClient).get(courseId),
  });
  const schoolId = record.data?.school_id;
  const groups = useQuery({
    queryKey: ["school-groups", schoolId],
    queryFn: () => peopleApi(apiClient).groups({ page: 1, perPage: 100, schoolId }),
    enabled: record.isSuccess,
  });
  const students: ReadonlyArray<Whom> = (users.data?.students ?? []).map((s) => ({
    value: `s:${s.id}`,
    name: displayName(s),
  }));
  const groupList: ReadonlyArray<Whom> = (groups.data?.data ?? []).map((g) => ({ value: `g:${g.id}`, name: g.name }));
  return { students, groups: groupList };
};
