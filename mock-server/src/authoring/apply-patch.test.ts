import fc from "fast-check";
import { castDraft } from "immer";
import { Memory } from "lowdb";
import { describe, expect, it } from "vitest";
import type { CourseBody } from "@app/domain/api/course-content";
import { diffCourse } from "@app/domain/course/content-diff";
import type { CourseState } from "@app/domain/course/course-state";
import type { ContentBlock } from "@app/domain/course/structure";
import { remapCourse } from "@app/domain/course/id-remap";
import { toSnapshot } from "@app/domain/course/snapshot-convert";
import { actionArb, build, logArb, userActionArb } from "@app/domain/model/event-arbitrary";
import type { DomainState } from "@app/domain/model/state";
import { emptyCourseBody } from "@app/domain/api/course-content";
import * as Result from "effect/Result";
import { lessonOf } from "@app/domain/course/course-query";
import { idsToCopy } from "@app/domain/course/duplicate";
import type { DomainCommand } from "@app/domain/model/command";
import { decide } from "@app/domain/model/decide";
import type { DomainEvent } from "@app/domain/model/event";
import { evolve } from "@app/domain/model/evolve";
import { authored, given, inLesson } from "@app/domain/model/test-kit";
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

/**
 * Applies the diff base → next to `body` as the server does: to a draft that lives in the store's
 * state (whose arrays copy an object put back into them), in a store update. Answers the new body
 * (a copy) and the course with server ids.
 */
const save = async (store: Store, body: CourseBody, base: CourseState, next: CourseState) => {
  await store.update((db) => {
    const draft = structuredClone(body) as CourseBody;
    const content = db.courseContents.find((c) => c.course_id === 1);
    if (content === undefined)
      db.courseContents.push(
        castDraft({ course_id: 1, draft, published: null, draft_changed_at: "", published_at: null }),
      );
    else content.draft = castDraft(draft);
  });
  const assignments = await store.update((db) => {
    const content = db.courseContents.find((c) => c.course_id === 1);
    if (content === undefined) throw new Error("no draft");
    return applyPatch(db, "1", content.draft, diffCourse(base, next));
  });
  const stored = store.data.courseContents.find((c) => c.course_id === 1)?.draft;
  return { body: structuredClone(stored) as CourseBody, course: remapCourse(next, assignments) };
};

