import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { apiAs } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { navigateInApp } from "./support/navigate";
import { shot } from "./support/screens";

type UserRow = {
  student: { id: number; name: string };
  course: { id: number; name: string };
  progress: number;
  completed: boolean;
  completed_at: string | null;
  lesson_completions: string[];
  last_activity: string | null;
};
type Row = Record<string, string | number | boolean | null>;
type CourseStatistics = { courses: Row[]; students: Row[]; lessons: Row[] };

/** What the API answers to `email`. */
const dataFor = async <T>(request: APIRequestContext, email: string, path: string): Promise<T> => {
  const answer = await apiAs(request, email).get(path);
  expect(answer.status(), path).toBe(200);
  return ((await answer.json()) as { data: T }).data;
};

/** A chart's numbers, read from its table: one entry per category, its values in series order. */
const chartData = async (figure: Locator) => {
  await expect(figure.locator("tbody tr").first()).toBeAttached();
  return figure.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => ({
      label: row.querySelector("th")?.textContent ?? "",
      values: [...row.querySelectorAll("td")].map((cell) => Number(cell.getAttribute("data-value"))),
    })),
  );
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const noHorizontalScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
};

test.describe("the owner", () => {
  test.use({ as: "owner" });

  // One journey on one seed, on one page load: both steps only read, and the second opens the course
  // screen in the app.
  test("the owner's statistics: /usersStatistics and the course screen's statistics tab draw what the API answers, and fit the screen", async ({
    page,
    request,
  }, info) => {
    await test.step("/usersStatistics draws its charts from what the API answers the owner, and fits the screen", async () => {
      await page.goto("/usersStatistics");
      await expect(page.getByRole("heading", { level: 1, name: "Статистика" })).toBeVisible();
      const rows = await dataFor<UserRow[]>(request, "owner@demo.ru", "/api/users-statistics?per_page=100");
      // The demo school's 16 enrolments.
      expect(rows).toHaveLength(16);
      const completed = rows.filter((r) => r.completed).length;

      const tiles = page.locator(".stats-tiles");
      await expect(tiles.getByTestId("tile-enrolments").locator("dd")).toHaveText(String(rows.length));
      await expect(tiles.getByTestId("tile-completed").locator("dd")).toHaveText(String(completed));
      await expect(tiles.getByTestId("tile-students").locator("dd")).toHaveText(
        String(new Set(rows.map((r) => r.student.id)).size),
      );

      const timeline = await chartData(page.getByRole("figure", { name: "Завершение во времени" }));
      // Courses completed, then lessons completed, per period: every completion date the API gives, counted once.
      expect(sum(timeline.map((d) => d.values[0] ?? 0))).toBe(rows.filter((r) => r.completed_at !== null).length);
      expect(sum(timeline.map((d) => d.values[1] ?? 0))).toBe(sum(rows.map((r) => r.lesson_completions.length)));

      const breakdown = await chartData(page.getByRole("figure", { name: "Прогресс по курсам" }));
      const courses = [...new Set(rows.map((r) => r.course.name))].sort((a, b) => a.localeCompare(b, "ru"));
      expect(breakdown.map((d) => d.label)).toEqual(courses);
      for (const course of breakdown) {
        const own = rows.filter((r) => r.course.name === course.label);
        expect(sum(course.values), course.label).toBe(own.length);
        expect(course.values[0], course.label).toBe(own.filter((r) => r.completed).length);
      }

      // The funnel of one course, from the course's own statistics.
      await page.getByRole("combobox", { name: "Курс" }).selectOption({ label: "Основы Python" });
      await expect(page).toHaveURL(/\?course=1$/);
      const statistics = await dataFor<CourseStatistics>(request, "owner@demo.ru", "/api/courses/1/statistics");
      const funnelFigure = page.getByRole("figure", { name: "Воронка по урокам: Основы Python" });
      const funnel = await chartData(funnelFigure);
      expect(funnel.map((d) => d.values)).toEqual(
        statistics.lessons.map((l) => [l.students_started, l.students_completed]),
      );
      expect(funnel.map((d) => d.label)).toEqual(
        statistics.lessons.map((l) => `${String(l.position)}. ${String(l.lesson)}`),
      );
      const distribution = await chartData(page.getByRole("figure", { name: "Распределение прогресса" }));
      expect(sum(distribution.map((d) => d.values[0] ?? 0))).toBe(rows.filter((r) => r.course.id === 1).length);
      await expect(page.getByText(`Записей: ${rows.filter((r) => r.course.id === 1).length}`)).toBeVisible();
      await expect(page.getByTestId("stats-row")).toHaveCount(
        Math.min(10, rows.filter((r) => r.course.id === 1).length),
      );

      // The numbers also show as a visible table, and the plot explains a point on hover.
      const funnelTable = funnelFigure.getByRole("table");
      await expect(funnelTable).not.toBeInViewport();
      await funnelFigure.getByRole("button", { name: "Показать таблицей" }).click();
      await expect(funnelTable).toBeVisible();
      await expect(funnelFigure.getByRole("button", { name: "Скрыть таблицу" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      const plot = funnelFigure.getByRole("img");
      await plot.hover({ position: { x: 40, y: 30 } });
      await expect(funnelFigure.locator(".chart-tooltip")).toContainText(String(statistics.lessons[0]?.lesson));
      await expect(page.getByRole("figure", { name: "Завершение во времени" }).getByRole("img")).toBeVisible();
      await noHorizontalScroll(page);
      await expectNoSeriousViolations(page);
      await shot(page, `users-statistics-${info.project.name}.png`, { fullPage: true });
    });

    await test.step("the course screen's statistics tab shows the courses, students and lessons tables with charts, and fits the screen", async () => {
      await navigateInApp(page, "/createdCourses/1/statistics");
      const statistics = await dataFor<CourseStatistics>(request, "owner@demo.ru", "/api/courses/1/statistics");
      const course = statistics.courses[0] ?? {};

      const facts = page.getByRole("table", { name: "Сводка по курсу" });
      await expect(facts).toBeVisible();
      await expect(facts.getByRole("row", { name: /Записано учеников/ }).getByRole("cell")).toHaveText(
        String(course.students_enrolled),
      );
      await expect(facts.getByRole("row", { name: /Завершили курс/ }).getByRole("cell")).toHaveText(
        String(course.students_completed),
      );
      const byStatus = await chartData(page.getByRole("figure", { name: "Ученики по статусу" }));
      expect(byStatus.map((d) => d.values[0])).toEqual([
        course.students_enrolled,
        course.students_started,
        course.students_completed,
      ]);

      const students = page.getByRole("table", { name: "Прогресс учеников курса" });
      await expect(students.locator("tbody tr")).toHaveCount(statistics.students.length);
      await expect(students.locator("tbody th")).toContainText(statistics.students.map((s) => String(s.student)));
      const distribution = await chartData(page.getByRole("figure", { name: "Распределение прогресса" }));
      expect(sum(distribution.map((d) => d.values[0] ?? 0))).toBe(statistics.students.length);
      expect(distribution.at(-1)?.values[0]).toBe(statistics.students.filter((s) => s.progress === 100).length);

      const lessons = page.getByRole("table", { name: "Прохождение уроков курса" });
      await expect(lessons.locator("tbody th")).toHaveText(statistics.lessons.map((l) => String(l.lesson)));
      const funnel = await chartData(page.getByRole("figure", { name: "Воронка по урокам" }));
      expect(funnel.map((d) => d.values)).toEqual(
        statistics.lessons.map((l) => [l.students_started, l.students_completed]),
      );
      await expect(page.getByRole("figure", { name: "Воронка по урокам" }).getByRole("img")).toBeVisible();
      await noHorizontalScroll(page);
      await shot(page, `course-statistics-${info.project.name}.png`, { fullPage: true });
    });
  });
});

test.describe("the demo student", () => {
  test.use({ as: "student" });

  test("a student sees his own progress, one ring per course", async ({ page, request }) => {
    await page.goto("/usersStatistics");
    await expect(page.getByRole("heading", { level: 2, name: "Мой прогресс" })).toBeVisible();
    const rows = await dataFor<UserRow[]>(request, "student@demo.ru", "/api/users-statistics?per_page=100");
    expect(new Set(rows.map((r) => r.student.id)).size).toBe(1);
    for (const row of rows) {
      await expect(page.getByRole("progressbar", { name: `Прогресс курса «${row.course.name}»` })).toHaveAttribute(
        "aria-valuenow",
        String(row.progress),
      );
    }
    await expect(page.getByRole("combobox", { name: "Курс" })).toHaveCount(0);
    const lessons = await chartData(page.getByRole("figure", { name: "Уроки по курсам" }));
    expect(lessons.map((d) => d.label)).toEqual(rows.map((r) => r.course.name));
    await expect(page.getByTestId("stats-row")).toHaveCount(rows.length);
  });
});
