import { describe, expect, it } from "vitest";
import type { StudentBlock, StudentLesson } from "@app/domain/api/passage";
import type { BlockStatus } from "@app/domain/course/structure";
import { nextPlace, nextStepAddress } from "./next-place";

const text = (id: string): StudentBlock => ({
  contentBlockID: id,
  status: "none",
  evaluation: null,
  content: { _tag: "text", text: "Текст" },
  completed: false,
  testResult: null,
  draftAnswers: null,
  answerDraft: null,
});
const freeTask = (id: string, status: BlockStatus): StudentBlock => ({
  ...text(id),
  status,
  content: { _tag: "freeTask", title: "Эссе", text: "Напишите", files: [] },
});

const lesson = (id: string, done: ReadonlyArray<string>, review: BlockStatus, locked = false): StudentLesson => ({
  lessonID: id,
  lessonName: `Урок ${id}`,
  lessonContent: locked ? [] : [text(`${id}-a`)],
  tasks: locked ? [] : [{ taskID: `${id}-t`, name: "Практика", taskContent: [freeTask(`${id}-b`, review)] }],
  is_trial: false,
  isEndedByUser: false,
  status: "not_started",
  statistics: {
    id: null,
    course_id: "1",
    section_id: "m",
    start_date: done.length > 0 ? "2026-11-01T10:00:00.000Z" : null,
    end_date: null,
    blocks: done.map((b) => ({ id: b, completed: true })),
  },
  position: 1,
  locked,
  lock_reason: locked ? "Сначала пройдите предыдущий урок" : null,
});

const course = (...lessons: ReadonlyArray<StudentLesson>) => ({
  course_id: 7,
  moduleList: [{ moduleID: "m", moduleName: "Модуль", lessons }],
});

describe("where `Продолжить` leads", () => {
  it("a course not started opens its first lesson", () => {
    expect(nextPlace(course(lesson("1", [], "none"), lesson("2", [], "none")))).toMatchObject({
      _tag: "lesson",
      path: "/myCourses/7/lessons/m/1",
    });
  });

  it("after lesson 1 is complete, lesson 2 (not lesson 1 again)", () => {
    const done = lesson("1", ["1-a", "1-b"], "accepted");
    expect(nextPlace(course(done, lesson("2", [], "none")))).toMatchObject({ path: "/myCourses/7/lessons/m/2" });
  });

  it("the material read, the lesson's task is next: the address points at it", () => {
    expect(nextPlace(course(lesson("1", ["1-a"], "none")))).toMatchObject({
      _tag: "lesson",
      path: "/myCourses/7/lessons/m/1",
      hash: "#task-1-t",
    });
  });

  it("everything sent, a task on review: waiting, at that task; a locked lesson after it is not offered", () => {
    const sent = lesson("1", ["1-a", "1-b"], "onReview");
    expect(nextPlace(course(sent, lesson("2", [], "none", true)))).toMatchObject({
      _tag: "waiting",
      path: "/myCourses/7/lessons/m/1",
      hash: "#task-1-t",
    });
  });

  it("a complete course is done; one without lessons has nothing to open", () => {
    expect(nextPlace(course(lesson("1", ["1-a", "1-b"], "accepted")))).toEqual({ _tag: "done" });
    expect(nextPlace(course())).toEqual({ _tag: "empty" });
    expect(nextStepAddress(7)).toBe("/myCourses/7/lessons/next");
  });
});
