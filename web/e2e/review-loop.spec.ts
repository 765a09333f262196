import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";

/**
 * Issue #8 "Done when": the whole review loop in Chromium, the student and the teacher each in a
 * browser context of their own, on the demo seed of course 1 "Основы Python":
 * the student answers the test of lesson 2 and sends the free task of lesson 4 ("Таблица
 * умножения", task 3, which the seed leaves untouched); the teacher
 * sends it back with a comment; the student sees `На доработке` and the comment and answers again;
 * the teacher accepts; the student sees `Принято`, and his statistics have moved. By the completion
 * rule (issue #23) neither answer completes a lesson: lesson 2's task was sent back, and lesson 4 is
 * complete only once its other blocks are done too, so its status stays `В процессе`.
 */
const LESSON_2 = "/myCourses/1/lessons/1/2";
const LESSON_4 = "/myCourses/1/lessons/2/4";
const TASK_3 = "/check/1/modules/2/4/3";
const COMMENT = "Выведите таблицу ровными столбцами, через форматирование строк.";

/** The student's own statistics card of course 1 on /usersStatistics. */
const ownStatistics = (page: Page): Locator =>
  page.locator(".stats-own-card", { has: page.getByRole("heading", { name: "Основы Python" }) });

/** The free task block of lesson 4 (block 17). */
const taskBlock = (page: Page): Locator => page.locator(".passage-task", { hasText: "Таблица умножения" });

/** Lesson 4 opened afresh, at its free task. */
const freeTask = async (page: Page): Promise<Locator> => {
  await page.goto(LESSON_4);
  await expect(page.getByRole("heading", { level: 2, name: "Циклы" })).toBeVisible();
  const block = taskBlock(page);
  await expect(block).toBeVisible();
  return block;
};

const answer = async (block: Locator, text: string): Promise<void> => {
  await block.getByLabel("Ответ", { exact: true }).fill(text);
  await block.getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(block.getByText("На проверке", { exact: true })).toBeVisible();
};

test.use({ as: "student" });

test("the review loop: the student answers, the teacher sends back, the student answers again, the teacher accepts", async ({
  page: student,
  openAs,
}) => {
  const teacher = await openAs("teacher");

  // 1. The test of lesson 2, then the free task of lesson 4.
  await student.goto(LESSON_2);
  const test2 = student.locator(".passage-test", { hasText: "Самопроверка" });
  await test2.getByLabel("<class 'str'>").check();
  await test2.getByRole("button", { name: "Ответить" }).click();
  await expect(test2.getByText(/Результат: 1 из 1/)).toBeVisible();
  await student.goto(LESSON_4);
  await answer(taskBlock(student), "for i in range(1, 10):\n    print(*[i * j for j in range(1, 10)])");

  // 2. The teacher finds it from the course list down and sends it back with a comment.
  await teacher.goto("/availableCourses");
  await teacher.getByRole("link", { name: "Основы Python", exact: true }).click();
  await teacher.getByRole("link", { name: "Управляющие конструкции" }).click();
  await teacher.getByRole("link", { name: "Циклы" }).click();
  await teacher.getByRole("link", { name: "Практика: циклы" }).click();
  await expect(teacher).toHaveURL(new RegExp(`${TASK_3}$`));
  await teacher.getByRole("link", { name: /Сергей Иванов/ }).click();
  await expect(teacher.locator(".check-panel")).toContainText("print(*[i * j for j in range(1, 10)])");
  await teacher.getByLabel("Комментарий").fill(COMMENT);
  await teacher.getByRole("button", { name: "Отправить на доработку" }).click();
  await expect(teacher.getByText("Работа отправлена на доработку")).toBeVisible();

  // 3. The student sees the rework and the comment, and answers again.
  const reworked = await freeTask(student);
  await expect(reworked.getByText("На доработке", { exact: true })).toBeVisible();
  await expect(reworked.getByText(COMMENT).first()).toBeVisible();
  await answer(reworked, "for i in range(1, 10):\n    print(' '.join(f'{i * j:3}' for j in range(1, 10)))");

  // 4. The teacher sees the second attempt and accepts.
  await teacher.reload();
  const panel = teacher.locator(".check-panel");
  await expect(panel.getByRole("heading", { level: 4, name: /Попытка 2/ })).toBeVisible();
  await expect(panel.locator(".check-feedback").first()).toContainText(COMMENT);
  await teacher.getByLabel("Комментарий").fill("Отлично, принято.");
  await teacher.getByRole("button", { name: "Принять" }).click();
  await expect(teacher.getByText("Работа принята")).toBeVisible();
  await shot(teacher, "review-loop-teacher.png", { fullPage: true });

  // 5. The student sees it accepted; his statistics moved; the lesson waits for its other blocks.
  const accepted = await freeTask(student);
  await expect(accepted.getByText("Принято", { exact: true }).first()).toBeVisible();
  await expect(student.locator(".lesson-header").getByText("В процессе", { exact: true })).toBeVisible();
  await shot(student, "review-loop-student.png", { fullPage: true });
  // The seed has one of his tasks on review and one sent back, none accepted: now one is. The page
  // loads its statistics for the first time in this browser, so they are the server's.
  await student.goto("/usersStatistics");
  await expect(ownStatistics(student).getByText(/^Задания: /)).toHaveText(
    "Задания: принято 1, на доработке 1, на проверке 1",
  );
});
