import { RATING_POINTS, type RatingEntry } from "@app/domain/api/social";
import type { DbData } from "../store/db-schema";
import { displayName, personView } from "../people/person-view";
import { studentRecords } from "../store/lookups";
import { courseProgressOf, type ProgressLesson } from "../passage/course-progress";
import { enrolledStudents, publishedLessons } from "./classmates-progress";

/** The best score of each test block a student answered, summed: retries never lower it. */
const testPoints = (db: DbData, courseId: number, userId: number): number => {
  const best = new Map<string, number>();
  for (const a of studentRecords(db.testAttempts, courseId, userId)) {
    best.set(a.block_id, Math.max(best.get(a.block_id) ?? 0, a.score));
  }
  return [...best.values()].reduce((sum, score) => sum + score, 0);
};

type Scored = Omit<RatingEntry, "place">;

const scoreOf = (db: DbData, lessons: ReadonlyArray<ProgressLesson>, courseId: number, userId: number): Scored => {
  const test_points = testPoints(db, courseId, userId);
  const accepted_tasks = studentRecords(db.submissions, courseId, userId).filter((s) => s.status === "accepted").length;
  const completed_lessons = courseProgressOf(db, lessons, courseId, userId).completed;
  return {
    student: personView(db, userId),
    points:
      test_points + accepted_tasks * RATING_POINTS.acceptedTask + completed_lessons * RATING_POINTS.completedLesson,
    test_points,
    accepted_tasks,
    completed_lessons,
  };
};

/**
 * The course's enrolled students ranked by points (best test scores + 10 per accepted task + 5
 * per completed lesson). Equal points share a place (1, 2, 2, 4); within it, by name, then id.
 */
export const ratingOf = (db: DbData, courseId: number): ReadonlyArray<RatingEntry> => {
  const lessons = publishedLessons(db, courseId);
  const scored = enrolledStudents(db, courseId)
    .map((userId) => ({ name: displayName(db, userId), score: scoreOf(db, lessons, courseId, userId) }))
    .sort(
      (a, b) =>
        b.score.points - a.score.points ||
        a.name.localeCompare(b.name, "ru") ||
        a.score.student.id - b.score.student.id,
    );
  let place = 0;
  return scored.map(({ score }, index) => {
    if (index === 0 || scored[index - 1]?.score.points !== score.points) place = index + 1;
    return { place, ...score };
  });
};
