import { describe, expect, it } from "vitest";
import { extensionErrors, planErrors } from "./plan-checks";

const targets = new Map([["L1", new Set(["T1"])]]);

describe("a plan's checks", () => {
  it("a good plan has no errors", () => {
    expect(
      planErrors(
        [
          { lesson_id: "L1", task_id: null, due: { kind: "fixed", at: "2026-11-14T20:59:00Z" }, hard: false },
          { lesson_id: "L1", task_id: "T1", due: { kind: "relative", days: 0, time: "00:00" }, hard: true },
        ],
        targets,
      ),
    ).toEqual({});
  });

  it("names the field of an unknown lesson or task, a bad date, days out of range, a bad time, a repeat", () => {
    expect(
      planErrors(
        [
          { lesson_id: "L9", task_id: null, due: { kind: "fixed", at: "2026-11-14" }, hard: false },
          { lesson_id: "L1", task_id: "T9", due: { kind: "relative", days: 3651, time: "7:00" }, hard: false },
          { lesson_id: "L1", task_id: null, due: { kind: "relative", days: -1, time: "23:59" }, hard: false },
          { lesson_id: "L1", task_id: null, due: { kind: "relative", days: 1.5, time: "23:59" }, hard: false },
        ],
        targets,
      ),
    ).toEqual({
      "items.0.lesson_id": ["Выберите значение из списка"],
      "items.0.due.at": ["Некорректная дата"],
      "items.1.task_id": ["Выберите значение из списка"],
      "items.1.due.days": ["Укажите от 0 до 3650 дней"],
      "items.1.due.time": ["Укажите время в виде ЧЧ:ММ"],
      "items.2.due.days": ["Укажите от 0 до 3650 дней"],
      "items.3": ["Срок для этого урока или задания уже задан"],
      "items.3.due.days": ["Укажите от 0 до 3650 дней"],
    });
  });

  it("an extension names exactly one of a student and a group, a known lesson, a date", () => {
    const good = { student_id: 7, group_id: null, lesson_id: "L1", until: "2026-11-20T20:59:00.000Z" };
    expect(extensionErrors(good, targets)).toEqual({});
    expect(extensionErrors({ ...good, group_id: 3 }, targets)).toEqual({ student_id: ["Выберите ученика или группу"] });
    expect(extensionErrors({ ...good, student_id: null, lesson_id: "L2", until: "завтра" }, targets)).toEqual({
      student_id: ["Выберите ученика или группу"],
      lesson_id: ["Выберите значение из списка"],
      until: ["Некорректная дата"],
    });
  });
});
