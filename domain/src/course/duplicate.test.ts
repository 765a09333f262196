import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { decide } from "../model/decide";
import type { DomainEvent } from "../model/event";
import type { DomainState } from "../model/state";
import { courseIn, given, inLesson, saved, when } from "../model/test-kit";
import { idsToCopy } from "./duplicate";

const test: DomainEvent = {
  _tag: "BlockAdded",
  courseID: "c1",
  parent: inLesson(),
  afterIndex: 2,
  contentBlockID: "q",
  content: {
    _tag: "test",
    name: "Тест",
    questions: [
      {
        questionID: "q1",
        text: "2+2?",
        answers: [
          { answerID: "a1", text: "4", correct: true },
          { answerID: "a2", text: "5", correct: false },
        ],
      },
    ],
  },
};
const base = [...saved, test];
const lesson = { _tag: "lesson" as const, lessonID: "l1" };
/** Fresh ids: `x` becomes `x'`. */
const fresh = (state: DomainState, item: typeof lesson | { _tag: "task"; taskID: string }) => {
  const course = state.courses["c1"];
  if (!course) throw new Error("no course");
  return Object.fromEntries(idsToCopy(course, item).map((id) => [id, `${id}'`]));
};
const then = (state: DomainState, item: typeof lesson | { _tag: "task"; taskID: string }) => {
  const result = decide(state, { _tag: "DuplicateItem", courseID: "c1", item, ids: fresh(state, item) });
  if (!Result.isSuccess(result)) throw new Error(JSON.stringify(result.failure));
  return { events: result.success, state: when(state, ...result.success) };
};

describe("decide: DuplicateItem (a lesson or a task, right after the original)", () => {
  it("a lesson's copy needs fresh ids for itself, its blocks, questions, answers and tasks", () => {
    const state = given(...base);
    expect(idsToCopy(state.courses["c1"] ?? (undefined as never), lesson).sort()).toEqual(
      ["l1", "b1", "b2", "b3", "q", "q1", "a1", "a2", "t1", "tb1"].sort(),
    );
  });

  it("given a lesson with blocks and a task, when duplicated, then one event makes the copy after it", () => {
    const state = given(...base);
    const { events, state: next } = then(state, lesson);
    expect(events).toHaveLength(1);
    expect(events[0]?._tag).toBe("ItemDuplicated");
    const course = courseIn(next);
    expect(course.modules["m1"]?.lessonOrder).toEqual(["l1", "l1'"]);
    const copy = course.lessons["l1'"];
    expect(copy?.lessonName).toBe("Урок (копия)");
    expect(copy?.blockOrder).toEqual(["b1'", "b2'", "b3'", "q'"]);
    expect(copy?.wasCreated).toBe(true);
    const copiedTest = copy?.blocks["q'"]?.content;
    expect(copiedTest?._tag === "test" && copiedTest.questions[0]?.questionID).toBe("q1'");
    expect(copiedTest?._tag === "test" && copiedTest.questions[0]?.answers.map((a) => a.answerID)).toEqual([
      "a1'",
      "a2'",
    ]);
    expect(copy?.taskOrder).toEqual(["t1'"]);
    expect(course.tasks["t1'"]?.name).toBe("Задание");
    expect(course.tasks["t1'"]?.lessonID).toBe("l1'");
    expect(course.tasks["t1'"]?.blockOrder).toEqual(["tb1'"]);
    // The original is untouched.
    expect(course.lessons["l1"]?.blockOrder).toEqual(["b1", "b2", "b3", "q"]);
  });

  it("a task's copy lands after it in its lesson, named `… (копия)`", () => {
    const state = given(...base);
    const course = courseIn(then(state, { _tag: "task", taskID: "t1" }).state);
    expect(course.lessons["l1"]?.taskOrder).toEqual(["t1", "t1'"]);
    expect(course.tasks["t1'"]?.name).toBe("Задание (копия)");
  });

  it("is one undo step", () => {
    const state = given(...base);
    const { state: next } = then(state, lesson);
    expect(when(next, { _tag: "Undone", courseID: "c1" }).courses).toEqual(state.courses);
  });

  it("refuses missing or reused ids, a deleted item and a section", () => {
    const state = given(...base);
    const ids = fresh(state, lesson);
    const refused = (s: DomainState, command: Parameters<typeof decide>[1]) => Result.isFailure(decide(s, command));
    expect(refused(state, { _tag: "DuplicateItem", courseID: "c1", item: lesson, ids: { l1: "x" } })).toBe(true);
    expect(refused(state, { _tag: "DuplicateItem", courseID: "c1", item: lesson, ids: { ...ids, b1: "t1" } })).toBe(
      true,
    );
    expect(refused(state, { _tag: "DuplicateItem", courseID: "c1", item: lesson, ids: { ...ids, b1: "l1'" } })).toBe(
      true,
    );
    const deleted = when(state, { _tag: "ItemMarkedForDelete", courseID: "c1", item: lesson });
    expect(decide(deleted, { _tag: "DuplicateItem", courseID: "c1", item: lesson, ids })).toEqual(
      Result.fail({ _tag: "Conflict", message: "Элемент удалён: сначала восстановите его" }),
    );
    expect(
      refused(state, { _tag: "DuplicateItem", courseID: "c1", item: { _tag: "module", moduleID: "m1" }, ids: {} }),
    ).toBe(true);
  });
});
