import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { lastMailTo, registerStudent, uniqueEmail } from "./support/accounts";
import { apiAs } from "./support/api";
import { publishWithSettings } from "./support/published-course";
import { shot } from "./support/screens";

/** Registers through the real /register form; the e-mail may be prefilled by the page that sent him there. */
const registerHere = async (page: Page, email: string | null): Promise<void> => {
  await page.getByLabel("Имя и фамилия").fill("Вера Новикова");
  if (email !== null) await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Телефон").pressSequentially("9123456789");
  await page.getByLabel("Пароль", { exact: true }).fill("secret1");
  await page.getByLabel("Повторите пароль").fill("secret1");
  await page.getByRole("button", { name: "Зарегистрироваться" }).click();
};

/** The welcome modal a new registration lands with (SPEC §2), closed as a person does. */
const closeWelcome = async (page: Page): Promise<void> => {
  await expect(page.getByRole("heading", { name: "Регистрация прошла успешно" })).toBeVisible();
  await page.getByRole("button", { name: "Приступить к обучению" }).click();
  await expect(page.getByRole("heading", { name: "Регистрация прошла успешно" })).toHaveCount(0);
};

/** From the course screen to its first lesson, as a student clicks: `Начать`, then the first lesson of the outline. */
const openFirstLesson = async (page: Page): Promise<void> => {
  await page.getByRole("link", { name: "Начать", exact: true }).click();
  const first = page.locator("a.outline-lesson-name").first();
  const name = ((await first.textContent()) ?? "").trim();
  expect(name).not.toBe("");
  await first.click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
};

