import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import type { Role } from "@app/domain/auth/roles";
import type { DomainState } from "@app/domain/model/state";
import { lessonOf } from "@app/domain/course/course-query";

export type ScreenLink = { readonly label: string; readonly href: string };
export type CourseScreens = {
  readonly courseID: string;
  readonly name: string;
  readonly links: ReadonlyArray<ScreenLink>;
};

type Labels = {
  readonly course: string;
  readonly lessons: string;
  readonly check: string;
  readonly constructor: string;
  readonly about: string;
};

const idsFrom = (paths: ReadonlyArray<string>, pattern: RegExp): string[] => {
  const ids = new Set<string>();
  for (const path of paths) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
};

/** A page of courses as the lists answer it (`my-courses`, `review/courses`): only the ids and names are read. */
const CourseList = Schema.Struct({
  data: Schema.Array(Schema.Struct({ id: Schema.Union([Schema.Number, Schema.String]), name: Schema.String })),
});
const decodeList = Schema.decodeUnknownResult(CourseList);

/** Course names the recorded course lists gave, by id. */
export const namesFromLists = (bodies: ReadonlyArray<unknown>): ReadonlyMap<string, string> => {
  const names = new Map<string, string>();
  for (const body of bodies) {
    const list = decodeList(body);
    if (Result.isSuccess(list)) for (const course of list.success.data) names.set(String(course.id), course.name);
  }
  return names;
};

const nameOf = (state: DomainState, courseID: string, listed: ReadonlyMap<string, string>): string => {
  const name = state.courses[courseID]?.general.name.value.trim() ?? "";
  return name !== "" ? name : (listed.get(courseID) ?? courseID);
};

/** A student's course: its screen, its lessons tab, and every lesson of it the model holds. */
const studentLinks = (state: DomainState, courseID: string, labels: Labels): ScreenLink[] => {
  const base = `/myCourses/${courseID}`;
  const course = state.courses[courseID];
  const lessons: ScreenLink[] = [];
  for (const moduleID of course?.moduleOrder ?? []) {
    for (const lessonID of course?.modules[moduleID]?.lessonOrder ?? []) {
      const lesson = course === undefined ? undefined : lessonOf(course, lessonID);
      if (lesson !== undefined)
        lessons.push({ label: lesson.lessonName || lessonID, href: `${base}/lessons/${moduleID}/${lessonID}` });
    }
  }
  return [{ label: labels.course, href: base }, { label: labels.lessons, href: `${base}/lessons` }, ...lessons];
};

/**
 * The constructor of a course as the log last had it open (issue #33 row 10: its selection, the
 * section and lesson, is in the address), or the constructor's own address when the log never went there.
 */
export const constructorOpened = (pages: ReadonlyArray<string>, courseID: string): string => {
  const base = `/createdCourses/${courseID}/constructor`;
  for (let i = pages.length - 1; i >= 0; i--) {
    const page = pages[i]?.split("?")[0] ?? "";
    if (page === base || page.startsWith(`${base}/`)) return page;
  }
  return base;
};

/**
 * Every screen of every course in a replayed log, for the role that made it (issue #21): a student's
 * course screens and lessons, a reviewer's checking screens, an author's constructor and about tab.
 * Courses come from the model and from the reads the log recorded.
 */
export const screensOf = (
  role: Role | null,
  state: DomainState,
  paths: ReadonlyArray<string>,
  labels: Labels,
  listed: ReadonlyMap<string, string> = new Map(),
  pages: ReadonlyArray<string> = [],
): CourseScreens[] => {
  const taken = idsFrom(paths, /^my-courses\/([^/?]+)/);
  const checked = idsFrom(paths, /^review\/courses\/([^/?]+)/);
  const modelCourses = Object.keys(state.courses);
  const screens = new Map<string, ScreenLink[]>();
  const add = (courseID: string, links: ReadonlyArray<ScreenLink>) =>
    screens.set(courseID, [...(screens.get(courseID) ?? []), ...links]);
  if (role === "STUDENT") {
    for (const id of new Set([...taken, ...modelCourses])) add(id, studentLinks(state, id, labels));
    return [...screens].map(([courseID, links]) => ({ courseID, name: nameOf(state, courseID, listed), links }));
  }
  for (const id of taken) add(id, studentLinks(state, id, labels));
  for (const id of checked) add(id, [{ label: labels.check, href: `/check/${id}` }]);
  if (role !== "TEACHER")
    for (const id of modelCourses)
      if (!taken.includes(id))
        add(id, [
          { label: labels.constructor, href: constructorOpened(pages, id) },
          { label: labels.about, href: `/createdCourses/${id}/about` },
        ]);
  return [...screens].map(([courseID, links]) => ({ courseID, name: nameOf(state, courseID, listed), links }));
};

/** The role's own lists: the student's courses, the courses to check, the created courses. */
export const homeLinks = (role: Role | null, labels: { readonly [key: string]: string }): ScreenLink[] => {
  if (role === "STUDENT") return [{ label: labels["myCourses"] ?? "", href: "/myCourses" }];
  if (role === "TEACHER") return [{ label: labels["checking"] ?? "", href: "/availableCourses" }];
  if (role === null) return [];
  return [
    { label: labels["createdCourses"] ?? "", href: "/createdCourses" },
    { label: labels["checking"] ?? "", href: "/availableCourses" },
  ];
};
