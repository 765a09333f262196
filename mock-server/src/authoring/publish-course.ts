import { castDraft } from "immer";
import { emptyCourseBody } from "@app/domain/api/course-content";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";
import type { Store } from "../store/store";
import { markPublished } from "../course-history/record-version";
import { categoryIdOf } from "./course-facts";
import { publishErrors } from "./publish-checks";
import { cardOfCourse, contentOfCourse, courseById, schoolById } from "../store/lookups";
import { newCourseContent } from "../store/course-content-record";

export type Published = { readonly id: number; readonly version: number; readonly published_at: string };

/**
 * Copies the draft to the published copy and upserts the catalogue card, in one update. The checks
 * run inside it too, on the draft as it is at that moment. An existing card keeps its students_count
 * (the catalogue's figure); a new card counts the enrolments.
 */
export const publishCourse = (store: Store, courseId: number, now: string): Promise<Published> =>
  store.update((db) => {
    const course = courseById(db.courses, courseId);
    if (course === undefined) throw new HttpError(404, "");
    const school = schoolById(db.schools, course.school_id);
    const content = contentOfCourse(db.courseContents, courseId);
    const draft = content?.draft ?? emptyCourseBody(String(courseId), course.name);
    const errors = publishErrors(courseId, course.school_id, school?.name ?? "", draft);
    if (Object.keys(errors).length > 0) throw new HttpError(422, VALIDATION_MESSAGES.invalidFields, errors);
    if (content === undefined) {
      db.courseContents.push(newCourseContent(courseId, draft, now, true));
    } else {
      content.published = castDraft(draft);
      content.published_at = now;
    }
    course.status = "published";
    markPublished(db, store.data, course);
    const existing = cardOfCourse(db.courseCards, courseId);
    const card = {
      course_id: courseId,
      name: draft.general.name.value || course.name,
      summary: draft.general.summary,
      category_id: categoryIdOf(db, draft),
      price: draft.additional.price.value,
      old_price: draft.additional.old_price.value,
      cover: draft.style.cover || null,
      published_at: now,
    };
    if (existing === undefined) db.courseCards.push(card);
    else Object.assign(existing, card);
    return { id: courseId, version: course.version, published_at: now };
  });
