import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { lastMailTo, registerStudent, uniqueEmail } from "./support/accounts";
import { signInAs } from "./support/sign-in";
import { apiAs } from "./support/api";
import { screenPath } from "./support/screens";
import { MOBILE } from "./support/mobile";
import { expectNoSeriousViolations } from "./support/axe";

// Other specs share this server: the students added here join a draft course made by this spec,
// and the groups made here have names of their own.

const PER_PAGE = 10;

const owner = (request: APIRequestContext) => apiAs(request, "owner@demo.ru");

const createCourse = async (request: APIRequestContext, name: string): Promise<number> => {
  const response = await owner(request).post("/api/courses", { name });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
};

const studentsTotal = async (request: APIRequestContext): Promise<number> => {
  const response = await owner(request).get("/api/students?per_page=1");
  return ((await response.json()) as { meta: { total: number } }).meta.total;
};

/** A new student, invited to the course by the owner and enrolled by accepting. */
const enrolNewStudent = async (request: APIRequestContext, courseId: number): Promise<void> => {
  const student = await registerStudent(request, "students-paging");
  const invited = await owner(request).post(`/api/courses/${courseId}/invitations`, {
    emails: [student.email],
    role: "student",
  });
  expect(invited.status()).toBe(201);
  const link = (await lastMailTo(request, student.email)).link ?? "";
  const accepted = await student.api.post(`/api/invitations/${link.split("/").pop() ?? ""}/accept`);
  expect(accepted.status()).toBe(200);
};

const rows = (page: Page) => page.getByTestId("student-row");

const openStudents = async (page: Page, email = "owner@demo.ru") => {
  await signInAs(page, email);
  await page.goto("/students");
  await expect(page.getByRole("heading", { level: 1, name: "Ученики" })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
};

test("search narrows the list and a row opens the student's courses", MOBILE, async ({ page, request }, info) => {
  await openStudents(page);
  await page.screenshot({ path: screenPath(`students-${info.project.name}.png`), fullPage: true });
  await expectNoSeriousViolations(page);

  await page.getByLabel("Поиск").fill("петрова");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("anna.petrova@demo.ru");
  await page.getByLabel("Поиск").fill("student@demo");
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole("button", { name: "Сергей Иванов" }).click();
  const dialog = page.getByRole("dialog", { name: "Сергей Иванов" });
  // Other tests move this student on meanwhile: the bar shows what the API answers now.
  const details = await owner(request).get("/api/students/5");
  const python = (
    (await details.json()) as { data: { courses: Array<{ id: number; progress: number }> } }
  ).data.courses.find((c) => c.id === 1);
  await expect(dialog.getByRole("progressbar", { name: "Прогресс по курсу «Основы Python»" })).toHaveAttribute(
    "value",
    String(python?.progress),
  );
  await expect(dialog.getByText("Завершён")).toBeVisible();
  await page.screenshot({ path: screenPath(`student-details-${info.project.name}.png`) });
  await expectNoSeriousViolations(page, "[role=dialog]");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.getByLabel("Поиск").fill("нет-такого-ученика");
  await expect(page.getByText("Учеников не найдено")).toBeVisible();
});

test("'Вперёд' and 'Назад' turn the pages", async ({ page, request }) => {
  const courseId = await createCourse(request, `Курс для страниц ${Date.now().toString(36)}`);
  const missing = PER_PAGE + 1 - (await studentsTotal(request));
  for (let i = 0; i < missing; i += 1) await enrolNewStudent(request, courseId);

  await openStudents(page);
  await expect(rows(page)).toHaveCount(PER_PAGE);
  const first = await rows(page).first().textContent();
  await expect(page.getByText(/^Страница 1 из \d+$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Назад" })).toBeDisabled();
  await page.getByRole("button", { name: "Вперёд" }).click();
  await expect(page.getByText(/^Страница 2 из \d+$/)).toBeVisible();
  await expect(rows(page).first()).not.toHaveText(first ?? "");
  await page.getByRole("button", { name: "Назад" }).click();
  await expect(page.getByText(/^Страница 1 из \d+$/)).toBeVisible();
  await expect(rows(page).first()).toHaveText(first ?? "");
});

test("a group is created, named uniquely, and gets a selected student", async ({ page }, info) => {
  const name = `Группа ${info.project.name} ${Date.now().toString(36)}`;
  await openStudents(page);
  await page.getByRole("tab", { name: "Группы" }).click();
  const create = page.getByRole("button", { name: "Создать группу" });
  await create.click();
  await expect(page.getByText("Обязательное поле")).toBeVisible();
  await page.getByLabel("Название группы").fill("утренняя группа");
  await create.click();
  await expect(page.getByText("Группа с таким названием уже есть")).toBeVisible();
  await page.getByLabel("Название группы").fill(name);
  await create.click();
  await expect(page.getByText("Группа создана")).toBeVisible();
  const groups = page.getByRole("list", { name: "Группы" });
  await expect(groups.getByText(name)).toBeVisible();
  await page.screenshot({ path: screenPath(`groups-${info.project.name}.png`) });
  await expectNoSeriousViolations(page);

  await page.getByRole("tab", { name: "Ученики" }).click();
  await page.getByLabel("Поиск").fill("anna.petrova");
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole("checkbox", { name: "Выбрать: Анна Петрова" }).check();
  await page.getByLabel("Добавить в группу").selectOption({ label: name });
  await page.getByRole("button", { name: "Добавить", exact: true }).click();
  await expect(page.getByText(`Ученики добавлены в группу «${name}»`)).toBeVisible();
  await expect(rows(page).first().getByText(name)).toBeVisible();

  await page.getByLabel("Поиск").fill("");
  await page.getByLabel("Группа", { exact: true }).selectOption({ label: name });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("anna.petrova@demo.ru");
});

test("'Пригласить ученика' sends an invitation to one of the caller's courses", async ({ page, request }) => {
  const course = `Курс для приглашения ${Date.now().toString(36)}`;
  await createCourse(request, course);
  const email = uniqueEmail("invited");
  await openStudents(page);
  await page.getByRole("button", { name: "Пригласить ученика" }).click();
  const dialog = page.getByRole("dialog", { name: "Пригласить ученика" });
  await dialog.getByRole("button", { name: "Пригласить" }).click();
  await expect(dialog.getByText("Обязательное поле")).toHaveCount(2);
  await dialog.getByLabel("E-mail").fill("не-адрес");
  await dialog.getByLabel("Курс").selectOption({ label: course });
  await dialog.getByRole("button", { name: "Пригласить" }).click();
  await expect(dialog.getByText("Некорректный Email")).toBeVisible();
  await expectNoSeriousViolations(page, "[role=dialog]");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Пригласить" }).click();
  await expect(page.getByText(`Приглашение отправлено на ${email}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await lastMailTo(request, email)).kind).toBe("invitation");
});

test("a teacher sees the students list only", async ({ page }) => {
  await openStudents(page, "teacher@demo.ru");
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Пригласить ученика" })).toHaveCount(0);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
});
