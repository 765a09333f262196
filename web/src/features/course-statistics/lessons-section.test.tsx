import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LessonRow } from "@app/domain/api/statistics-tables";
import { renderScreen } from "../../test-support/render-screen";
import { LessonsSection } from "./lessons-section";

const row = (over: Partial<LessonRow>): LessonRow => ({
  position: 1,
  lesson_id: "1",
  module: "Знакомство с Python",
  lesson: "Установка и первая программа",
  students_started: 6,
  students_completed: 4,
  completion_rate: 67,
  average_test_score: null,
  ...over,
});

describe("the lessons table's on-time rate (issue #37)", () => {
  it("shows each lesson's share of works sent on time, `—` while none was sent or from a server without it", () => {
    renderScreen(
      <LessonsSection
        enrolled={6}
        rows={[
          row({ on_time_rate: 75 }),
          row({ position: 2, lesson_id: "2", lesson: "Переменные", on_time_rate: null }),
          row({ position: 3, lesson_id: "3", lesson: "Условия" }),
        ]}
      />,
    );
    const table = screen.getByTestId("cstats-lessons");
    expect(within(table).getByRole("columnheader", { name: "Сдано вовремя" })).toBeTruthy();
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((tr) => tr.lastElementChild?.textContent);
    expect(cells).toEqual(["75 %", "—", "—"]);
  });
});
