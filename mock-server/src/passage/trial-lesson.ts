import type { CourseRecord } from "@app/domain/api/courses";
import type { TrialLesson } from "@app/domain/api/passage";
import type { ContentBlock } from "@app/domain/course/structure";
import { ACCESS_MESSAGES, AUTHORING_MESSAGES } from "@app/domain/validation/messages";
import { publishedBody } from "../access/course-body";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import { findLesson } from "./course-walk";
import { withoutAnswers } from "./student-view";

const block = (b: ContentBlock) => ({ contentBlockID: b.contentBlockID, content: withoutAnswers(b.content) });

/**
 * A trial lesson of a published course, for anyone (issue #30: `Пробный урок` opens from the public
 * page): its blocks as a student gets them, tests without their correct answers. A draft course is
 * 404 as its offer is; a lesson that is not a trial one, or not there, 404 `Урок не найден`.
 */
export const trialLesson = (db: DbData, course: CourseRecord, lessonID: string): TrialLesson => {
  const body = course.status === "published" ? publishedBody(db, course) : null;
  if (body === null) throw new HttpError(404, ACCESS_MESSAGES.courseNotFound);
  const ref = findLesson(body, lessonID);
  if (ref === undefined || !ref.lesson.is_trial) throw new HttpError(404, AUTHORING_MESSAGES.lessonNotFound);
  return {
    course_id: course.id,
    lessonID: ref.lesson.lessonID,
    lessonName: ref.lesson.lessonName,
    lessonContent: ref.lesson.lessonContent.map(block),
    tasks: ref.lesson.tasks.map((task) => ({
      taskID: task.taskID,
      name: task.name,
      taskContent: task.taskContent.map(block),
    })),
  };
};
