import type { CatalogueCourse, Category, SchoolCard } from "@app/domain/api/catalogue";
import type { DbData } from "../store/db-schema";
import type { CourseCardRecord } from "./catalogue-records";
import { lessonsCount, studentsCount } from "../authoring/course-facts";
import { publishedBody } from "../access/course-body";
import { courseById } from "../store/lookups";

/** Cards of published courses, newest first, optionally of one category or one school. */
export const publishedCards = (
  db: DbData,
  filter: { category?: number; schoolId?: number } = {},
): ReadonlyArray<CourseCardRecord> => {
  const published = new Map(db.courses.filter((c) => c.status === "published").map((c) => [c.id, c]));
  return db.courseCards
    .filter((card) => {
      const course = published.get(card.course_id);
      if (course === undefined) return false;
      if (filter.category !== undefined && card.category_id !== filter.category) return false;
      return filter.schoolId === undefined || course.school_id === filter.schoolId;
    })
    .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.course_id - a.course_id);
};

export const categoryOf = (db: DbData, id: number | null): Category | null =>
  db.categories.find((c) => c.id === id) ?? null;

/**
 * A card as the catalogue answers it. The lessons and students are counted from the published
 * course and its enrolments, the same sources as the course's about page and its card in
 * /createdCourses, so the three never disagree (issue #14).
 */
export const catalogueCourse = (db: DbData, card: CourseCardRecord): CatalogueCourse => {
  const course = courseById(db.courses, card.course_id);
  const schoolId = course?.school_id ?? 0;
  const school = db.schools.find((s) => s.id === schoolId);
  const body = course === undefined ? null : publishedBody(db, course);
  return {
    id: card.course_id,
    name: card.name,
    summary: card.summary,
    category: categoryOf(db, card.category_id),
    price: card.price,
    old_price: card.old_price,
    cover: card.cover,
    school: { id: schoolId, name: school?.name ?? "" },
    lessons_count: body === null ? 0 : lessonsCount(body),
    students_count: studentsCount(db, card.course_id),
  };
};

export const schoolCard = (db: DbData, schoolId: number): SchoolCard | null => {
  const school = db.schools.find((s) => s.id === schoolId);
  if (school === undefined) return null;
  const profile = db.schoolProfiles.find((p) => p.school_id === schoolId);
  return {
    id: school.id,
    name: school.name,
    kind: profile?.kind ?? "school",
    description: profile?.description ?? "",
    logo: profile?.logo ?? null,
    courses_count: publishedCards(db, { schoolId }).length,
  };
};

/** Categories that have at least one published course, by name. */
export const usedCategories = (db: DbData): ReadonlyArray<Category> => {
  const used = new Set(publishedCards(db).map((card) => card.category_id));
  return db.categories.filter((c) => used.has(c.id)).sort((a, b) => a.name.localeCompare(b.name, "ru"));
};
