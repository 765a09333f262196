import { describe, expect, it } from "vitest";
import type { StudentBlock, StudentLesson } from "@app/domain/api/passage";
import type { BlockStatus } from "@app/domain/course/structure";
import { lessonStudy, taskStudy } from "./lesson-study";

const block = (id: string, tag: "text" | "freeTask", status: BlockStatus = "none"): StudentBlock => ({
  contentBlockID: id,
  status,
  evaluation: null,
  content:
    tag === "text" ? { _tag: "text", text: "Текст" } : { _tag: "freeTask", title: "Эссе", text: "Напишите", files: [] },
  completed: false,
  testResult: null,
  draftAnswers: null,
  answerDraft: null,
});

const lesson = (done: ReadonlyArray<string>, review: BlockStatus, started = true) => {
  const value: Pick<StudentLesson, "lessonContent" | "tasks" | "statistics"> = {
    lessonContent: [block("a", "text")],
    tasks: [{ taskID: "t", name: "Практика", taskContent: [block("b", "freeTask", review)] }],
    statistics: {
      id: "1",
      course_id: "1",
      section_id: "m",
      start_date: started ? "2026-11-01T10:00:00.000Z" : null,
      end_date: null,
      blocks: done.map((id) => ({ id, completed: true })),
    },
  };
  return value;
};

describe("a lesson's and a task's status on the student's screens", () => {
  it("a lesson whose free task waits for the teacher is `На проверке`, not complete", () => {
    expect(lessonStudy(lesson(["a", "b"], "onReview"))).toBe("onReview");
    expect(lessonStudy(lesson(["a", "b"], "accepted"))).toBe("completed");
    expect(lessonStudy(lesson(["a", "b"], "needsWork"))).toBe("needsWork");
    expect(lessonStudy(lesson([], "none"))).toBe("inProgress");
    expect(lessonStudy(lesson([], "none", false))).toBe("notStarted");
  });

  it("a task is not started until something of it is sent", () => {
    const l = lesson(["a"], "none");
    const task = l.tasks[0];
    if (task === undefined) throw new Error("the fixture has a task");
    expect(taskStudy(l, task)).toBe("notStarted");
    const sent = lesson(["a", "b"], "onReview");
    const sentTask = sent.tasks[0];
    if (sentTask === undefined) throw new Error("the fixture has a task");
    expect(taskStudy(sent, sentTask)).toBe("onReview");
  });
});
