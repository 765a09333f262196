import type { CatalogueAuthor } from "@app/domain/api/people";
import type { DbData } from "../store/db-schema";
import { publishedCards } from "../catalogue/catalogue-view";
import { assignedCourseIds } from "../people/school-scope";
import { displayName } from "./student-name";

/** Published courses a teacher is assigned to (settings.accesses.teachers). */
const teacherCourses = (db: DbData, published: ReadonlySet<number>, userId: number): number =>
  [...assignedCourseIds(db, userId)].filter((id) => published.has(id)).length;

/**
 * The public catalogue's authors: every teacher (with his schools and the published courses he
 * teaches) and every independent author (a school whose profile kind is "author"). Most courses first.
 */
export const catalogueAuthors = (db: DbData): ReadonlyArray<CatalogueAuthor> => {
  const schools = new Map(db.schools.map((s) => [s.id, s]));
  const published = new Set(db.courses.filter((c) => c.status === "published").map((c) => c.id));
  const teachers = db.users
    .filter((u) => u.roles.includes("teacher"))
    .map((u): CatalogueAuthor => ({
      kind: "teacher",
      user_id: u.id,
      school_id: null,
      name: displayName(u),
      avatar: u.profile.profile_picture,
      schools: u.school_id.flatMap((id) => {
        const school = schools.get(id);
        return school === undefined ? [] : [{ id: school.id, name: school.name }];
      }),
      courses_count: teacherCourses(db, published, u.id),
    }));
  const authors = db.schoolProfiles
    .filter((p) => p.kind === "author")
    .flatMap((p): CatalogueAuthor[] => {
      const school = schools.get(p.school_id);
      if (school === undefined) return [];
      return [
        {
          kind: "author",
          user_id: null,
          school_id: school.id,
          name: school.name,
          avatar: p.logo,
          schools: [{ id: school.id, name: school.name }],
          courses_count: publishedCards(db, { schoolId: school.id }).length,
        },
      ];
    });
  return [...teachers, ...authors].sort(
    (a, b) => b.courses_count - a.courses_count || a.name.localeCompare(b.name, "ru"),
  );
};
