import type { CourseAboutResponse } from "@app/domain/api/authoring";
import type { CourseBody } from "@app/domain/api/course-content";
import type { CourseRecord } from "@app/domain/api/courses";
import type { DbData } from "../store/db-schema";
import { lessonsCount } from "./course-facts";
import { enrolmentsOfCourse, schoolById } from "../store/lookups";

/** The public about page: the about tabs and the outline, without block contents or per-user state. */
export const aboutView = (db: DbData, course: CourseRecord, body: CourseBody): CourseAboutResponse["data"] => ({
  id: course.id,
  status: course.status,
  school: { id: course.school_id, name: schoolById(db.schools, course.school_id)?.name ?? "" },
  general: {
    ...body.general,
    students_count: enrolmentsOfCourse(db.enrolments, course.id).length,
    has_testimonial_by_auth_user: false,
  },
  additional: body.additional,
  style: body.style,
  lists: body.lists,
  outline: body.moduleList.map((m) => ({
    moduleID: m.moduleID,
    moduleName: m.moduleName,
    lessons: m.lessons.map((l) => ({
      lessonID: l.lessonID,
      lessonName: l.lessonName,
      is_trial: l.is_trial,
      tasks_count: l.tasks.length,
      blocks_count: l.lessonContent.length + l.tasks.reduce((n, t) => n + t.taskContent.length, 0),
    })),
  })),
  lessons_count: lessonsCount(body),
});
