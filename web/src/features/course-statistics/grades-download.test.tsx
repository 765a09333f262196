import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failed, ok } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { StatisticsTab } from "./statistics-tab";

const tables = {
  courses: [
    {
      course_id: 7,
      course: "Основы Python",
      lessons_total: 2,
      students_enrolled: 1,
      students_started: 1,
      students_completed: 0,
      average_progress: 50,
      average_test_score: 75,
      tasks_accepted: 1,
      tasks_sent_back: 0,
      submissions_waiting: 0,
    },
  ],
  students: [
    {
      student_id: 5,
      student: "Сергей Иванов",
      email: "student@demo.ru",
      progress: 50,
      lessons_completed: 1,
      lessons_total: 2,
      test_score: 75,
      tasks_accepted: 1,
      tasks_sent_back: 0,
      tasks_on_review: 0,
      completed: false,
      status: "inProgress",
      enrolled_at: "2026-03-01T09:00:00.000Z",
      last_activity: "2026-03-02T09:00:00.000Z",
    },
  ],
  lessons: [],
};

afterEach(() => vi.restoreAllMocks());

describe("Статистика's `Скачать CSV` (issue #38 part 5)", () => {
  it("fetches the grades with the token and the viewer's zone, and saves them under the course's name", async () => {
    const api = fakeApi({
      "GET courses/7/statistics": ok(tables),
      "GET courses/7/statistics/export.csv": ok("Студент"),
    });
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:grades");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderScreen(<StatisticsTab courseID="7" />, { as: "TEACHER" });
    await user.click(await screen.findByRole("button", { name: "Скачать CSV" }));
    await waitFor(() => expect(saved).toEqual(["Статистика — Основы Python.csv blob:grades"]));
    const [call] = api.callsTo("GET courses/7/statistics/export.csv");
    expect([call?.token, call?.query.get("tz")]).toEqual([
      "access-TEACHER",
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    ]);
  });

  it("says so in a toast when the download fails, and the button works again", async () => {
    fakeApi({
      "GET courses/7/statistics": ok(tables),
      "GET courses/7/statistics/export.csv": failed(500, "Сбой"),
    });
    const { user } = renderScreen(<StatisticsTab courseID="7" />, { as: "TEACHER" });
    const button = await screen.findByRole("button", { name: "Скачать CSV" });
    await user.click(button);
    expect(await screen.findByText("Не удалось скачать CSV. Попробуйте ещё раз.")).toBeDefined();
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
  });
});
