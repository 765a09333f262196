import type { MyCourse, MyCoursesStatus } from "@app/domain/api/passage";
import type { DbData } from "../store/db-schema";
import { hasStarted, lastLessonIn, progressIn } from "./progress";
import { publishedBody } from "../access/course-body";

/** available: enrolled, not started; incomplete: started, not finished; completed: every lesson completed. */
export const myCourses = (db: DbData, userId: number): ReadonlyArray<MyCourse> => {
  const byId = new Map(db.courses.map((c) => [c.id, c]));
  return db.enrolments
    .filter((e) => e.user_id === userId)
    .flatMap((e) => {
      const course = byId.get(e.course_id);
      const body = course === undefined ? null : publishedBody(db, course);
      if (course === undefined || body === null) return [];
      const status: MyCoursesStatus =
        e.completed_at !== null ? "completed" : hasStarted(db, course.id, userId) ? "incomplete" : "available";
      return [
        {
          course_id: course.id,
          name: course.name,
          school_id: course.school_id,
          cover: body.style.cover === "" ? null : body.style.cover,
          enrolled_at: e.enrolled_at,
          completed_at: e.completed_at,
          status,
          progress: progressIn(db, body, course.id, userId),
          lastLesson: lastLessonIn(db, body, course.id, userId),
        },
      ];
    });
};
