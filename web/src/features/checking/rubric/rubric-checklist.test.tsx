import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok } from "../../../test-support/answers";
import { fakeApi } from "../../../test-support/fake-api";
import { renderScreen } from "../../../test-support/render-screen";
import { DecisionForm } from "../decision-form";

/** Issue #34 part 4: the rubric in the decision form: ticks by click and by digit key, `Баллы: N из M`, the ticks sent. */
const RUBRIC = [
  { criterionID: "c1", title: "Есть вывод", points: 3 },
  { criterionID: "c2", title: "Код работает", points: 5 },
  { criterionID: "c3", title: "Оформление по PEP 8", points: 2 },
];
const SENT = "2026-11-20T10:00:00.000Z";
const person = { id: 5, name: "Иван", surname: "Петров", avatar: null };
const detail = {
  id: 31,
  course_id: 1,
  course_name: "Основы Python",
  status: "accepted",
  task: { module_id: "m", lesson_id: "l", task_id: "t", block_id: "b", name: "Практика", title: "Эссе", text: "" },
  student: person,
  attempts: [],
  updated_at: SENT,
};

const open = (rubric = RUBRIC) =>
  renderScreen(<DecisionForm id={31} onDecided={() => undefined} rubric={rubric} />, { as: "TEACHER" });
const box = (name: RegExp) => screen.getByRole<HTMLInputElement>("checkbox", { name });

describe("the rubric checklist", () => {
  it("adds up the ticked criteria's points, by click and by the digit keys", async () => {
    const { user } = open();
    expect(screen.getByRole("group", { name: "Критерии оценки" })).toBeDefined();
    expect(screen.getByText("Баллы: 0 из 10")).toBeDefined();
    expect(screen.getByText("5 баллов")).toBeDefined();
    expect(screen.getByText("3 балла")).toBeDefined();
    await user.click(box(/Код работает/));
    expect(screen.getByText("Баллы: 5 из 10")).toBeDefined();
    fireEvent.keyDown(window, { key: "1", code: "Digit1" });
    expect(await screen.findByText("Баллы: 8 из 10")).toBeDefined();
    expect(box(/Есть вывод/).checked).toBe(true);
    fireEvent.keyDown(window, { key: "1", code: "Digit1" });
    expect(await screen.findByText("Баллы: 5 из 10")).toBeDefined();
    fireEvent.keyDown(window, { key: "4", code: "Digit4" });
    expect(screen.getByText("Баллы: 5 из 10")).toBeDefined();
  });

  it("a digit typed in the comment is text, not a tick", async () => {
    const { user } = open();
    await user.type(screen.getByLabelText("Комментарий"), "2");
    expect(box(/Код работает/).checked).toBe(false);
    expect(screen.getByText("Баллы: 0 из 10")).toBeDefined();
  });

  it("sends the ticked criteria's ids in the rubric's order with the decision", async () => {
    const api = fakeApi({ "POST submissions/31/accept": ok(detail) });
    const { user } = open();
    await user.click(box(/Оформление/));
    await user.click(box(/Есть вывод/));
    await user.click(screen.getByRole("button", { name: "Принять" }));
    await screen.findByText("Баллы: 5 из 10");
    await expect
      .poll(() => api.callsTo("POST submissions/31/accept").map((c) => c.body))
      .toEqual([{ comment: "", criteria: ["c1", "c3"] }]);
  });

  it("a task without a rubric shows no checklist and sends no criteria", async () => {
    const api = fakeApi({ "POST submissions/31/accept": ok(detail) });
    const { user } = open([]);
    expect(screen.queryByRole("group", { name: "Критерии оценки" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Принять" }));
    await expect.poll(() => api.callsTo("POST submissions/31/accept").map((c) => c.body)).toEqual([{ comment: "" }]);
  });
});
