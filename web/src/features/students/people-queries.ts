import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../lib/api/client";
import { peopleApi } from "../../lib/api/people-api";

/** Everything this page caches; a mutation of groups or subdivisions invalidates the whole prefix. */
export const PEOPLE_KEY = ["people"] as const;
export const STUDENTS_PER_PAGE = 10;
/** Groups and subdivisions are few per school: one page of the server's maximum. */
const NAMED_PER_PAGE = 100;

export type StudentsFilter = { readonly page: number; readonly search: string; readonly groupId: number | undefined };

/** Lists change with every enrolment and group edit, so they are fetched on every visit. */
const fresh = { staleTime: 0, refetchOnMount: "always" } as const;

export const useStudents = (filter: StudentsFilter) =>
  useQuery({
    queryKey: [...PEOPLE_KEY, "students", filter],
    queryFn: () =>
      peopleApi(apiClient).students({
        page: filter.page,
        perPage: STUDENTS_PER_PAGE,
        search: filter.search === "" ? undefined : filter.search,
        groupId: filter.groupId,
      }),
    placeholderData: keepPreviousData,
    ...fresh,
  });

export const useStudent = (userId: number | null) =>
  useQuery({
    queryKey: [...PEOPLE_KEY, "student", userId],
    queryFn: () => peopleApi(apiClient).student(userId ?? 0),
    enabled: userId !== null,
    ...fresh,
  });

export const useGroups = (enabled = true) =>
  useQuery({
    queryKey: [...PEOPLE_KEY, "groups"],
    queryFn: () => peopleApi(apiClient).groups({ page: 1, perPage: NAMED_PER_PAGE }),
    enabled,
    ...fresh,
  });

export const useSubdivisions = () =>
  useQuery({
    queryKey: [...PEOPLE_KEY, "subdivisions"],
    queryFn: () => peopleApi(apiClient).subdivisions({ page: 1, perPage: NAMED_PER_PAGE }),
    ...fresh,
  });
