import { useQuery } from "@tanstack/react-query";
import { authoringApi } from "../../lib/api/authoring-api";
import { apiClient } from "../../lib/api/client";

/** The reference lists of the course form (GET /api/course-options); the default 24 h cache fits them. */
export const useCourseOptions = () =>
  useQuery({ queryKey: ["course-options"], queryFn: () => authoringApi(apiClient).courseOptions() });