test("catalogue → course page → Записаться → register → back to the course → first lesson", async ({ page }) => {
  await page.goto("/course");
  const card = page.getByRole("article", { name: "Основы Python", exact: true });
  const cardLessons = await card.getByText(/\d+ урок/).textContent();
  await card.getByRole("link", { name: "Основы Python", exact: true }).click();
  await expect(page).toHaveURL(/\/landing\/courses\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Основы Python" })).toBeVisible();
  // One source for the lesson count: the catalogue card and the course page agree.
  await expect(page.locator(".landing-meta")).toContainText(cardLessons ?? "?");
  await expect(page.getByRole("heading", { name: "Содержание курса" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Отзывы" })).toBeVisible();

  await page.getByRole("link", { name: "Записаться" }).click();
  await expect(page).toHaveURL(/\/register\?next=/);
  await registerHere(page, uniqueEmail("catalogue"));
  await expect(page).toHaveURL(/\/myCourses\/1\?showWelcomeModal=true$/);
  await closeWelcome(page);
  await openFirstLesson(page);
});

test("the owner's invitation e-mail → register with the invited e-mail → the course", async ({ page, request }) => {
  const courseId = 3;
  const email = uniqueEmail("invitee");
  const owner = apiAs(request, "owner@demo.ru");
  expect(
    (await owner.post(`/api/courses/${courseId}/invitations`, { emails: [email], role: "student" })).status(),
  ).toBe(201);
  const mail = await lastMailTo(request, email);

  await page.goto("/dev/mail");
  await page.getByRole("link", { name: mail.link ?? "" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Приглашение на курс" })).toBeVisible();
  await expect(page.getByText("Алгоритмы и структуры данных")).toBeVisible();
  await expect(page.getByText("Школа «Демо-школа»")).toBeVisible();
  await page.getByRole("link", { name: "Зарегистрироваться" }).click();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await registerHere(page, null);
  await expect(page).toHaveURL(/\/invite\//);
  await page.getByRole("button", { name: "Принять приглашение" }).click();
  await expect(page).toHaveURL(new RegExp(`/myCourses/${courseId}\\?showWelcomeModal=true$`));
  await closeWelcome(page);
  await openFirstLesson(page);
  await shot(page, "course-entry-invited-lesson.png");
});

test("a teacher invitation to a new person: register, accept, and check work on /availableCourses", async ({
  page,
  request,
  baseURL,
}) => {
  const courseId = 6;
  const email = uniqueEmail("new-teacher");
  expect(
    (
      await apiAs(request, "owner@demo.ru").post(`/api/courses/${courseId}/invitations`, {
        emails: [email],
        role: "teacher",
      })
    ).status(),
  ).toBe(201);
  const mail = await lastMailTo(request, email);
  await page.goto(new URL(mail.link ?? "", baseURL).pathname);
  await expect(page.getByText("Вас приглашают преподавателем на курс")).toBeVisible();
  await page.getByRole("link", { name: "Зарегистрироваться" }).click();
  await registerHere(page, null);
  await page.getByRole("button", { name: "Принять приглашение" }).click();
  await expect(page).toHaveURL(/\/availableCourses\?showWelcomeModal=true$/);
  await closeWelcome(page);
  await expect(page.getByText("Графический дизайн: композиция и цвет").first()).toBeVisible();
});

test.describe("the owner shares the course's access link", () => {
  test.use({ as: "owner" });

  test("the access link from the Пользователи tab → sign in → the course", async ({ page, request, openAs }) => {
    const courseId = 7;
    await page.goto(`/createdCourses/${courseId}/users`);
    await page.getByRole("button", { name: "Создать ссылку" }).click();
    const link = page.getByLabel("Ссылка", { exact: true });
    await expect(link).toHaveValue(/\/join\/.+/);
    const url = new URL(await link.inputValue());

    const student = await registerStudent(request, "by-link");
    // A signed-out browser, signing in through the form the link's page offers: that is the journey.
    const visitor = await openAs(null);
    await visitor.goto(url.pathname);
    await expect(visitor.getByRole("heading", { level: 1, name: "Доступ к курсу по ссылке" })).toBeVisible();
    await expect(visitor.getByText("Интернет-маркетинг с нуля")).toBeVisible();
    await visitor.getByRole("main").getByRole("link", { name: "Войти" }).click();
    await visitor.getByLabel("E-mail").fill(student.email);
    await visitor.getByLabel("Пароль").fill(student.password);
    await visitor.getByRole("button", { name: "Войти" }).click();
    await expect(visitor).toHaveURL(new RegExp(`${url.pathname}$`));
    await visitor.getByRole("button", { name: "Присоединиться" }).click();
    await expect(visitor).toHaveURL(new RegExp(`/myCourses/${courseId}$`));
    await openFirstLesson(visitor);
  });
});

test("a paid course → Купить → the course", async ({ page, request, signIn }) => {
  const courseId = 13;
  const student = await registerStudent(request, "buyer");
  await signIn(page, student);
  await page.goto(`/landing/courses/${courseId}`);
  await expect(page.getByText("3 900 ₽")).toBeVisible();
  await expect(page.getByText(/стенд разработки/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Записаться" })).toHaveCount(0);
  await page.getByRole("button", { name: "Купить" }).click();
  await expect(page).toHaveURL(new RegExp(`/myCourses/${courseId}$`));
  await openFirstLesson(page);
  const orders = await student.api.get(`/api/courses/${courseId}/offer`);
  expect(((await orders.json()) as { data: { enrolled: boolean } }).data.enrolled).toBe(true);
});

test("two students race for the last seat: one gets it, the other is told there are none", async ({
  request,
  openAs,
}) => {
  const courseId = 14;
  await publishWithSettings(request, courseId, { accesses: { isSetMaxCount: true, maxCount: "1" } });
  const students = await Promise.all(["race-a", "race-b"].map((prefix) => registerStudent(request, prefix)));
  const pages = await Promise.all(students.map((student) => openAs(student)));
  for (const p of pages) {
    await p.goto(`/landing/courses/${courseId}`);
    await expect(p.getByText("Остался 1 свободное место")).toBeVisible();
  }
  await Promise.all(pages.map((p) => p.getByRole("button", { name: "Записаться" }).click()));
  // Each window ends in one of two states: in the course, or told that the seats are gone.
  const noSeats = "Свободных мест нет: запись на курс закончилась.";
  const outcome = async (p: Page): Promise<string> => {
    if (new URL(p.url()).pathname === `/myCourses/${courseId}`) return "enrolled";
    return (await p.getByText(noSeats).isVisible()) ? "refused" : "pending";
  };
  for (const p of pages) await expect.poll(() => outcome(p)).not.toBe("pending");
  const inCourse = await Promise.all(pages.map(async (p) => (await outcome(p)) === "enrolled"));
  expect(inCourse.filter(Boolean)).toHaveLength(1);
  const loser = pages[inCourse.indexOf(false)];
  if (loser === undefined) throw new Error("no window was refused");
  await expect(loser.getByText(noSeats)).toBeVisible();
  await expect(loser.getByRole("button", { name: "Записаться" })).toHaveCount(0);
});
