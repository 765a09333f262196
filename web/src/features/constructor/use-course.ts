import type { CourseState } from "@app/domain/course/course-state";
import { useDomain } from "../../lib/model/domain-store";

/** The course as the domain store holds it; renders again when (and only when) the course changes. */
export const useCourse = (courseID: string): CourseState | undefined => useDomain((state) => state.courses[courseID]);
