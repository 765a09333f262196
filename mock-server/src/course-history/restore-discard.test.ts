import { Memory } from "lowdb";
import { describe, expect, it } from "vitest";
import type { CourseBody } from "@app/domain/api/course-content";
import { bodyPatch } from "@app/domain/course/body-patch";
import { sameContent } from "@app/domain/course-history/content-only";
import { diffCourseBodies } from "@app/domain/course-history/diff-bodies";
import { createRng, type Rng } from "@app/domain/generate/prng";
import { clone } from "@app/domain/model/clone";
import { cardStatus } from "../authoring/course-facts";
import { publishCourse } from "../authoring/publish-course";
import { savePatch } from "../authoring/save-content";
import { seedDemo } from "../seed/seed-demo";
import { openStore, type Store } from "../store/store";
import { authorAction } from "../test-support/history-saves";
import { courseHistory, draftOf, publishedOf } from "./history-view";
import { openVersion } from "./open-version";
import { discardChanges, HISTORY_MESSAGES, restoreVersion } from "./restore-version";

type Lesson = { lessonID: string; tasks: Array<{ taskID: string }> };
type Tree = { moduleList: Array<{ lessons: Lesson[] }> };

const BY = { author_id: 1, retention: { days: 0 } };
const at = (minute: number): string => new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString();

/** One author action, tasks deleted and moved between lessons more often than authorAction does it. */
const edit = (rng: Rng, draft: CourseBody, courseID: number, n: number): CourseBody => {
  const edited = clone(draft) as unknown as Tree;
  const lessons = edited.moduleList.flatMap((m) => m.lessons);
  const withTasks = lessons.filter((l) => l.tasks.length > 0);
  const from = rng.pick(withTasks);
  const roll = rng.next();
  if (from !== undefined && roll < 0.6) {
    const [task] = from.tasks.splice(rng.int(0, from.tasks.length - 1), 1);
    const to = rng.pick(lessons);
    if (roll < 0.3 && task !== undefined && to !== undefined) to.tasks.splice(rng.int(0, to.tasks.length), 0, task);
  } else authorAction(rng, edited as never, String(courseID), n, 300);
  return edited as unknown as CourseBody;
};

/**
 * Issue #29 row 3: on the published demo course, random edits, then a lesson restored from a
 * version, that version restored whole, then one discard: the draft holds the published course's
 * content, nothing is listed against it, and the card says `Опубликован`.
 */
const restoreThenDiscard = async (seed: number): Promise<{ store: Store; discarded: boolean }> => {
  const store = await openStore(new Memory<unknown>());
  await seedDemo(store);
  const rng = createRng(seed);
  const course = store.data.courses[0];
  if (course === undefined) throw new Error("no demo course");
  await publishCourse(store, course.id, at(0));
  const edits = rng.int(1, 6);
  for (let i = 0; i < edits; i += 1) {
    const draft = draftOf(store.data, course);
    await savePatch(store, course.id, course.version, bodyPatch(draft, edit(rng, draft, course.id, i)), at(i + 1), BY);
  }
  const history = courseHistory(store.data, course);
  const from = rng.pick(history.records.map((r) => r.version)) ?? 1;
  const lesson = rng.pick(openVersion(course.id, history.records, from)?.moduleList.flatMap((m) => m.lessons) ?? []);
  if (lesson !== undefined)
    await restoreVersion(store, course, { from, version: course.version, lessonID: lesson.lessonID }, at(30), BY);
  await restoreVersion(store, course, { from, version: course.version }, at(31), BY);
  try {
    await discardChanges(store, course, course.version, at(32), BY);
    return { store, discarded: true };
  } catch (error) {
    // Restoring the version the course was published at leaves nothing to discard.
    expect(error).toMatchObject({ validation: { version: [HISTORY_MESSAGES.nothingToDiscard] } });
    return { store, discarded: false };
  }
};

describe("a restore, then a discard (issue #29 row 3)", () => {
  it(
    "one discard always leaves the draft as the published course: no change listed, the card published",
    { timeout: 120_000 },
    async () => {
      let discarded = 0;
      for (let seed = 1; seed <= 30; seed += 1) {
        const { store, discarded: done } = await restoreThenDiscard(seed);
        if (done) discarded += 1;
        const course = store.data.courses[0];
        const content = store.data.courseContents.find((c) => c.course_id === course?.id);
        if (course === undefined || content === undefined) throw new Error("no demo course");
        const published = publishedOf(store.data, course);
        if (published === null) throw new Error("not published");
        const draft = draftOf(store.data, course);
        expect(diffCourseBodies(published, draft), `seed ${seed}`).toEqual([]);
        expect(sameContent(draft, published), `seed ${seed}`).toBe(true);
        expect(cardStatus(course, content), `seed ${seed}`).toBe("published");
      }
      // Many runs had something to discard.
      expect(discarded).toBeGreaterThan(10);
    },
  );
});
