import type { Page } from "@playwright/test";
import { DEFAULT_DEBOUNCE_MS } from "../src/lib/authoring/save-scheduler";
import { expect, test, type Time } from "./support/fixtures";
import { lastMailTo, registerStudent, uniqueEmail } from "./support/accounts";
import { apiAs } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { expectModalClosed } from "./support/modal-closing";
import { navigateInApp } from "./support/navigate";
import { createDraftCourse } from "./support/school-courses";
import { shot } from "./support/screens";

const openTab = async (page: Page, courseID: number, tab: "users" | "settings", heading: string) => {
  await page.goto(`/createdCourses/${courseID}/${tab}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
};

/** As `openTab`, inside the app already open (no page load). */
const openTabInApp = async (page: Page, courseID: number, tab: "users" | "settings", heading: string) => {
  await navigateInApp(page, `/createdCourses/${courseID}/${tab}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
};

/**
 * The course's autosave after the test's last change, which the page already shows: time moves over
 * the pause before the save (save-scheduler.ts) instead of waiting it out, and the save is answered.
 */
const expectAutosaved = async (page: Page, time: Time) => {
  await time.advance(DEFAULT_DEBOUNCE_MS);
  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
};

test.describe("the owner", () => {
  test.use({ as: "owner" });

  // One journey on one seed: each step makes its own empty draft course, so none sees what another changed;
  // the second and third open theirs in the app (no new page load).
  test("the owner's course users and settings: invitations, link and seats; flags, payments and teachers; removing a student", async ({
    page,
    request,
    context,
    baseURL,
    time,
  }, info) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await time.install(page);

    await test.step("the owner invites a student, revokes, shares the link and sets seats", async () => {
      const courseID = await createDraftCourse(request, "Курс с приглашениями");
      await openTab(page, courseID, "users", "Пригласить по E-mail");

      await page.getByRole("button", { name: "Пригласить" }).click();
      await expect(page.getByText("Обязательное поле")).toBeVisible();
      await page.getByRole("textbox", { name: "E-mail" }).fill("не-адрес");
      await page.getByRole("button", { name: "Пригласить" }).click();
      await expect(page.getByText("Некорректный Email")).toBeVisible();

      const email = uniqueEmail("invited");
      await page.getByRole("textbox", { name: "E-mail" }).fill(email);
      await page.getByLabel("Роль").selectOption("student");
      await page.getByRole("button", { name: "Пригласить" }).click();
      await expect(page.getByText(`Приглашение отправлено на ${email}`)).toBeVisible();
      await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("");
      const invitations = page.getByRole("list", { name: "Приглашения" });
      await expect(invitations.getByText(email)).toBeVisible();
      await expect(invitations.getByText("Ожидает ответа")).toBeVisible();
      const mail = await lastMailTo(request, email);
      expect(mail.kind).toBe("invitation");
      expect(mail.link).toContain("/invite/");

      await page.getByRole("button", { name: `Отозвать приглашение для ${email}` }).click();
      // Revoking cannot be undone: the modal asks first.
      const ask = page.getByRole("dialog", { name: `Отозвать приглашение для ${email}?` });
      await ask.getByRole("button", { name: "Отозвать" }).click();
      await expectModalClosed(ask, time);
      await expect(invitations.getByText("Отозвано")).toBeVisible();

      const link = page.getByLabel("Ссылка", { exact: true });
      await expect(page.getByRole("button", { name: "Скопировать ссылку" })).toBeDisabled();
      await page.getByRole("button", { name: "Создать ссылку" }).click();
      await expect(link).toHaveValue(/\/join\/.+/);
      await page.getByRole("button", { name: "Скопировать ссылку" }).click();
      await expect(page.getByText("Ссылка скопирована")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
      const first = await link.inputValue();
      await page.getByRole("button", { name: "Создать новую ссылку" }).click();
      const rotate = page.getByRole("dialog", { name: "Создать новую ссылку?" });
      await rotate.getByRole("button", { name: "Создать новую ссылку" }).click();
      await expectModalClosed(rotate, time);
      await expect(link).not.toHaveValue(first);

      const seats = page.getByLabel("Количество мест", { exact: true });
      await expect(seats).toBeDisabled();
      await page.getByLabel("Ограничить количество мест").check();
      await seats.fill("x12");
      // SPEC §5: a first character that is neither a digit nor a plus is dropped.
      await expect(seats).toHaveValue("12");
      await expectAutosaved(page, time);

      await expectNoSeriousViolations(page);
      await shot(page, `course-users-${info.project.name}.png`, { fullPage: true });
      const shared = await link.inputValue();
      await page.reload();
      await expect(seats).toHaveValue("12");
      await expect(page.getByLabel("Ограничить количество мест")).toBeChecked();
      await expect(link).toHaveValue(shared);
    });

    await test.step("the owner flips the settings flags, payments and teachers", async () => {
      const courseID = await createDraftCourse(request, "Курс с настройками");
      await openTabInApp(page, courseID, "settings", "Прохождение курса");

      // SPEC §5 defaults.
      await expect(page.getByRole("switch", { name: "Доступ к курсу открыт" })).toBeChecked();
      await expect(page.getByRole("switch", { name: "Показывать однокурсников" })).toBeChecked();
      for (const off of [
        "Комментарии",
        "Последовательное открытие уроков",
        "Лонгрид",
        "Запретить повторное прохождение тестов",
        "Только по приглашению",
      ]) {
        await expect(page.getByRole("switch", { name: off })).not.toBeChecked();
      }

      await page.getByRole("switch", { name: "Комментарии" }).click();
      await page.getByRole("switch", { name: "Доступ к курсу открыт" }).click();
      await page.getByRole("switch", { name: "Только по приглашению" }).click();
      await page.getByRole("switch", { name: "Банковская карта" }).click();
      await expect(page.getByRole("switch", { name: "Комментарии" })).toBeChecked();
      await expect(page.getByRole("switch", { name: "Доступ к курсу открыт" })).not.toBeChecked();
      await expect(page.getByRole("switch", { name: "Только по приглашению" })).toBeChecked();
      await expect(page.getByRole("switch", { name: "Банковская карта" })).toBeChecked();

      const teacher = page
        .getByRole("group", { name: "Преподаватели курса" })
        .getByRole("checkbox", { name: "Татьяна Васильева" });
      await teacher.check();
      await expect(teacher).toBeChecked();
      await expectAutosaved(page, time);
      await shot(page, `course-settings-${info.project.name}.png`, { fullPage: true });

      await page.reload();
      await expect(page.getByRole("switch", { name: "Комментарии" })).toBeChecked();
      await expect(page.getByRole("switch", { name: "Доступ к курсу открыт" })).not.toBeChecked();
      await expect(page.getByRole("switch", { name: "Банковская карта" })).toBeChecked();
      await expect(teacher).toBeChecked();
    });

    await test.step("the owner removes a student from the course after confirming", async () => {
      const courseID = await createDraftCourse(request, "Курс с учеником");
      const student = await registerStudent(request, "leaving");
      const invited = await apiAs(request, "owner@demo.ru").post(`/api/courses/${courseID}/invitations`, {
        emails: [student.email],
        role: "student",
      });
      expect(invited.status()).toBe(201);
      const token = (await lastMailTo(request, student.email)).link?.split("/invite/")[1] ?? "";
      expect((await student.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200);

      await openTabInApp(page, courseID, "users", "Участники курса");
      const students = page.getByRole("list", { name: "Ученики курса" });
      await expect(students.getByText(student.email)).toBeVisible();
      await students.getByRole("button", { name: "Удалить из курса: Пётр Тестов" }).click();
      const dialog = page.getByRole("dialog", { name: "Удалить ученика из курса?" });
      await dialog.getByRole("button", { name: "Удалить", exact: true }).click();
      await expect(page.getByText("Пётр Тестов больше не участвует в курсе")).toBeVisible();
      await expect(page.getByText("На курс пока никто не записан.")).toBeVisible();
    });
  });
});

test.describe("an assigned teacher", () => {
  test.use({ as: "teacher" });

  test("an assigned teacher sees course 1's settings read-only and its users without the invite form", async ({
    page,
  }) => {
    await openTab(page, 1, "settings", "Прохождение курса");
    await expect(page.getByRole("switch", { name: "Комментарии" })).toBeDisabled();
    await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "Пользователи" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Участники курса" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Пригласить" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Ученики курса" }).getByText("student@demo.ru")).toBeVisible();
  });
});
