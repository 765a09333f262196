import fc from "fast-check";
import { Memory } from "lowdb";
import { describe, expect, it } from "vitest";
import type { CourseBody } from "@app/domain/api/course-content";
import { diffCourse } from "@app/domain/course/content-diff";
import type { CourseState } from "@app/domain/course/course-state";
import type { ContentBlock } from "@app/domain/course/structure";
import { remapCourse } from "@app/domain/course/id-remap";
import { toSnapshot } from "@app/domain/course/snapshot-convert";
import { build, logArb, opArb } from "@app/domain/model/event-arbitrary";
import type { DomainState } from "@app/domain/model/state";
import { emptyCourseBody } from "@app/domain/api/course-content";
import { openStore, type Store } from "../store/store";
import { applyPatch } from "./apply-patch";

/** A block's content; test question and answer ids aside (the server numbers them, as a whole save does). */
const contentOf = (content: ContentBlock["content"]): string =>
  JSON.stringify(
    content._tag === "test"
      ? {
          ...content,
          questions: content.questions.map((q) => ({
            text: q.text,
            answers: q.answers.map((a) => [a.text, a.correct]),
          })),
        }
      : content,
  );

/** What a save must carry over: the tree's ids, names, flags and block contents, and the course name. */
const shape = (body: Pick<CourseBody, "moduleList" | "general">) => ({
  name: body.general.name.value.trim(),
  modules: body.moduleList.map((m) => ({
    id: m.moduleID,
    name: m.moduleName,
    lessons: m.lessons.map((l) => ({
      id: l.lessonID,
      name: l.lessonName,
      trial: l.is_trial,
      blocks: l.lessonContent.map((b) => [b.contentBlockID, contentOf(b.content)]),
      tasks: l.tasks.map((t) => ({
        id: t.taskID,
        name: t.name,
        blocks: t.taskContent.map((b) => [b.contentBlockID, contentOf(b.content)]),
      })),
    })),
  })),
});

const courseOf = (state: DomainState): CourseState => {
  const course = state.courses["c1"];
  if (course === undefined) throw new Error("c1 missing");
  return course;
};

/** Applies the diff base → next to `body` in a store update; answers the new body and the course with server ids. */
const save = async (store: Store, body: CourseBody, base: CourseState, next: CourseState) => {
  const copy = structuredClone(body) as CourseBody;
  const assignments = await store.update((db) => applyPatch(db, "1", copy as never, diffCourse(base, next)));
  return { body: copy, course: remapCourse(next, assignments) };
};

// Only the ops of the course tree and about page, undo and redo (kinds 2..36): what an author does.
const authorOps = fc.array(
  opArb.map((op) => ({ ...op, kind: 2 + (op.kind % 35), a: op.a - (op.a % 7 === 6 ? 1 : 0) })),
  { maxLength: 30 },
);

describe("a save's patch (diffCourse → applyPatch)", () => {
  it("turns the stored draft into the editor's course, whatever the author did since the last save", async () => {
    const store = await openStore(new Memory<unknown>());
    await fc.assert(
      fc.asyncProperty(logArb(0), authorOps, async (prefix, ops) => {
        const first = build(prefix);
        const empty = courseOf(first.states[0] ?? first.state);
        // First save: everything is new and gets server ids.
        const saved = await save(store, emptyCourseBody("1", empty.general.name.value), empty, courseOf(first.state));
        expect(shape(saved.body)).toEqual(shape(toSnapshot(saved.course)));
        // Then the author's ops on the saved course, and the second save.
        const start: DomainState = { ...first.state, courses: { ...first.state.courses, c1: saved.course } };
        const next = courseOf(build(ops, start).state);
        const again = await save(store, saved.body, saved.course, next);
        expect(shape(again.body)).toEqual(shape(toSnapshot(again.course)));
      }),
      { numRuns: 150 },
    );
  });
});
