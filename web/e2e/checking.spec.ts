import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { atDesktopAndPhone, PHONE_VIEWPORT } from "./support/both-widths";
import { navigateInApp } from "./support/navigate";
import { shot } from "./support/screens";
import { apiAs, type Api } from "./support/api";

/**
 * Checking students' work (issue #8, teacher's side) on the demo seed of course 1 "Основы Python":
 * its task 1 and task 2 have seeded work on review (Иван Новиков's, Елена Морозова's, Сергей Иванов's).
 */
const TASK_1 = "/check/1/modules/1/1/1";
const TASK_2 = "/check/1/modules/1/2/2";

const panel = (page: Page) => page.locator(".check-panel");

/** The id of `student`'s submission in a task's list, as the API lists it. */
const submissionOf = async (reviewer: Api, taskId: string, student: string): Promise<number> => {
  const response = await reviewer.get(`/api/review/courses/1/tasks/${taskId}/submissions?status=onReview`);
  const body = (await response.json()) as {
    data: Array<{ id: number; student: { name: string | null; surname: string | null } }>;
  };
  const found = body.data.find((s) => `${s.student.name} ${s.student.surname}` === student);
  if (found === undefined) throw new Error(`no submission of ${student} on review in task ${taskId}`);
  return found.id;
};

