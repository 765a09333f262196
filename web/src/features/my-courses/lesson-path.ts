import type { MyCourse } from "@app/domain/api/passage";

type LastLesson = MyCourse["lastLesson"];

/** The course screen of a course, or one of its tabs. */
export const coursePath = (courseID: number | string, tab?: string): string =>
  tab === undefined ? `/myCourses/${courseID}` : `/myCourses/${courseID}/${tab}`;

/** `Продолжить` goes to the last lesson; `Начать` to the lessons tab. */
export const continuePath = (courseID: number | string, last: LastLesson): string =>
  last === null
    ? coursePath(courseID, "lessons")
    : `${coursePath(courseID, "lessons")}/${last.moduleID}/${last.lessonID}`;
