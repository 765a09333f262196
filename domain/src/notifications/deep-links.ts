/**
 * Where a notification leads (issue #35): app paths, opened through sign-in when needed (the route
 * guard keeps the path and returns to it).
 */
const part = (value: string | number): string => encodeURIComponent(String(value));

/** The work in the reviewer's queue. */
export const queueLink = (submissionId: number): string => `/availableCourses/queue/${part(submissionId)}`;

/** The task in its lesson, where the student reads the verdict. */
export const studentTaskLink = (
  courseId: number,
  at: { readonly moduleID: string; readonly lessonID: string; readonly taskID: string },
): string => `/myCourses/${part(courseId)}/lessons/${part(at.moduleID)}/${part(at.lessonID)}#task-${part(at.taskID)}`;

/** The lesson, or one task in it (issue #37: what a deadline reminder opens). */
export const studentLessonLink = (
  courseId: number,
  at: { readonly moduleID: string; readonly lessonID: string; readonly taskID: string | null },
): string =>
  `/myCourses/${part(courseId)}/lessons/${part(at.moduleID)}/${part(at.lessonID)}` +
  (at.taskID === null ? "" : `#task-${part(at.taskID)}`);

/** The student's course, or one of its tabs. */
export const courseLink = (courseId: number, tab?: string): string =>
  tab === undefined ? `/myCourses/${part(courseId)}` : `/myCourses/${part(courseId)}/${part(tab)}`;

/** The course's users (staff: who joined). */
export const staffStudentsLink = (courseId: number): string => `/createdCourses/${part(courseId)}/users`;
