import type { CourseBody } from "@app/domain/api/course-content";
import { freeCopyName } from "@app/domain/course/copy-name";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";
import { startHistory } from "../course-history/record-version";
import { assignIds } from "./assign-ids";
import { schoolCourseNames } from "./copy-course";
import { newCourseContent } from "../store/course-content-record";

/** The name an import gets in the school: its own, or `… (копия)` when a course there has it already. */
export const importedName = (store: Store, schoolId: number, name: string): string =>
  freeCopyName(name, schoolCourseNames(store.data, schoolId));

/**
 * Creates a draft course from an import plan: fresh course id, fresh content ids, in the caller's
 * school, under a name no course of the school has (`importedName`).
 */
export const createImported = (
  store: Store,
  schoolId: number,
  body: CourseBody,
  now: string,
  authorId: number | null,
): Promise<{ id: number; name: string }> =>
  store.update((db) => {
    const id = nextId(db, "courses");
    const name = freeCopyName(body.general.name.value, schoolCourseNames(db, schoolId));
    const named: CourseBody = { ...body, general: { ...body.general, name: { ...body.general.name, value: name } } };
    const { course } = assignIds(db, String(id), named);
    db.courses.push({
      id,
      name,
      school_id: schoolId,
      status: "draft",
      version: 1,
      created_at: now,
    });
    db.courseContents.push(newCourseContent(id, course, now));
    startHistory(db, id, course, { kind: "import", author_id: authorId, now });
    return { id, name };
  });
