import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { MOBILE } from "./support/mobile";
import { shot } from "./support/screens";
import { apiAs, type Api } from "./support/api";
import { openCourseFourDiscussion } from "./support/enrolled-student";

type Listed = {
  course_id: number;
  name: string;
  progress: { completedLessonsAmount: number; lessonsAmount: number };
  lastLesson: { moduleID: string; lessonID: string } | null;
};

/** The server's own list of the student's courses, which the page must show as it is. */
const listed = async (student: Api, status: string): Promise<Listed[]> => {
  const response = await student.get(`/api/my-courses?status=${status}&per_page=100`);
  return ((await response.json()) as { data: Listed[] }).data;
};

const cards = (page: Page) => page.locator(".my-course-card");
const menuToggle = (page: Page) => page.locator(".left-menu-toggle");

test.use({ as: "student" });

test(
  "the three lists hold the student's courses with progress, and Продолжить opens the last lesson",
  MOBILE,
  async ({ page, request }, info) => {
    const student = apiAs(request, "student@demo.ru");
    await page.goto("/myCourses");
    await expect(page.getByRole("heading", { level: 1, name: "Учебные материалы" })).toBeVisible();
    const statusNav = page.getByRole("navigation", { name: "Курсы по статусу" });
    await expect(statusNav.getByRole("link", { name: "Доступные", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    for (const [label, status] of [
      ["Доступные", "available"],
      ["Незавершённые", "incomplete"],
      ["Завершённые", "completed"],
    ] as const) {
      await statusNav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/myCourses\\?status=${status}$`));
      await expect(statusNav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
      const expected = await listed(student, status);
      await expect(cards(page)).toHaveCount(expected.length);
      for (const course of expected) {
        const card = cards(page).filter({ has: page.getByRole("heading", { name: course.name }) });
        const { completedLessonsAmount: done, lessonsAmount: total } = course.progress;
        await expect(card.getByText(`${done} из ${total} уроков`)).toBeVisible();
        await expect(
          card.getByRole("link", { name: course.lastLesson === null ? "Начать" : "Продолжить" }),
        ).toBeVisible();
      }
    }
    // The seed: course 3 is completed, course 1 incomplete, 2 and 4 available.
    await expect(cards(page).filter({ hasText: "Алгоритмы и структуры данных" })).toHaveCount(1);
    await statusNav.getByRole("link", { name: "Незавершённые", exact: true }).click();
    const python = cards(page).filter({ hasText: "Основы Python" });
    await expect(python).toHaveCount(1);
    await expect(python.getByRole("progressbar")).toBeVisible();
    await shot(page, `my-courses-${info.project.name}.png`, { fullPage: true });
    await expectNoSeriousViolations(page);

    const last = (await listed(student, "incomplete")).find((course) => course.course_id === 1)?.lastLesson;
    expect(last).toBeTruthy();
    await python.getByRole("link", { name: "Продолжить" }).click();
    await expect(page).toHaveURL(new RegExp(`/myCourses/1/lessons/${last?.moduleID}/${last?.lessonID}$`));
  },
);

test("the course screen minimizes the menu and shows only the tabs its author switched on", async ({
  page,
  request,
}) => {
  await openCourseFourDiscussion(request);
  await page.goto("/myCourses");
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("link", { name: "Незавершённые" }).click();
  await page.getByRole("link", { name: "Основы Python" }).click();
  await expect(page).toHaveURL(/\/myCourses\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Основы Python" })).toBeVisible();
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");

  const tabs = page.getByRole("navigation", { name: "Разделы курса" });
  // Course 1 has its discussion open and its classmates shown (the demo seed).
  await expect(tabs.getByRole("link")).toHaveText([
    "Обзор",
    "Уроки и задания",
    "Обсуждение",
    "Однокурсники",
    "Рейтинг",
    "Отзывы",
  ]);
  await expect(tabs.getByRole("link", { name: "Обзор" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Ваш прогресс" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Чему вы научитесь" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Преподаватели" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await tabs.getByRole("link", { name: "Рейтинг" }).click();
  await expect(page).toHaveURL(/\/myCourses\/1\/rating$/);
  await expect(tabs.getByRole("link", { name: "Рейтинг" })).toHaveAttribute("aria-current", "page");

  await page.goto("/myCourses/4");
  await expect(page.getByRole("heading", { level: 1, name: "SQL для аналитиков" })).toBeVisible();
  await expect(tabs.getByRole("link")).toHaveText(["Обзор", "Уроки и задания", "Обсуждение", "Рейтинг", "Отзывы"]);
  await expect(page.getByRole("link", { name: "Начать" })).toHaveAttribute("href", "/myCourses/4/lessons");
  await page.goto("/myCourses/4/classmates");
  await expect(page.getByText("Список однокурсников скрыт автором курса.")).toBeVisible();

  await page.getByRole("link", { name: "Все курсы" }).click();
  await expect(page).toHaveURL(/\/myCourses$/);
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
});

test("a course the student is not enrolled in, or an unknown one, says so and links to the catalogue", async ({
  page,
}) => {
  await page.goto("/myCourses/5");
  await expect(page.getByText("Вы не записаны на этот курс")).toBeVisible();
  await expect(page.getByRole("link", { name: "Перейти в каталог курсов" })).toHaveAttribute("href", "/course");
  await page.getByRole("link", { name: "Страница курса: как записаться" }).click();
  await expect(page).toHaveURL(/\/landing\/courses\/5$/);
  await expect(page.getByRole("button", { name: "Купить" })).toBeVisible();
  await page.goto("/myCourses/99999");
  await expect(page.getByText("Курс не найден.")).toBeVisible();
});

test.describe("a student without courses", () => {
  test.use({ as: "fresh" });

  test("sees an empty state in every list", async ({ page }) => {
    // fresh@demo.ru's profile is not complete: its modal covers the page, so each list is opened by its address.
    for (const status of ["available", "incomplete", "completed"]) {
      await page.goto(`/myCourses?status=${status}`);
      await expect(page.getByRole("heading", { name: "Здесь пока пусто" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Перейти в каталог курсов" })).toHaveAttribute("href", "/course");
      await expect(cards(page)).toHaveCount(0);
    }
  });
});
