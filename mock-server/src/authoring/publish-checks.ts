import { snapshotOfDraft, type CourseBody } from "@app/domain/api/course-content";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { validateCourse } from "@app/domain/course/course-checks";
import { fromSnapshot } from "@app/domain/course/snapshot-convert";

/** SPEC §5 course checks (domain/src/course/course-checks.ts) on a stored draft, as errors.validation. */
export const publishErrors = (
  courseId: number,
  schoolId: number,
  schoolName: string,
  body: CourseBody,
): ValidationErrors => {
  const state = fromSnapshot(
    snapshotOfDraft(String(courseId), body, { published: false, school: { id: String(schoolId), name: schoolName } }),
  );
  const errors: Record<string, string[]> = {};
  for (const problem of validateCourse(state)) (errors[problem.field] ??= []).push(problem.message);
  return errors;
};
