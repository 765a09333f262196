import { useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { apiClient } from "../../lib/api/client";
import { authoringApi } from "../../lib/api/authoring-api";
import { invitationsApi } from "../../lib/api/invitations-api";
import { socialApi } from "../../lib/api/social-api";
import { session } from "../../lib/session/session-store";

/** A path id: decimal digits only. */
export const courseIdOf = (param: string): number | null => (/^\d{1,9}$/.test(param) ? Number(param) : null);

/**
 * What the public course page reads: the about page (published copy), the offer (how to get in,
 * per signed-in user) and the first page of reviews. The offer's key says whether someone is
 * signed in, so that signing in or out reads it anew.
 */
/**
 * The course's offer (how to get in, seats left, whether he is in), read anew on every mount: the
 * course page, and the invitation and link pages, which say a full course is full before anyone
 * registers (issue #30). Without a course id (its page still loading) it waits.
 */
export const useCourseOffer = (courseId: number | undefined) => {
  const { login } = useSnapshot(session);
  const who = login.isAuth ? "signed-in" : "anonymous";
  return useQuery({
    queryKey: ["landing", courseId, "offer", who],
    queryFn: () => invitationsApi(apiClient).offer(courseId ?? 0),
    enabled: courseId !== undefined,
    staleTime: 0,
    refetchOnMount: "always",
  });
};

export const useLandingData = (courseId: number) => {
  // The app's defaults never refetch on mount (SPEC §9); a buyer's page must not show yesterday's
  // seats, students count or an enrolment from a cache: the about page (its `students_count`) and the
  // offer read anew on every mount (issue #30: the count after coming back from registering), reviews when stale.
  const fresh = { staleTime: 60_000, refetchOnMount: true } as const;
  const about = useQuery({
    queryKey: ["landing", courseId, "about"],
    queryFn: () => authoringApi(apiClient).about(courseId),
    staleTime: 0,
    refetchOnMount: "always",
  });
  const offer = useCourseOffer(courseId);
  const reviews = useQuery({
    queryKey: ["landing", courseId, "reviews"],
    queryFn: () => socialApi(apiClient).reviews(courseId, { perPage: 6 }),
    ...fresh,
  });
  return { about, offer, reviews };
};
