import { useQuery } from "@tanstack/react-query";
import { authoringApi } from "../../lib/api/authoring-api";
import { apiClient } from "../../lib/api/client";
import { PEOPLE_KEY } from "./people-queries";

/** The caller's created courses to invite or enrol to (the server's maximum page: a school has dozens, not thousands). */
export const useStaffCourses = (enabled: boolean) =>
  useQuery({
    queryKey: [...PEOPLE_KEY, "invite-courses"],
    queryFn: () => authoringApi(apiClient).createdCourses(1, 100),
    enabled,
    staleTime: 0,
  });
