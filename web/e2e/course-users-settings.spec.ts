import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { lastMailTo, registerStudent, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { screenPath } from "./support/screens";
import { signInAs } from "./support/sign-in";
import { apiAs } from "./support/api";

/** A fresh draft of the owner's school (POST /api/courses). */
const createCourse = async (request: APIRequestContext, name: string): Promise<string> => {
  const created = await apiAs(request, "owner@demo.ru").post("/api/courses", { name });
  expect(created.status()).toBe(201);
  return String(((await created.json()) as { data: { id: number } }).data.id);
};

const openTab = async (page: Page, courseID: string, tab: "users" | "settings", heading: string) => {
  await page.goto(`/createdCourses/${courseID}/${tab}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
};

test("the owner invites a student, revokes, shares the link and sets seats", async ({
  page,
  request,
  context,
  baseURL,
}, info) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const courseID = await createCourse(request, "Курс с приглашениями");
  await signInAs(page, "owner@demo.ru");
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
  await expect(ask).toBeHidden();
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
  await expect(rotate).toBeHidden();
  await expect(link).not.toHaveValue(first);

  const seats = page.getByLabel("Количество мест", { exact: true });
  await expect(seats).toBeDisabled();
  await page.getByLabel("Ограничить количество мест").check();
  await seats.fill("x12");
  // SPEC §5: a first character that is neither a digit nor a plus is dropped.
  await expect(seats).toHaveValue("12");

  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenPath(`course-users-${info.project.name}.png`), fullPage: true });

  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
  const shared = await link.inputValue();
  await page.reload();
  await expect(seats).toHaveValue("12");
  await expect(page.getByLabel("Ограничить количество мест")).toBeChecked();
  await expect(link).toHaveValue(shared);
});

test("the owner flips the settings flags, payments and teachers", async ({ page, request }, info) => {
  const courseID = await createCourse(request, "Курс с настройками");
  await signInAs(page, "owner@demo.ru");
  await openTab(page, courseID, "settings", "Прохождение курса");

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

  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenPath(`course-settings-${info.project.name}.png`), fullPage: true });

  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
  await page.reload();
  await expect(page.getByRole("switch", { name: "Комментарии" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Доступ к курсу открыт" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Банковская карта" })).toBeChecked();
  await expect(teacher).toBeChecked();
});

test("an assigned teacher sees course 1's settings read-only and its users without the invite form", async ({
  page,
}) => {
  await signInAs(page, "teacher@demo.ru");
  await openTab(page, "1", "settings", "Прохождение курса");
  await expect(page.getByRole("switch", { name: "Комментарии" })).toBeDisabled();
  await openTab(page, "1", "users", "Участники курса");
  await expect(page.getByRole("button", { name: "Пригласить" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Ученики курса" }).getByText("student@demo.ru")).toBeVisible();
});

test("the owner removes a student from the course after confirming", async ({ page, request }) => {
  const courseID = await createCourse(request, "Курс с учеником");
  const student = await registerStudent(request, "leaving");
  const invited = await apiAs(request, "owner@demo.ru").post(`/api/courses/${courseID}/invitations`, {
    emails: [student.email],
    role: "student",
  });
  expect(invited.status()).toBe(201);
  const token = (await lastMailTo(request, student.email)).link?.split("/invite/")[1] ?? "";
  expect((await student.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200);

  await signInAs(page, "owner@demo.ru");
  await openTab(page, courseID, "users", "Участники курса");
  const students = page.getByRole("list", { name: "Ученики курса" });
  await expect(students.getByText(student.email)).toBeVisible();
  await students.getByRole("button", { name: "Удалить из курса: Пётр Тестов" }).click();
  const dialog = page.getByRole("dialog", { name: "Удалить ученика из курса?" });
  await dialog.getByRole("button", { name: "Удалить", exact: true }).click();
  await expect(page.getByText("Пётр Тестов больше не участвует в курсе")).toBeVisible();
  await expect(page.getByText("На курс пока никто не записан.")).toBeVisible();
});
