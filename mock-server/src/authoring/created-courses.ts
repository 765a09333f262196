import type { CreatedCourseCard } from "@app/domain/api/authoring";
import type { CourseRecord } from "@app/domain/api/courses";
import { isAdmin, isAssignedTeacher, isCourseStaff } from "../access/course-access";
import type { Principal } from "../http/authenticate";
import type { DbData } from "../store/db-schema";
import { cardStatus, categoryIdOf, lessonsCount, studentsCount } from "./course-facts";
import { cardOfCourse, contentOfCourse } from "../store/lookups";

/** The courses of the cabinet's "Мои курсы": the school's (staff), all (ADMIN), the assigned ones (TEACHER). */
export const createdCourses = (db: DbData, principal: Principal): ReadonlyArray<CourseRecord> => {
  if (isAdmin(principal)) return db.courses;
  return db.courses.filter((course) => isCourseStaff(principal, course) || isAssignedTeacher(db, principal, course));
};

/** One card; a course with no content yet falls back to its catalogue card and the record. */
export const createdCourseCard = (db: DbData, course: CourseRecord): CreatedCourseCard => {
  const content = contentOfCourse(db.courseContents, course.id);
  const card = cardOfCourse(db.courseCards, course.id);
  const categoryId = content === undefined ? (card?.category_id ?? null) : categoryIdOf(db, content.draft);
  const category = db.categories.find((c) => c.id === categoryId) ?? null;
  return {
    id: course.id,
    name: course.name,
    cover: content === undefined ? (card?.cover ?? null) : content.draft.style.cover || null,
    category: category === null ? null : { id: category.id, name: category.name },
    status: cardStatus(course, content),
    lessons_count: content === undefined ? 0 : lessonsCount(content.draft),
    students_count: studentsCount(db, course.id),
    updated_at: content?.draft_changed_at ?? course.created_at,
  };
};

/** Newest first: by the last change of the draft, then by id. */
export const byNewest = (db: DbData) => {
  const at = new Map(db.courseContents.map((c) => [c.course_id, c.draft_changed_at]));
  return (a: CourseRecord, b: CourseRecord): number =>
    (at.get(b.id) ?? b.created_at).localeCompare(at.get(a.id) ?? a.created_at) || b.id - a.id;
};
