import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";

export const DEMO_GROUPS = ["Утренняя группа", "Вечерняя группа"] as const;
export const DEMO_SUBDIVISION = "Учебный отдел";

/**
 * Two groups and one subdivision in the school, holding the students enrolled in its courses at
 * this point of the seed (GUIDE §1: students and statistics are not empty). The students are split
 * between the groups in id order; the subdivision holds both groups. `now` is the seeding time.
 */
export const seedPeople = (db: DbDraft, schoolId: number, now: number): void => {
  const at = new Date(now).toISOString();
  const courseIds = new Set(db.courses.filter((c) => c.school_id === schoolId).map((c) => c.id));
  const students = [...new Set(db.enrolments.filter((e) => courseIds.has(e.course_id)).map((e) => e.user_id))].sort(
    (a, b) => a - b,
  );
  const half = Math.ceil(students.length / 2);
  const members = [students.slice(0, half), students.slice(half)];
  const groupIds = DEMO_GROUPS.map((name, index) => {
    const id = nextId(db, "groups");
    db.groups.push({ id, school_id: schoolId, name, student_ids: members[index] ?? [], created_at: at });
    return id;
  });
  db.subdivisions.push({
    id: nextId(db, "subdivisions"),
    school_id: schoolId,
    name: DEMO_SUBDIVISION,
    group_ids: groupIds,
    created_at: at,
  });
};
