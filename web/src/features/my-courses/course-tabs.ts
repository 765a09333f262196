import type { SettingsActions } from "@app/domain/course/settings";

/** The student course view's tabs (GUIDE §1), in order; `overview` has no segment in the address. */
export const COURSE_TABS = ["overview", "lessons", "discussion", "classmates", "rating", "reviews"] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

/** The tab of an address segment: none (or an unknown one) is the overview. */
export const tabOf = (segment: string | undefined): CourseTab =>
  COURSE_TABS.find((tab) => tab !== "overview" && tab === segment) ?? "overview";

/** `Обсуждение` only with comments on, `Однокурсники` only when the author shows classmates. */
export const tabShown = (tab: CourseTab, actions: SettingsActions): boolean =>
  tab === "discussion" ? actions.commentsEnable : tab === "classmates" ? actions.showClassmates : true;

export const tabPath = (courseID: string, tab: CourseTab): string =>
  tab === "overview" ? `/myCourses/${courseID}` : `/myCourses/${courseID}/${tab}`;
