import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { apiAs } from "./support/api";
import { readPdf, shotPdf } from "./support/certificate-pdf";
import { enrolledStudent } from "./support/enrolled-student";
import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";
import { shotAtWidth } from "./support/shot-at-width";

/**
 * Issue #36 "Done when": a new student completes a small course, the teacher accepting his last
 * work; the certificate appears on his course and his profile; its PDF's text (PDF.js's extractor)
 * has his name and the number, and its QR code (jsQR on the image the PDF paints) is the
 * verification address; that page, signed out, says `Действителен`; after the owner revokes it in
 * the course's `Пользователи`, `Отозван`.
 */

type Block = { contentBlockID: string; content: { _tag: string } };
type Task = { taskContent: Block[] };
type Lesson = { lessonContent: Block[]; tasks: Task[] };
type Body = { moduleList: Array<{ lessons: Lesson[] }> };

/**
 * Course 1 "Основы Python" cut down by its owner to its first lesson with nothing but the free task
 * «Привет, мир», and published (its document, from the seed: `Сертификат о прохождении курса`).
 */
const smallCourse = async (request: APIRequestContext): Promise<void> => {
  const owner = apiAs(request, "owner@demo.ru");
  const answer = (await (await owner.get("/api/courses/1/content")).json()) as {
    data: { version: number; course: Body };
  };
  const { version, course } = answer.data;
  const [module] = course.moduleList;
  const [lesson] = module?.lessons ?? [];
  expect(lesson).toBeDefined();
  if (module === undefined || lesson === undefined) return;
  const tasks = lesson.tasks
    .map((task) => ({ ...task, taskContent: task.taskContent.filter((b) => b.content._tag === "freeTask") }))
    .filter((task) => task.taskContent.length > 0);
  const small = { ...course, moduleList: [{ ...module, lessons: [{ ...lesson, lessonContent: [], tasks }] }] };
  expect((await owner.put("/api/courses/1/content", { version, course: small })).status()).toBe(200);
  expect((await owner.post("/api/courses/1/publish")).status()).toBe(200);
};

const certificateCard = (page: Page): Locator =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Сертификат", exact: true }) });

