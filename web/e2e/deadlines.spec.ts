import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { apiAs } from "./support/api";
import { expect, test } from "./support/fixtures";
import { SHOTS, shot } from "./support/screens";
import { shotAtWidth } from "./support/shot-at-width";

/**
 * Issue #37 "Done when", one journey on the demo seed of course 1 "Основы Python", the clock moved,
 * never waited: the owner sets, in `Настройки` → `Сроки`, a soft date on lesson 4's task "Практика:
 * циклы" and a hard one on lesson 2's "Практика: типы данных" (its free task sent back to
 * student@demo.ru for rework), both in two days at 23:59; the student sees them due in 2 days on the
 * course, the lesson and his "due next" list (with his calendar's private address); a day before he
 * has the reminder; past the dates he sends the soft one (the teacher's queue marks it late and
 * filters it), cannot send the hard one until the owner extends it for him, and then sends it.
 */
const LESSON_2 = "/myCourses/1/lessons/1/2";
const LESSON_4 = "/myCourses/1/lessons/2/4";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The calendar date of an instant in Moscow, as a date field takes it (`2026-11-29`). */
const moscowDay = (ms: number): string =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Moscow",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(ms));

/** The owner and the student read dates in Moscow time: their profiles' zone (timezone_id 2). */
const inMoscow = async (request: APIRequestContext, email: string): Promise<void> => {
  const api = apiAs(request, email);
  const me = (await (await api.get("/api/my-profile")).json()) as { data: { profile: { id: number } } };
  expect((await api.put(`/api/profile/${me.data.profile.id}`, { timezone_id: 2 })).status()).toBe(200);
};

const taskSection = (page: Page, name: string): Locator =>
  page.locator(".lesson-section", { has: page.getByRole("heading", { level: 3, name }) });

test.use({ as: "student", viewport: { width: 1366, height: 900 } });

