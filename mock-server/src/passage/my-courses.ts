import type { MyCourse, MyCoursesStatus } from "@app/domain/api/passage";
import type { DbData } from "../store/db-schema";
import { hasStarted, lastLessonIn, progressIn, studyStatusIn } from "./student-lessons";
import { publishedBody } from "../access/course-body";

/** available: enrolled, not started; incomplete: started, not complete; completed: complete by the completion rule. */
export const myCourses = (db: DbData, userId: number): ReadonlyArray<MyCourse> => {
  const byId = new Map(db.courses.map((c) => [c.id, c]));
  return db.enrolments
    .filter((e) => e.user_id === userId)
    .flatMap((e) => {
      const course = byId.get(e.course_id);
      const body = course === undefined ? null : publishedBody(db, course);
      if (course === undefined || body === null) return [];
      const studyStatus = studyStatusIn(db, body, course.id, userId);
      const status: MyCoursesStatus =
        studyStatus === "completed" ? "completed" : hasStarted(db, course.id, userId) ? "incomplete" : "available";
      return [
        {
          course_id: course.id,
          name: course.name,
          school_id: course.school_id,
          cover: body.style.cover === "" ? null : body.style.cover,
          enrolled_at: e.enrolled_at,
          completed_at: e.completed_at,
          status,
          study_status: studyStatus,
          progress: progressIn(db, body, course.id, userId),
          lastLesson: lastLessonIn(db, body, course.id, userId),
        },
      ];
    });
};
