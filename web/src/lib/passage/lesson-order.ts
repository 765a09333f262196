import type { StudentCourse, StudentLesson } from "@app/domain/api/passage";

export type PlacedLesson = { readonly moduleID: string; readonly lesson: StudentLesson; readonly index: number };

/** Every lesson in course order, with its section. */
export const lessonsInOrder = (course: Pick<StudentCourse, "moduleList">): ReadonlyArray<PlacedLesson> =>
  course.moduleList
    .flatMap((m) => m.lessons.map((lesson) => ({ moduleID: m.moduleID, lesson })))
    .map((placed, index) => ({ ...placed, index }));

/** The lesson at the address and its neighbours in course order. */
export const locateLesson = (course: Pick<StudentCourse, "moduleList">, lessonID: string) => {
  const all = lessonsInOrder(course);
  const at = all.findIndex((p) => p.lesson.lessonID === lessonID);
  if (at < 0) return null;
  return { current: all[at] as PlacedLesson, previous: all[at - 1] ?? null, next: all[at + 1] ?? null };
};

export const lessonPath = (courseID: string, placed: Pick<PlacedLesson, "moduleID" | "lesson">): string =>
  `/myCourses/${encodeURIComponent(courseID)}/lessons/${encodeURIComponent(placed.moduleID)}/${encodeURIComponent(placed.lesson.lessonID)}`;
