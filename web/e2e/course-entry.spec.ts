import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { lastMailTo, registerStudent, uniqueEmail } from "./support/accounts";
import { apiAs } from "./support/api";
import { publishWithSettings } from "./support/published-course";
import { shot } from "./support/screens";
import { emptyStorage, switchAccount } from "./support/switch-account";

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

/**
 * Issue #30: getting into a course lands in its first lesson with the content shown, in one click: no
 * lesson list in between, no `Урок ещё не начат` with a second `Начать урок` (opening starts the lesson).
 */
const expectFirstContent = async (page: Page, courseId: number): Promise<void> => {
  await expect(page).toHaveURL(new RegExp(`/myCourses/${courseId}/lessons/[^/]+/[^/?#]+`));
  await expect(page.locator(".lesson-page .passage-block").first()).toBeVisible();
  await expect(page.getByText(/Урок ещё не начат/)).toHaveCount(0);
  // The first lesson of the course: nothing before it.
  await expect(page.getByRole("navigation", { name: "Соседние уроки" }).getByRole("link")).toHaveText([
    "Следующий урок →",
  ]);
};

// One journey on one seed, signed out at the start of each step: each registers a new person of its own
// into a course of its own (1, 3, 6) through the form, and the next step empties the storage the step
// before left (support/switch-account.ts), as a fresh signed-out browser.
test("a new person gets in: from the catalogue, from a student's invitation, from a teacher's invitation", async ({
  page,
  request,
  baseURL,
}) => {
  await test.step("catalogue → course page → Записаться → register → back to the course → first lesson", async () => {
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
    await expect(page).toHaveURL(/\/myCourses\/1\/lessons\/1\/1\?showWelcomeModal=true$/);
    await closeWelcome(page);
    await expectFirstContent(page, 1);
  });

  await test.step("the owner's invitation e-mail → register with the invited e-mail → the course", async () => {
    const courseId = 3;
    const email = uniqueEmail("invitee");
    const owner = apiAs(request, "owner@demo.ru");
    expect(
      (await owner.post(`/api/courses/${courseId}/invitations`, { emails: [email], role: "student" })).status(),
    ).toBe(201);
    const mail = await lastMailTo(request, email);

    await emptyStorage(page);
    await page.goto("/dev/mail");
    await page.getByRole("link", { name: mail.link ?? "" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Приглашение на курс" })).toBeVisible();
    await expect(page.getByText("Алгоритмы и структуры данных")).toBeVisible();
    await expect(page.getByText("Школа «Демо-школа»")).toBeVisible();
    await page.getByRole("link", { name: "Зарегистрироваться" }).click();
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    // Issue #30: back from registering, the invitation is accepted without another click.
    await registerHere(page, null);
    await expect(page).toHaveURL(/showWelcomeModal=true$/);
    await closeWelcome(page);
    await expectFirstContent(page, courseId);
    await shot(page, "course-entry-invited-lesson.png");
  });

  await test.step("a teacher invitation to a new person: register, accept, and check work on /availableCourses", async () => {
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
    await emptyStorage(page);
    await page.goto(new URL(mail.link ?? "", baseURL).pathname);
    await expect(page.getByText("Вас приглашают преподавателем на курс")).toBeVisible();
    await page.getByRole("link", { name: "Зарегистрироваться" }).click();
    await registerHere(page, null);
    await expect(page).toHaveURL(/\/availableCourses\?showWelcomeModal=true$/);
    await closeWelcome(page);
    await expect(page.getByText("Графический дизайн: композиция и цвет").first()).toBeVisible();
  });
});

test.describe("starting as the owner who shares the course's access link", () => {
  test.use({ as: "owner" });

  // One journey on one seed: the owner's page makes course 7's link, then the same page is a new
  // buyer's (signed in on emptied storage, support/switch-account.ts) for course 13.
  test("the owner's access link → sign in → the course; a paid course → Купить → the course", async ({
    page,
    request,
    openAs,
    signIn,
  }) => {
    await test.step("the access link from the Пользователи tab → sign in → the course", async () => {
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
      // Issue #30: back from signing in, he joins without another click.
      await expectFirstContent(visitor, courseId);
    });

    await test.step("a paid course → Купить → the course", async () => {
      const courseId = 13;
      const student = await registerStudent(request, "buyer");
      await switchAccount(page, signIn, student);
      await page.goto(`/landing/courses/${courseId}`);
      await expect(page.getByText("3 900 ₽")).toBeVisible();
      await expect(page.getByText(/стенд разработки/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Записаться" })).toHaveCount(0);
      await page.getByRole("button", { name: "Купить" }).click();
      await expectFirstContent(page, courseId);
      const orders = await student.api.get(`/api/courses/${courseId}/offer`);
      expect(((await orders.json()) as { data: { enrolled: boolean } }).data.enrolled).toBe(true);
    });
  });
});

/** Course 14 with `free` seats left: its limit set from the students it has now, published as the owner would. */
const leaveSeats = async (request: APIRequestContext, courseId: number, free: number): Promise<void> => {
  await publishWithSettings(request, courseId, { accesses: { isSetMaxCount: true, maxCount: "1000" } });
  const offer = await apiAs(request, "owner@demo.ru").get(`/api/courses/${courseId}/offer`);
  const left = ((await offer.json()) as { data: { seats_left: number } }).data.seats_left;
  const taken = 1000 - left;
  await publishWithSettings(request, courseId, { accesses: { isSetMaxCount: true, maxCount: String(taken + free) } });
};

// One journey on one seed, in windows of its own (no page of the test's): the full course's step comes
// after the race for course 14's last seat, and sets the seats from the students the course has by
// then (leaveSeats).
test("course 14's seats: the race for the last one, then a full course that is never a dead end", async ({
  request,
  openAs,
  baseURL,
}, info) => {
  await test.step("two students race for the last seat: one gets it, the other is told there are none", async () => {
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
      if (new URL(p.url()).pathname.startsWith(`/myCourses/${courseId}/`)) return "enrolled";
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

  await test.step("a full course by invitation and by link: said before registering, never a dead end after; the owner is warned", async () => {
    const courseId = 14;
    const full = "Свободных мест нет.";
    await leaveSeats(request, courseId, 1);
    const owner = apiAs(request, "owner@demo.ru");

    // 1. Invited while one seat is left; the seat goes to someone else while he fills in the form.
    const email = uniqueEmail("late-invitee");
    expect(
      (await owner.post(`/api/courses/${courseId}/invitations`, { emails: [email], role: "student" })).status(),
    ).toBe(201);
    const invited = await openAs(null);
    await invited.goto(new URL((await lastMailTo(request, email)).link ?? "", baseURL).pathname);
    await expect(invited.getByText(full)).toHaveCount(0);
    await invited.getByRole("link", { name: "Зарегистрироваться" }).click();
    const other = await registerStudent(request, "seat-taker");
    expect((await other.api.post(`/api/courses/${courseId}/enrolments`)).status()).toBeLessThan(300);
    await registerHere(invited, null);
    // Back on the invitation: it says the course is full and leads on, with no button that can only be refused.
    await expect(invited).toHaveURL(/\/invite\//);
    await expect(invited.getByRole("alert").filter({ hasText: full })).toBeVisible();
    await expect(invited.getByRole("button", { name: "Принять приглашение" })).toHaveCount(0);
    await shot(invited, `course-full-invitation-${info.project.name}.png`, { fullPage: true });
    await invited.getByRole("link", { name: "Страница курса" }).click();
    await expect(invited.getByText("Свободных мест нет: запись на курс закончилась.")).toBeVisible();
    // The course page still lets him read its trial lesson (issue #30: `Пробный урок` opens for anyone).
    await invited.getByRole("link", { name: "О курсе", exact: true }).click();
    await expect(invited).toHaveURL(new RegExp(`/landing/courses/${courseId}\\?trial=`));
    await expect(invited.getByRole("heading", { level: 2, name: "О курсе" })).toBeVisible();
    await expect(invited.getByText(/Что вы узнаете и как устроено обучение/)).toBeVisible();
    await shot(invited, `course-trial-lesson-${info.project.name}.png`, { fullPage: true });

    // 2. The owner is told before inviting anyone else.
    const ownerPage = await openAs("owner");
    await ownerPage.goto(`/createdCourses/${courseId}/users`);
    await expect(ownerPage.getByText(/Свободных мест нет: приглашённые ученики не смогут записаться/)).toBeVisible();
    await shot(ownerPage, `course-full-owner-${info.project.name}.png`);

    // 3. The access link says it before registering; once a seat is added, registering through it enrols at once.
    const link = (await (await owner.post(`/api/courses/${courseId}/access-link`)).json()) as {
      data: { link: string };
    };
    const visitor = await openAs(null);
    await visitor.goto(new URL(link.data.link, baseURL).pathname);
    await expect(visitor.getByRole("alert").filter({ hasText: full })).toBeVisible();
    await expect(visitor.getByRole("main").getByRole("link", { name: "Зарегистрироваться" })).toHaveCount(0);
    await shot(visitor, `course-full-link-${info.project.name}.png`, { fullPage: true });
    await leaveSeats(request, courseId, 1);
    await visitor.reload();
    await visitor.getByRole("main").getByRole("link", { name: "Зарегистрироваться" }).click();
    await registerHere(visitor, uniqueEmail("by-link-seat"));
    await closeWelcome(visitor);
    await expectFirstContent(visitor, courseId);
  });
});