test.describe("as the teacher", () => {
  test.use({ as: "teacher" });

  // One journey on one seed. The drill-down comes first (it counts the seed's work on review, 4 in
  // Основы Python); the pages at both widths come after it and only look: Сергей Иванов's work and the
  // queue's first one are still on review once Иван Новиков's task 1 has gone back for rework.
  // The second step was tagged @mobile and ran whole again at 390 px: now it walks at 390 px, and its
  // width-dependent checks (the fit, axe, the pictures) run at 1280 and 390 px on the same page
  // (support/both-widths.ts).
  test("a teacher drills down to a free task and sends it back; the checking pages at 1280 and 390 px", async ({
    page,
  }) => {
    await test.step("a teacher drills down to a free task on review and sends it back with a comment", async () => {
      await page.goto("/availableCourses");
      await expect(page.getByRole("heading", { level: 1, name: "Проверка заданий" })).toBeVisible();
      const course = page.locator(".check-card", {
        has: page.getByRole("link", { name: "Основы Python", exact: true }),
      });
      await expect(course.getByText("На проверке: 4", { exact: true })).toBeVisible();
      // Waiting work comes first.
      await expect(page.locator(".check-card").first()).toContainText("Основы Python");

      await course.getByRole("link", { name: "Основы Python", exact: true }).click();
      await expect(page).toHaveURL(/\/check\/1$/);
      await expect(page.getByRole("heading", { level: 2, name: "Разделы" })).toBeVisible();
      await page.getByRole("link", { name: "Знакомство с Python" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Уроки" })).toBeVisible();
      await page.getByRole("link", { name: "Установка и первая программа" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Задания" })).toBeVisible();
      await page.getByRole("link", { name: "Первая программа" }).click();
      await expect(page).toHaveURL(new RegExp(`${TASK_1}$`));

      const crumbs = page.getByRole("navigation", { name: "Путь по курсу" });
      await expect(crumbs.getByRole("link")).toHaveText([
        "Проверка заданий",
        "Основы Python",
        "Знакомство с Python",
        "Установка и первая программа",
      ]);
      await expect(crumbs.locator("[aria-current=page]")).toHaveText("Первая программа");
      await expect(page.getByRole("link", { name: /^На проверке/ })).toHaveAttribute("aria-current", "page");

      await page.getByRole("link", { name: /Иван Новиков/ }).click();
      await expect(page).toHaveURL(/\?submission=\d+$/);
      await expect(panel(page).getByRole("heading", { level: 2, name: "Иван Новиков" })).toBeVisible();
      await expect(panel(page).getByText("Выполнил(а) задание, решение в тексте ответа.")).toBeVisible();
      await expect(panel(page).getByText("Ждёт проверки")).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole("button", { name: "Отправить на доработку" }).click();
      await expect(page.getByText("Обязательное поле")).toBeVisible();
      await expect(page.getByLabel("Комментарий")).toHaveAttribute("aria-invalid", "true");

      await page.getByLabel("Комментарий").fill("Добавьте комментарии к коду и проверьте вывод.");
      await expect(page.getByText("46 из 2000 символов")).toBeVisible();
      await page.getByRole("button", { name: "Отправить на доработку" }).click();
      await expect(page.getByText("Работа отправлена на доработку")).toBeVisible();
      await expect(panel(page).locator(".check-panel-header")).toContainText("На доработке");
      await expect(page.getByLabel("Комментарий")).toHaveCount(0);
      const feedback = panel(page).locator(".check-feedback");
      await expect(feedback).toContainText("Отправлено на доработку");
      await expect(feedback).toContainText("Добавьте комментарии к коду и проверьте вывод.");
      await expect(feedback).toContainText("Татьяна Васильева");
      // The work left the "На проверке" tab; it is under "На доработке" now.
      await expect(page.locator(".check-submissions")).not.toContainText("Иван Новиков");
      await page.getByRole("link", { name: /^На доработке/ }).click();
      await expect(page.locator(".check-submissions")).toContainText("Иван Новиков");
    });

    await test.step("the checking pages at this width: the course list and a submission in full", async () => {
      // At 390 px, the width the mobile project walked it at (the drill-down above clicked its way at
      // 1280 px); the pictures, the fit and axe at both widths.
      await page.setViewportSize(PHONE_VIEWPORT);
      await navigateInApp(page, "/availableCourses");
      await expect(page.locator(".check-card").first()).toBeVisible();
      await atDesktopAndPhone(page, async (width) => {
        await shot(page, `checking-courses-${width}.png`, { fullPage: true });
        await expectNoSeriousViolations(page);
      });
      // The toggle keeps only the courses with work waiting, and stays in the address.
      await page.getByLabel("Только с работами на проверке").check();
      await expect(page).toHaveURL(/\?waiting=1$/);
      await expect(page.locator(".check-card-idle")).toHaveCount(0);
      await expect(page.locator(".check-card").first()).toContainText("Основы Python");

      // student@demo.ru's own seeded work on review.
      await navigateInApp(page, `${TASK_1}?status=all`);
      await page.getByRole("link", { name: /Сергей Иванов/ }).click();
      await expect(panel(page).getByRole("heading", { level: 2, name: "Сергей Иванов" })).toBeVisible();
      await expect(page.getByLabel("Комментарий")).toBeVisible();
      await atDesktopAndPhone(page, async (width) => {
        await shot(page, `checking-submission-${width}.png`, { fullPage: true });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousViolations(page);
      });

      // Issue #34: the review queue at this width, a work open in it; leaving it frees its lock.
      await page.getByRole("link", { name: "Очередь проверки" }).click();
      await expect(page.locator(".check-submission").first()).toBeVisible();
      await atDesktopAndPhone(page, async (width) => {
        await shot(page, `review-queue-${width}.png`, { fullPage: true });
      });
      await page.locator(".check-submission").first().click();
      await expect(page.getByText(/^1 из \d+$/)).toBeVisible();
      await atDesktopAndPhone(page, async (width) => {
        await shot(page, `review-queue-work-${width}.png`, { fullPage: true });
        await expectNoSeriousViolations(page);
      });
      await page.getByRole("link", { name: "К списку работ" }).click();
      await expect(page.locator(".check-submission").first()).toBeVisible();
    });
  });
});

test.describe("as the manager", () => {
  test.use({ as: "manager" });

  test("a manager accepts work; a decision taken meanwhile by someone else is reported and reloaded", async ({
    page,
    request,
  }) => {
    await page.goto(TASK_2);
    await page.getByRole("link", { name: /Елена Морозова/ }).click();
    await page.getByLabel("Комментарий").fill("Отлично!");
    await page.getByRole("button", { name: "Принять" }).click();
    await expect(page.getByText("Работа принята")).toBeVisible();
    await expect(panel(page).locator(".check-feedback")).toContainText("Принято");
    await expect(panel(page).locator(".check-feedback")).toContainText("Отлично!");

    // The teacher decides on Иван's work through the API while the manager has it open.
    const teacher = apiAs(request, "teacher@demo.ru");
    const id = await submissionOf(teacher, "2", "Иван Новиков");
    await page.getByRole("link", { name: /Иван Новиков/ }).click();
    await expect(page.getByRole("button", { name: "Принять" })).toBeVisible();
    const decided = await teacher.post(`/api/submissions/${id}/accept`, {});
    expect(decided.status()).toBe(200);
    await page.getByRole("button", { name: "Принять" }).click();
    await expect(page.getByText("Задание уже проверено")).toBeVisible();
    await expect(panel(page).locator(".check-panel-header")).toContainText("Принято");
    await expect(page.getByRole("button", { name: "Принять" })).toHaveCount(0);
  });
});

test.describe("as a student", () => {
  test.use({ as: "student" });

  test("a student sees no one else's work at the exercise level", async ({ page, request }) => {
    const othersWork = await submissionOf(apiAs(request, "teacher@demo.ru"), "1", "Иван Новиков");
    await page.goto(`${TASK_1}?submission=${othersWork}`);
    await expect(page.getByRole("alert")).toContainText("Нет доступа");
    await expect(page.getByText("Иван Новиков")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Принять" })).toHaveCount(0);
    // The levels above the exercise are not his.
    await page.goto("/check/1");
    await expect(page).not.toHaveURL(/\/check\/1$/);
  });
});
