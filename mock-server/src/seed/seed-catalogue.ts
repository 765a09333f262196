import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import {
  DEMO_CATEGORIES,
  DEMO_DRAFT_COURSE,
  DEMO_PARTNERS,
  DEMO_SCHOOL_COURSES,
  DEMO_SCHOOL_DESCRIPTION,
  type DemoCourse,
} from "./catalogue-content";

/** A day apart, so "newest first" has a stable order. */
const publishedAt = (base: number, index: number): string => new Date(base - index * 86_400_000).toISOString();

const addCourse = (
  db: DbDraft,
  schoolId: number,
  course: DemoCourse,
  at: string,
  categoryIds: ReadonlyMap<string, number>,
): void => {
  const id = nextId(db, "courses");
  db.courses.push({ id, name: course.name, school_id: schoolId, status: "published", version: 1, created_at: at });
  db.courseCards.push({
    course_id: id,
    name: course.name,
    summary: course.summary,
    category_id: categoryIds.get(course.category) ?? null,
    price: course.price,
    old_price: course.oldPrice,
    cover: null,
    published_at: at,
  });
};

/**
 * The demo catalogue (GUIDE §1): the demo school with 14 published courses and one draft, and
 * two partners (a school and an independent author). `now` is the seeding time.
 */
export const seedCatalogue = (db: DbDraft, demoSchoolId: number, partnerOwnerId: number, now: number): void => {
  const categoryIds = new Map<string, number>();
  for (const name of DEMO_CATEGORIES) {
    const id = nextId(db, "categories");
    db.categories.push({ id, name });
    categoryIds.set(name, id);
  }
  db.schoolProfiles.push({ school_id: demoSchoolId, kind: "school", description: DEMO_SCHOOL_DESCRIPTION, logo: null });
  DEMO_SCHOOL_COURSES.forEach((course, index) =>
    addCourse(db, demoSchoolId, course, publishedAt(now, index), categoryIds),
  );
  db.courses.push({
    id: nextId(db, "courses"),
    name: DEMO_DRAFT_COURSE,
    school_id: demoSchoolId,
    status: "draft",
    version: 1,
    created_at: publishedAt(now, 0),
  });

  DEMO_PARTNERS.forEach((partner, p) => {
    const schoolId = nextId(db, "schools");
    db.schools.push({ id: schoolId, name: partner.name, owner_id: partnerOwnerId });
    db.schoolProfiles.push({ school_id: schoolId, kind: partner.kind, description: partner.description, logo: null });
    partner.courses.forEach((course, index) =>
      addCourse(db, schoolId, course, publishedAt(now, 20 + p * 5 + index), categoryIds),
    );
  });
};
