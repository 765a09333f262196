import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";
import { navigateInApp } from "./support/navigate";

/**
 * Issue #35 "Done when", one journey on the demo seed of course 1 "Основы Python": the student sends
 * the free task of lesson 4; the teacher's bell (left menu, page not reloaded) shows 1 within 2 s
 * from the live stream; its notification opens the work in the review queue; the teacher sends it
 * back; the student's bell shows it, the list shows the comment; each side's mail is in the
 * development mailbox and its link opens the thing.
 */
const LESSON_2 = "/myCourses/1/lessons/1/2";
const LESSON_4 = "/myCourses/1/lessons/2/4";
const COMMENT = "Выведите таблицу ровными столбцами.";

const bellCount = (page: Page) => page.getByTestId("notification-bell").getByTestId("notification-count");

/** The dev mailbox's newest mail to `to` whose subject starts so; its link followed. */
const openMailLink = async (page: Page, to: string, subject: string): Promise<void> => {
  await page.goto("/dev/mail");
  const mail = page.locator("article", { hasText: to }).filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  await shot(page, `notifications-mail-${to.split("@")[0]}-1366.png`, { fullPage: true });
  await mail.locator("p a").first().click();
};

test.use({ as: "student", viewport: { width: 1366, height: 900 } });

test("a sent work tells the teacher live; the send-back tells the student with the comment; both mails link home", async ({
  page: student,
  openAs,
}) => {
  const teacher = await openAs("teacher");
  await teacher.setViewportSize({ width: 1366, height: 900 });
  await teacher.goto("/availableCourses");
  await expect(teacher.getByTestId("notification-bell")).toBeVisible();
  await expect(bellCount(teacher)).toHaveCount(0);

  // 1. The student answers lesson 2's test (lesson 4 opens after it) and sends lesson 4's free task.
  await student.goto(LESSON_2);
  const test2 = student.locator(".passage-test", { hasText: "Самопроверка" });
  await test2.getByLabel("<class 'str'>").check();
  await test2.getByRole("button", { name: "Ответить" }).click();
  await expect(test2.getByText(/Результат: 1 из 1/)).toBeVisible();
  await student.goto(LESSON_4);
  const task = student.locator(".passage-task", { hasText: "Таблица умножения" });
  await task.getByLabel("Ответ", { exact: true }).fill("for i in range(1, 10): print(i)");
  await task.getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(task.getByText("На проверке", { exact: true })).toBeVisible();

  // 2. The teacher's bell, on the page he had open: 1 within 2 s, from the stream.
  await expect(bellCount(teacher)).toHaveText("1", { timeout: 2_000 });
  await expect(teacher.getByTestId("notification-bell")).toHaveAccessibleName("Уведомления: 1 непрочитанное");
  await shot(teacher, "notifications-bell-teacher-1366.png");

  // 3. The bell opens the list; the notification opens the work in the review queue and is read.
  await teacher.getByTestId("notification-bell").click();
  await expect(teacher.getByRole("heading", { level: 1, name: "Уведомления" })).toBeVisible();
  const arrived = teacher.getByRole("link", {
    name: /Новая работа на проверку: «Практика: циклы».*Ученик: Сергей Иванов/,
  });
  await expect(arrived).toBeVisible();
  await shot(teacher, "notifications-list-teacher-1366.png", { fullPage: true });
  await arrived.click();
  await expect(teacher).toHaveURL(/\/availableCourses\/queue\/\d+$/);
  await expect(teacher.locator(".check-panel")).toContainText("for i in range(1, 10): print(i)");
  await expect(bellCount(teacher)).toHaveCount(0);

  // 4. He sends it back with a comment; the student's bell shows it, the list the comment.
  await teacher.getByLabel("Комментарий").fill(COMMENT);
  await teacher.getByRole("button", { name: "Отправить на доработку" }).click();
  await expect(teacher.getByText("Работа отправлена на доработку")).toBeVisible();
  // (His page loaded a few seconds ago: its stream opens once the page's network is quiet, then tells.)
  await expect(bellCount(student)).toHaveText("1");
  // Arriving while the page is open, it also shows as a toast.
  await expect(student.getByRole("alert").filter({ hasText: "отправлено на доработку" })).toBeVisible();
  // The public pages' header has the bell too, live, at a laptop's and a phone's width; it opens the list.
  await navigateInApp(student, "/course");
  const headerBell = student.getByRole("banner").getByTestId("header-bell");
  await expect(headerBell).toHaveAccessibleName("Уведомления: 1 непрочитанное");
  await expect(headerBell).toHaveText("1");
  await shot(student, "notifications-header-bell-student-1366.png");
  await student.setViewportSize({ width: 390, height: 844 });
  await expect(headerBell).toBeInViewport();
  await shot(student, "notifications-header-bell-student-390.png");
  await student.setViewportSize({ width: 1366, height: 800 });
  await headerBell.click();
  const sentBack = student.locator(".notification", { hasText: "Практика: циклы" });
  await expect(sentBack).toContainText("отправлено на доработку");
  await expect(sentBack).toContainText(`Комментарий: ${COMMENT}`);
  await shot(student, "notifications-list-student-1366.png", { fullPage: true });
  await student.getByRole("button", { name: "Отметить все прочитанными" }).click();
  await expect(bellCount(student)).toHaveCount(0);
  await expect(student.locator(".notification-unread")).toHaveCount(0);

  // 5. Each mail is in the development mailbox, and its link opens the thing.
  await openMailLink(student, "student@demo.ru", "Задание отправлено на доработку");
  await expect(student).toHaveURL(/\/myCourses\/1\/lessons\/2\/4#task-3$/);
  await expect(student.locator(".passage-task", { hasText: "Таблица умножения" })).toContainText(COMMENT);
  await openMailLink(teacher, "teacher@demo.ru", "Новая работа на проверку");
  await expect(teacher).toHaveURL(/\/availableCourses\/queue\/\d+$/);
  await expect(teacher.getByRole("heading", { level: 1, name: "Очередь проверки" })).toBeVisible();
});
