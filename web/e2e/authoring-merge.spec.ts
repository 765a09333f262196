import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { signInAs } from "./support/sign-in";
import { apiAs } from "./support/api";

const OWNER = "owner@demo.ru";

type Block = { content: { _tag: string; text?: string } };
type Draft = {
  general: { name: { value: string } };
  moduleList: Array<{ moduleID: string; moduleName: string; lessons: Array<{ lessonID: string; lessonName: string; lessonContent: Block[]; tasks: Array<{ name: string }> }> }>;
};

const newCourse = async (request: APIRequestContext, name: string): Promise<number> => {
  const created = await apiAs(request, OWNER).post("/api/courses", { name });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
};

const serverDraft = async (request: APIRequestContext, id: number): Promise<{ version: number; course: Draft }> => {
  const response = await apiAs(request, OWNER).get(`/api/courses/${id}/content`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { version: number; course: Draft } }).data;
};

const saveState = (page: Page) => page.getByRole("status").filter({ hasText: /Сохран|сохран|Нет сети|ошибк/ });

const addBlock = async (lesson: Locator, kind: string) => {
  const bar = lesson.locator(".block-list").first().locator(".add-block-bar");
  await bar.getByLabel("Тип блока").selectOption({ label: kind });
  await bar.getByRole("button", { name: /Добавить блок/ }).click();
};

test("(a) typing goes on into a new section, lesson, task and block across the autosave that gives them server ids", async ({ page, request }) => {
  const id = await newCourse(request, "Курс без потерь");
  await signInAs(page, OWNER);
  await page.goto(`/createdCourses/${id}/constructor`);
  await page.getByRole("button", { name: "Добавить раздел" }).click();
  const section = page.getByLabel("Название раздела");
  await section.pressSequentially("Первая часть.");
  await expect(saveState(page)).toHaveText("Сохранено");
  await expect(section).toBeFocused();
  await page.keyboard.type(" Вторая часть.");
  await expect(section).toHaveValue("Первая часть. Вторая часть.");

  await page.getByRole("button", { name: /Добавить урок/ }).click();
  const lessonName = page.getByLabel("Название урока");
  await lessonName.fill("Урок");
  const lesson = page.getByRole("article", { name: "Урок «Урок»" });
  await addBlock(lesson, "Текст");
  const text = lesson.getByLabel("Текст", { exact: true });
  await text.pressSequentially("Первая часть.");
  await expect(saveState(page)).toHaveText("Сохранено");
  await expect(text).toBeFocused();
  await page.keyboard.type(" Вторая часть.");

  await lesson.getByRole("button", { name: "Добавить задание" }).click();
  const task = lesson.getByLabel("Название задания");
  await expect(task).toBeFocused();
  await page.keyboard.type("Задание: первая часть.");
  await expect(saveState(page)).toHaveText("Сохранено");
  await expect(task).toBeFocused();
  await page.keyboard.type(" Вторая часть.");
  await expect(saveState(page)).toHaveText("Сохранено");

  const { course } = await serverDraft(request, id);
  expect(course.moduleList[0]?.moduleName).toBe("Первая часть. Вторая часть.");
  expect(course.moduleList[0]?.lessons[0]?.lessonContent[0]?.content.text).toBe("Первая часть. Вторая часть.");
  expect(course.moduleList[0]?.lessons[0]?.tasks[0]?.name).toBe("Задание: первая часть. Вторая часть.");
});
