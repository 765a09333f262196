import { useQuery } from "@tanstack/react-query";
import { catalogueApi } from "../../lib/api/catalogue-api";
import { apiClient } from "../../lib/api/client";
import { coursesApi } from "../../lib/api/courses-api";

export type TeacherOption = { readonly id: string; readonly name: string };

/**
 * The teachers who can be assigned: every TEACHER working in the course's school. The API has no
 * school staff list; the catalogue's authors list names every teacher with his schools, so it is
 * filtered by the course's school (GET /api/courses/{id}).
 */
export const useSchoolTeachers = (courseID: string) => {
  const numeric = /^\d+$/.test(courseID);
  const record = useQuery({
    queryKey: ["course-record", courseID],
    queryFn: () => coursesApi(apiClient).get(Number(courseID)),
    enabled: numeric,
  });
  const authors = useQuery({
    queryKey: ["catalogue-authors", 1, 100],
    queryFn: () => catalogueApi(apiClient).authors({ page: 1, perPage: 100 }),
    staleTime: 0,
    refetchOnMount: "always",
  });
  const schoolId = record.data?.school_id;
  const teachers: ReadonlyArray<TeacherOption> = (authors.data?.data ?? []).flatMap((author) =>
    author.kind === "teacher" &&
    author.user_id !== null &&
    (schoolId === undefined || author.schools.some((s) => s.id === schoolId))
      ? [{ id: String(author.user_id), name: author.name }]
      : [],
  );
  return {
    teachers,
    isPending: authors.isPending || (numeric && record.isPending),
    isError: authors.isError || record.isError,
  };
};