test("deadlines: set by the owner, due in 2 days, reminded the day before, late under a soft date, closed under a hard one until extended", async ({
  page: student,
  openAs,
  request,
  time,
}) => {
  // The student's page counts the days left by its own clock: it moves with the server's.
  await time.install(student);
  await inMoscow(request, "owner@demo.ru");
  await inMoscow(request, "student@demo.ru");
  // The server's clock starts at real time; `moved` is how far the test has moved it.
  let moved = 0;
  const serverNow = () => Date.now() + moved;
  const advance = async (ms: number) => {
    moved += ms;
    await time.advance(ms);
  };
  const dueDay = moscowDay(serverNow() + 2 * DAY);
  const dueAt = Date.parse(`${dueDay}T23:59:00+03:00`);

  // 1. The student answers lesson 2's test (lesson 4 opens after it), before any date.
  await student.goto(LESSON_2);
  const check = student.locator(".passage-test", { hasText: "Самопроверка" });
  await check.getByLabel("<class 'str'>").check();
  await check.getByRole("button", { name: "Ответить" }).click();
  await expect(check.getByText(/Результат: 1 из 1/)).toBeVisible();

  // 2. The owner dates the two tasks in Настройки → Сроки, by the form.
  const owner = await openAs("owner");
  await owner.setViewportSize({ width: 1366, height: 900 });
  await owner.goto("/createdCourses/1/settings");
  const dates = owner.locator(".settings-deadlines");
  await expect(dates.getByRole("heading", { level: 2, name: "Сроки" })).toBeVisible();
  const addDate = dates.getByRole("group", { name: "Задать срок" });
  await addDate.getByLabel("Урок или задание").selectOption({ label: "— Задание «Практика: циклы»" });
  await addDate.getByLabel("Дата").fill(dueDay);
  await addDate.getByRole("button", { name: "Задать срок" }).click();
  await expect(owner.getByText("Срок сохранён")).toBeVisible();
  await addDate.getByLabel("Урок или задание").selectOption({ label: "— Задание «Практика: типы данных»" });
  await addDate.getByLabel("Дата").fill(dueDay);
  await addDate.getByLabel("Жёсткий срок: после него работу не принять").check();
  await addDate.getByRole("button", { name: "Задать срок" }).click();
  const plan = dates.getByRole("list", { name: "Сроки сдачи" });
  await expect(plan.getByRole("listitem")).toHaveCount(2);
  await expect(plan.getByRole("listitem").filter({ hasText: "Практика: типы данных" })).toContainText("Жёсткий");

  // 3. The student sees both due in 2 days: on the course's lessons, the lesson, and his list.
  await student.goto("/myCourses/1/lessons");
  const lesson4 = student.locator(".outline-lesson", {
    has: student.getByRole("link", { name: "Циклы", exact: true }),
  });
  await expect(lesson4.locator(".due-note")).toContainText(/^Сдать до \d+ \S+, 23:59 \(через 2 дня\)$/);
  await lesson4.getByRole("link", { name: "Циклы", exact: true }).click();
  const loops = taskSection(student, "Практика: циклы");
  await expect(loops.locator(".due-note")).toHaveText(/^Сдать до \d+ \S+, 23:59 \(через 2 дня\)$/);
  await shot(student, "deadlines-lesson-1366.png", { fullPage: true });
  await shotAtWidth(student, "deadlines-lesson-390.png", { fullPage: true });
  await student.getByRole("navigation", { name: "Меню кабинета" }).getByRole("link", { name: "Сроки сдачи" }).click();
  const toSend = student.getByRole("region", { name: "Нужно сдать" }).getByRole("listitem");
  await expect(toSend.filter({ hasText: "Практика: циклы" })).toContainText(
    /Основы Python · Циклы\s*Сдать до \d+ \S+, 23:59 \(через 2 дня\)/,
  );
  await expect(student.locator(".deadline-row", { hasText: "Практика: типы данных" })).toContainText("23:59");
  await shot(student, "deadlines-list-1366.png", { fullPage: true });
  await shotAtWidth(student, "deadlines-list-390.png", { fullPage: true });
  await student.getByRole("button", { name: "Показать адрес" }).click();
  await expect(student.getByLabel("Адрес календаря")).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[\w-]+\.ics$/);

  // 4. A day before (23 hours left): the reminder, in the bell's list.
  const bell = student.getByTestId("notification-bell");
  await expect(bell.getByTestId("notification-count")).toHaveCount(0);
  await advance(dueAt - serverNow() - 23 * HOUR);
  await expect(bell.getByTestId("notification-count")).toBeVisible();
  await bell.click();
  await expect(
    student.getByRole("link", { name: "Меньше суток до срока сдачи: «Практика: циклы», курс «Основы Python»" }),
  ).toBeVisible();

  // 5. Past the dates: the soft one still takes the work, marked late.
  await advance(24 * HOUR);
  await student.goto(LESSON_4);
  const late = taskSection(student, "Практика: циклы");
  await expect(late.locator(".due-note")).toContainText("Работу ещё примут, но с отметкой «Сдано с опозданием».");
  await late.getByLabel("Ответ", { exact: true }).fill("for i in range(1, 10): print(i)");
  await late.getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(late.getByText("На проверке", { exact: true })).toBeVisible();
  await expect(late.locator(".due-note")).toContainText("Сдано с опозданием");

  // 6. The teacher's queue marks it and keeps only late works when asked.
  const teacher = await openAs("teacher");
  await teacher.setViewportSize({ width: 1366, height: 900 });
  await teacher.goto("/availableCourses/queue");
  await teacher.getByLabel("Срок сдачи").selectOption({ label: "Сдано с опозданием" });
  await expect(teacher).toHaveURL(/late=1/);
  const works = teacher.getByRole("list", { name: "Работы" }).getByRole("listitem");
  await expect(works).toHaveCount(1);
  await expect(works.first()).toContainText("Сергей Иванов");
  await expect(works.first()).toContainText("Практика: циклы");
  await expect(works.first()).toContainText("Сдано с опозданием");
  await shot(teacher, "deadlines-queue-1366.png");
  await shotAtWidth(teacher, "deadlines-queue-390.png", { fullPage: true });

  // 7. The hard one is closed: said plainly, the button off.
  await student.goto(LESSON_2);
  const closed = taskSection(student, "Практика: типы данных");
  await expect(closed.locator(".due-note")).toHaveText(
    /^Срок сдачи истёк \d+ \S+ в 23:59\. Работу больше не принимают\.$/,
  );
  const area = closed.locator(".passage-task", { hasText: "Калькулятор площади" });
  await expect(area.getByRole("button", { name: "Отправить на проверку" })).toBeDisabled();
  await shot(closed, "deadlines-closed-1366.png");

  // 8. The owner extends lesson 2 for him until tomorrow, 23:59.
  const extend = dates.getByRole("group", { name: "Продлить срок" });
  await extend.getByLabel("Кому").selectOption({ label: "Сергей Иванов" });
  await extend.getByLabel("Что продлить").selectOption({ label: "Урок 2. Переменные и типы данных" });
  await extend.getByLabel("Новый срок: дата").fill(moscowDay(serverNow() + DAY));
  await extend.getByRole("button", { name: "Продлить срок" }).click();
  await expect(dates.getByRole("list", { name: "Продления" })).toContainText("Ученик: Сергей Иванов");
  await shot(dates, "deadlines-settings-1366.png");
  if (SHOTS) {
    await owner.setViewportSize({ width: 390, height: 844 });
    await shot(dates, "deadlines-settings-390.png");
    await owner.setViewportSize({ width: 1366, height: 900 });
  }

  // 9. The student sends it now, on time by his extended date.
  await student.goto(LESSON_2);
  const reopened = taskSection(student, "Практика: типы данных");
  await expect(reopened.locator(".due-note")).toContainText(/^Сдать до \d+ \S+, 23:59 \(завтра\)/);
  await expect(reopened.locator(".due-note")).toContainText("Срок продлён");
  const calculator = reopened.locator(".passage-task", { hasText: "Калькулятор площади" });
  await calculator.getByLabel("Ответ", { exact: true }).fill("print(int(input()) * int(input()))");
  await calculator.getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(calculator.getByText("На проверке", { exact: true })).toBeVisible();
});