/** The check page's form, from wherever the footer is: `Сертификаты`, the number, `Проверить сертификат`. */
const checkNumber = async (page: Page, number: string): Promise<void> => {
  await page.getByRole("contentinfo").getByRole("link", { name: "Сертификаты", exact: true }).click();
  await expect(page).toHaveURL(/\/certificates$/);
  await page.getByLabel("Номер сертификата").fill(number.toLowerCase());
  await page.getByRole("button", { name: "Проверить сертификат" }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${number}$`));
};

test("a new student completes a small course: his certificate on the course and the profile, its PDF and QR, verified signed out, then revoked", async ({
  page,
  request,
  signIn,
  openAs,
}) => {
  await smallCourse(request);
  const student = await enrolledStudent(request, "certificate");
  await signIn(page, student);

  // 1. His course says what is left; he sends the free task; now it waits for the teacher.
  await page.goto("/myCourses/1");
  await expect(certificateCard(page)).toContainText("Осталось: 1 задание сдать");
  await page.getByRole("link", { name: "Уроки и задания" }).click();
  await page.getByRole("link", { name: "Установка и первая программа" }).first().click();
  const task = page.locator(".passage-task", { hasText: "Привет, мир" });
  await task.getByLabel("Ответ", { exact: true }).fill('print("Привет, мир!")');
  await task.getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(task.getByText("На проверке", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Обзор" }).click();
  await expect(certificateCard(page)).toContainText("Осталось: 1 задание на проверке");

  // 2. The teacher accepts his work (the review desk's own call): the last step issues the certificate.
  const submissions = (await (await student.api.get("/api/my-courses/1/submissions")).json()) as {
    data: Array<{ id: number }>;
  };
  const [submission] = submissions.data;
  const teacher = apiAs(request, "teacher@demo.ru");
  expect((await teacher.post(`/api/submissions/${submission?.id}/accept`, { comment: "Принято" })).status()).toBe(200);

  // 3. His course shows it (the tab read anew), then his profile lists it with its PDF.
  await page.getByRole("link", { name: "Уроки и задания" }).click();
  await page.getByRole("link", { name: "Обзор" }).click();
  const card = certificateCard(page);
  await expect(card).toContainText("Курс пройден, выдан документ: Сертификат о прохождении курса");
  const number = ((await card.locator(".certificate-number").textContent()) ?? "").replace("№", "").trim();
  expect(number).toMatch(/^CP-\d{4}-[2-9A-Z]{8}$/);
  await expect(card.getByText("Действителен", { exact: true })).toBeVisible();
  await shotAtWidth(page, "certificates-course-1366.png", { width: 1366, fullPage: true });
  await shotAtWidth(page, "certificates-course-390.png", { width: 390, fullPage: true });
  await page.getByRole("link", { name: "Профиль" }).first().click();
  const mine = page.getByRole("list", { name: "Мои сертификаты" });
  await expect(mine.getByRole("listitem")).toHaveCount(1);
  await expect(mine).toContainText("Основы Python");
  await expect(mine).toContainText(number);
  const pdfLink = mine.getByRole("link", { name: "Скачать PDF" });
  await expect(pdfLink).toHaveAttribute("href", `/api/certificates/${number}/pdf`);
  await shotAtWidth(page, "certificates-profile-1366.png", { width: 1366, fullPage: true });
  await shotAtWidth(page, "certificates-profile-390.png", { width: 390, fullPage: true });

  // 4. The PDF the link gives, read back: his name and the number in its text, the address in its QR code.
  const pdf = await request.get((await pdfLink.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  const read = await readPdf(bytes);
  expect(read.text).toContain("Пётр Тестов");
  expect(read.text).toContain(number);
  const address = new URL(`/certificates/${number}`, page.url()).href;
  expect(read.qr).toEqual([address]);

  // 5. Signed out, the footer's `Сертификаты` checks the number: valid, for whom, what.
  const visitor = await openAs(null);
  await visitor.goto("/");
  await checkNumber(visitor, number);
  const verdict = visitor.locator(".certificate-card");
  await expect(verdict.getByText("Действителен", { exact: true })).toBeVisible();
  await expect(verdict).toContainText("Пётр Тестов");
  await expect(verdict).toContainText("Основы Python");
  await shotAtWidth(visitor, "certificates-valid-1366.png", { width: 1366, fullPage: true });
  await shotAtWidth(visitor, "certificates-valid-390.png", { width: 390, fullPage: true });

  // 6. The owner revokes it with a reason in the course's `Пользователи`.
  const owner = await openAs("owner");
  await owner.goto("/createdCourses/1/users");
  const issued = owner.getByRole("list", { name: "Выданные сертификаты" });
  await expect(issued).toContainText("Пётр Тестов");
  await issued.getByRole("button", { name: `Отозвать сертификат ${number}` }).click();
  const dialog = owner.getByRole("dialog", { name: "Отозвать сертификат" });
  await dialog.getByLabel("Причина").fill("Выдан по ошибке");
  await dialog.getByRole("button", { name: "Отозвать" }).click();
  await expect(owner.getByText(`Отозван сертификат ${number}`)).toBeVisible();
  await expect(issued.getByText("Отозван", { exact: true })).toBeVisible();
  await shot(issued, "certificates-staff-list.png");

  // 7. The visitor checks again: revoked; and the PDF is no longer given.
  await visitor.getByRole("link", { name: "Проверить другой номер" }).click();
  await visitor.getByLabel("Номер сертификата").fill(number);
  await visitor.getByRole("button", { name: "Проверить сертификат" }).click();
  await expect(visitor.locator(".certificate-card").getByText("Отозван", { exact: true })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Скачать PDF" })).toHaveCount(0);
  expect((await request.get(`/api/certificates/${number}/pdf`)).status()).toBe(410);
  await shotAtWidth(visitor, "certificates-revoked-390.png", { width: 390, fullPage: true });

  await shotPdf(await openAs(null), bytes, "certificates-pdf.png");
});