// Only the ops of the course tree and about page, undo and redo: what an author does.
const authorOps = fc.array(
  fc
    .oneof(
      { arbitrary: userActionArb, weight: 32 },
      { arbitrary: actionArb(["Undone", "Undone", "Redone"]), weight: 3 },
    )
    .map((op) => ({ ...op, a: op.a - (op.a % 7 === 6 ? 1 : 0) })),
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

describe("a save after drag and drop and duplicates", () => {
  it("carries a lesson into another section, a task and a block into another lesson, and copies, keeping the moved ids", async () => {
    const store = await openStore(new Memory<unknown>());
    const made = given(
      ...authored,
      { _tag: "ModuleCreated", courseID: "c1", moduleID: "m2", moduleName: "Второй", at: 20 },
      {
        _tag: "LessonCreated",
        courseID: "c1",
        moduleID: "m2",
        lessonID: "l2",
        lessonName: "Б",
        is_trial: false,
        at: 21,
      },
    );
    const empty = courseOf(given(authored[0] as DomainEvent));
    const first = await save(store, emptyCourseBody("1", empty.general.name.value), empty, courseOf(made));
    const start: DomainState = { ...made, courses: { ...made.courses, c1: first.course } };
    const id = (find: (c: CourseState) => string | undefined): string => find(first.course) ?? "";
    const l1 = id((c) => c.modules[c.moduleOrder[0] ?? ""]?.lessonOrder[0]);
    const m2 = id((c) => c.moduleOrder[1]);
    const l2 = id((c) => c.modules[m2]?.lessonOrder[0]);
    const t1 = id((c) => lessonOf(c, l1)?.taskOrder[0]);
    const b1 = id((c) => lessonOf(c, l1)?.blockOrder[0]);
    const commands: DomainCommand[] = [
      { _tag: "PlaceBlock", courseID: "c1", parent: inLesson(l1), contentBlockID: b1, to: inLesson(l2), index: 0 },
      { _tag: "PlaceItem", courseID: "c1", item: { _tag: "task", taskID: t1 }, parentID: l2, index: 0 },
      { _tag: "PlaceItem", courseID: "c1", item: { _tag: "lesson", lessonID: l1 }, parentID: m2, index: 1 },
    ];
    let state = start;
    for (const command of commands) {
      const decided = decide(state, command);
      if (!Result.isSuccess(decided)) throw new Error(JSON.stringify(decided.failure));
      state = decided.success.reduce(evolve, state);
    }
    const course = courseOf(state);
    const ids = Object.fromEntries(idsToCopy(course, { _tag: "lesson", lessonID: l2 }).map((x) => [x, `${x}-copy`]));
    const copied = decide(state, {
      _tag: "DuplicateItem",
      courseID: "c1",
      item: { _tag: "lesson", lessonID: l2 },
      ids,
    });
    if (!Result.isSuccess(copied)) throw new Error(JSON.stringify(copied.failure));
    state = copied.success.reduce(evolve, state);
    const again = await save(store, first.body, first.course, courseOf(state));
    expect(shape(again.body)).toEqual(shape(toSnapshot(again.course)));
    const [, second] = again.body.moduleList;
    expect(second?.lessons.map((l) => l.lessonID).slice(0, 1)).toEqual([l2]);
    expect(second?.lessons.map((l) => l.lessonID)).toContain(l1);
    expect(second?.lessons[0]?.lessonContent[0]?.contentBlockID).toBe(b1);
    expect(second?.lessons[0]?.tasks[0]?.taskID).toBe(t1);
    expect(second?.lessons).toHaveLength(3);
    expect(again.body.moduleList[0]?.lessons).toEqual([]);
  });

  it("carries a task out of a lesson deleted in the same save, and a lesson out of a deleted section", async () => {
    const store = await openStore(new Memory<unknown>());
    const made = given(
      ...authored,
      { _tag: "ModuleCreated", courseID: "c1", moduleID: "m2", moduleName: "Второй", at: 20 },
      {
        _tag: "LessonCreated",
        courseID: "c1",
        moduleID: "m2",
        lessonID: "l2",
        lessonName: "Б",
        is_trial: false,
        at: 21,
      },
      {
        _tag: "LessonCreated",
        courseID: "c1",
        moduleID: "m2",
        lessonID: "l3",
        lessonName: "В",
        is_trial: false,
        at: 22,
      },
    );
    const empty = courseOf(given(authored[0] as DomainEvent));
    const first = await save(store, emptyCourseBody("1", empty.general.name.value), empty, courseOf(made));
    const [m1, m2] = first.course.moduleOrder;
    const l1 = first.course.modules[m1 ?? ""]?.lessonOrder[0] ?? "";
    const [l2, l3] = first.course.modules[m2 ?? ""]?.lessonOrder ?? [];
    const t1 = lessonOf(first.course, l1)?.taskOrder[0] ?? "";
    let state: DomainState = { ...made, courses: { ...made.courses, c1: first.course } };
    const commands: DomainCommand[] = [
      { _tag: "PlaceItem", courseID: "c1", item: { _tag: "task", taskID: t1 }, parentID: l2 ?? "", index: 0 },
      { _tag: "PlaceItem", courseID: "c1", item: { _tag: "lesson", lessonID: l3 ?? "" }, parentID: m1 ?? "", index: 0 },
      { _tag: "MarkItemForDelete", courseID: "c1", item: { _tag: "lesson", lessonID: l1 } },
      { _tag: "MarkItemForDelete", courseID: "c1", item: { _tag: "module", moduleID: m2 ?? "" } },
    ];
    for (const command of commands) {
      const decided = decide(state, command);
      if (!Result.isSuccess(decided)) throw new Error(JSON.stringify(decided.failure));
      state = decided.success.reduce(evolve, state);
    }
    const again = await save(store, first.body, first.course, courseOf(state));
    expect(shape(again.body)).toEqual(shape(toSnapshot(again.course)));
    expect(again.body.moduleList.map((m) => m.lessons.map((l) => l.lessonID))).toEqual([[l3]]);
  });

  it("applies a block's add and move sent as order steps (issue #29) to the stored draft", async () => {
    const store = await openStore(new Memory<unknown>());
    const more: DomainEvent[] = Array.from({ length: 8 }, (_, i) => ({
      _tag: "BlockAdded",
      courseID: "c1",
      parent: inLesson(),
      afterIndex: 2 + i,
      contentBlockID: `x${i}`,
      content: { _tag: "text", text: `ещё ${i}` },
    }));
    const made = given(...authored, ...more);
    const empty = courseOf(given(authored[0] as DomainEvent));
    const first = await save(store, emptyCourseBody("1", empty.general.name.value), empty, courseOf(made));
    const l1 = first.course.modules[first.course.moduleOrder[0] ?? ""]?.lessonOrder[0] ?? "";
    const order = lessonOf(first.course, l1)?.blockOrder ?? [];
    const start: DomainState = { ...made, courses: { ...made.courses, c1: first.course } };
    const commands: DomainCommand[] = [
      {
        _tag: "PlaceBlock",
        courseID: "c1",
        parent: inLesson(l1),
        contentBlockID: order[1] ?? "",
        to: inLesson(l1),
        index: 8,
      },
      {
        _tag: "AddBlock",
        courseID: "c1",
        parent: inLesson(l1),
        afterIndex: 4,
        contentBlockID: "new",
        content: { _tag: "text", text: "новый" },
      },
    ];
    let state = start;
    for (const command of commands) {
      const decided = decide(state, command);
      if (!Result.isSuccess(decided)) throw new Error(JSON.stringify(decided.failure));
      state = decided.success.reduce(evolve, state);
    }
    const next = courseOf(state);
    const sent = diffCourse(first.course, next).lessons[0]?.content;
    expect(sent?.order).toBeUndefined();
    expect(sent?.orderOps?.placed).toHaveLength(2);
    const again = await save(store, first.body, first.course, next);
    expect(shape(again.body)).toEqual(shape(toSnapshot(again.course)));
    expect(again.body.moduleList[0]?.lessons[0]?.lessonContent).toHaveLength(12);
  });

  it("refuses a lesson named in two sections' orders", async () => {
    const store = await openStore(new Memory<unknown>());
    const made = given(...authored, {
      _tag: "ModuleCreated",
      courseID: "c1",
      moduleID: "m2",
      moduleName: "Второй",
      at: 20,
    });
    const empty = courseOf(given(authored[0] as DomainEvent));
    const first = await save(store, emptyCourseBody("1", empty.general.name.value), empty, courseOf(made));
    const [m1, m2] = first.body.moduleList;
    const l1 = m1?.lessons[0]?.lessonID ?? "";
    const copy = structuredClone(first.body) as CourseBody;
    await expect(
      store.update((db) =>
        applyPatch(db, "1", copy as never, {
          modules: [{ moduleID: m2?.moduleID ?? "", moduleName: "Второй", lessonOrder: [l1] }],
          lessons: [],
          tasks: [],
        }),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });
});
