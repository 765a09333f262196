import type { CourseBody } from "@app/domain/api/course-content";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { validateCourse } from "@app/domain/course/course-checks";
import { fromSnapshot } from "@app/domain/course/snapshot-convert";

/** SPEC §5 course checks (domain/src/course/course-checks.ts) on a stored draft, as errors.validation. */
export const publishErrors = (courseId: number, schoolId: number, schoolName: string, body: CourseBody): ValidationErrors => {
  const state = fromSnapshot({
    courseID: String(courseId),
    published: false,
    page: { hash: "", created: true, need_to_be_paid: false, school: { id: String(schoolId), name: schoolName }, selectedSchoolID: String(schoolId) },
    general: body.general,
    additional: body.additional,
    style: body.style,
    lists: body.lists,
    progress: { author: "", completedLessonsAmount: 0, lessonsAmount: 0, progress: 0 },
    settings: body.settings,
    statistics: { courses: [], students: [], lessons: [] },
    moduleList: body.moduleList,
  });
  const errors: Record<string, string[]> = {};
  for (const problem of validateCourse(state)) (errors[problem.field] ??= []).push(problem.message);
  return errors;
};
