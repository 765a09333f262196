import { describe, expect, it } from "vitest";
import { Memory } from "lowdb";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { CourseBody } from "@app/domain/api/course-content";
import { BLOCK_KINDS } from "@app/domain/course/block-content";
import { openStore } from "../store/store";
import { publishErrors } from "../authoring/publish-checks";
import { catalogueCourse } from "../catalogue/catalogue-view";
import { seedDemo } from "./seed-demo";

describe("seedCourseContent (GUIDE §1 demo data)", () => {
  it("gives every seeded course content that decodes and passes the publish checks", async () => {
    const store = await openStore(new Memory<unknown>());
    await seedDemo(store);
    const db = store.data;
    expect(db.courseContents.map((c) => c.course_id).sort((a, b) => a - b)).toEqual(
      db.courses.map((c) => c.id).sort((a, b) => a - b),
    );
    for (const content of db.courseContents) {
      const course = db.courses.find((c) => c.id === content.course_id);
      expect(Result.isSuccess(Schema.decodeUnknownResult(CourseBody)(content.draft))).toBe(true);
      expect(publishErrors(content.course_id, course?.school_id ?? 0, "", content.draft)).toEqual({});
      if (course?.status === "published") {
        expect(content.published).toEqual(content.draft);
        expect(content.published_at).toBe(content.draft_changed_at);
      } else expect(content.published).toBeNull();
      const teachers = content.draft.settings.accesses.teachers;
      expect(teachers).toEqual(course?.school_id === 1 ? ["4"] : []);
    }
    expect(db.courseContents.find((c) => c.course_id === 15)?.published).toBeNull();
    // The catalogue counts the lessons of the seeded content (one source with the course's pages).
    const card = db.courseCards.find((c) => c.course_id === 1);
    const python = db.courseContents.find((c) => c.course_id === 1)?.published;
    expect(card === undefined ? null : catalogueCourse(db, card).lessons_count).toBe(
      python?.moduleList.reduce((n, m) => n + m.lessons.length, 0),
    );
  });

  it("'Основы Python' uses every block kind, marks the right test answers and has free tasks inside tasks", async () => {
    const store = await openStore(new Memory<unknown>());
    await seedDemo(store);
    const python = store.data.courseContents.find((c) => c.course_id === 1)?.draft;
    expect(python?.general.name.value).toBe("Основы Python");
    const lessons = python?.moduleList.flatMap((m) => m.lessons) ?? [];
    const taskBlocks = lessons.flatMap((l) => l.tasks.flatMap((t) => t.taskContent));
    const blocks = [...lessons.flatMap((l) => l.lessonContent), ...taskBlocks];
    expect(new Set(blocks.map((b) => b.content._tag))).toEqual(new Set(BLOCK_KINDS));
    expect(taskBlocks.filter((b) => b.content._tag === "freeTask").length).toBeGreaterThanOrEqual(2);
    for (const block of blocks) {
      if (block.content._tag === "test")
        for (const q of block.content.questions) expect(q.answers.some((a) => a.correct)).toBe(true);
      if ("file" in block.content) expect(block.content.file?.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    }
    const ids = blocks.map((b) => b.contentBlockID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(lessons[0]?.is_trial).toBe(true);
  });
});
