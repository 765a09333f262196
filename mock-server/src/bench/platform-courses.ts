import { castDraft } from "immer";
import { emptyCourseBody } from "@app/domain/api/course-content";
import { baselineHistory } from "../course-history/record-version";
import { DEMO_SCHOOL_ID } from "../seed/seed-demo";
import type { Store } from "../store/store";
import { newCourseContent } from "../store/course-content-record";

/**
 * `count` published courses of the demo school after the demo ones, each with a draft and a history
 * (what a real platform holds), in one update.
 */
export const addCourses = async (store: Store, count: number): Promise<void> => {
  await store.update((db) => {
    const first = (db.counters["courses"] ?? 0) + 1;
    for (let id = first; id < first + count; id += 1) {
      const course = {
        id,
        name: `Курс ${id}`,
        school_id: DEMO_SCHOOL_ID,
        status: "published" as const,
        version: 1,
        created_at: "2026-01-01T00:00:00.000Z",
      };
      db.courses.push(course);
      const body = emptyCourseBody(String(id), course.name);
      db.courseContents.push(newCourseContent(id, body, course.created_at));
      db.courseHistories.push(castDraft(baselineHistory(store.data, course)));
    }
    db.counters["courses"] = first + count - 1;
  });
};
