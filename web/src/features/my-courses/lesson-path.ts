import { nextStepAddress } from "../../lib/passage/next-place";

/** The course screen of a course, or one of its tabs. */
export const coursePath = (courseID: number | string, tab?: string): string =>
  tab === undefined ? `/myCourses/${courseID}` : `/myCourses/${courseID}/${tab}`;

/** `Продолжить` and `Начать` open the next thing to do (domain/passage/next-step), resolved by the lessons tab. */
export const continuePath = (courseID: number | string): string => nextStepAddress(courseID);
