/** The constructor's address of a section and lesson: `/createdCourses/{courseID}/constructor/{moduleID}/{lessonID}`. */
export const constructorPath = (courseID: string, moduleID: string, lessonID?: string): string =>
  `/createdCourses/${encodeURIComponent(courseID)}/constructor/${encodeURIComponent(moduleID)}${lessonID === undefined ? "" : `/${encodeURIComponent(lessonID)}`}`;
