import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvitationRole } from "@app/domain/api/access";
import { apiClient } from "../../lib/api/client";
import { invitationsApi } from "../../lib/api/invitations-api";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

const api = invitationsApi(apiClient);

export const invitationsKey = (courseId: number) => ["course-invitations", courseId] as const;
export const usersKey = (courseId: number) => ["course-users", courseId] as const;

/** Who was invited and who is in the course change from elsewhere (people accept, join): fetched each time the tab opens. */
const fresh = { staleTime: 0, refetchOnMount: "always" } as const;

export const useInvitations = (courseId: number, enabled: boolean) =>
  useQuery({ queryKey: invitationsKey(courseId), queryFn: () => api.list(courseId, 1, 100), enabled, ...fresh });

/**
 * Seats left in the published course (null: no limit, or not published yet): the invite form warns
 * before inviting students into a full course (issue #30). The course page's offer, read anew.
 */
export const useSeatsLeft = (courseId: number): number | null => {
  const offer = useQuery({
    queryKey: ["landing", courseId, "offer", "signed-in"],
    queryFn: () => api.offer(courseId),
    ...fresh,
  });
  return offer.data?.seats_left ?? null;
};

export const useCourseUsers = (courseId: number) =>
  useQuery({ queryKey: usersKey(courseId), queryFn: () => api.users(courseId), ...fresh });

export const useInvite = (courseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { readonly emails: ReadonlyArray<string>; readonly role: InvitationRole }) =>
      api.invite(courseId, { emails: [...body.emails], role: body.role }),
    onSettled: () => refreshAfterWrite(client, invitationsKey(courseId)),
  });
};

export const useRevoke = (courseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => api.revoke(courseId, invitationId),
    onSettled: () => refreshAfterWrite(client, invitationsKey(courseId)),
  });
};

export const useRemoveUser = (courseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.removeUser(courseId, userId),
    onSuccess: (users) => client.setQueryData(usersKey(courseId), users),
  });
};

export const useRotateLink = (courseId: number) => useMutation({ mutationFn: () => api.rotateLink(courseId) });
