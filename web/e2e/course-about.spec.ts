import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { openCourseScreenInApp } from "./support/course-screen-in-app";
import { SHOTS, shot } from "./support/screens";
import { autosaved, createCourse, DEMO_DRAFT_COURSE_ID, ownerApi, storedDraft } from "./support/authoring";

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const openAbout = async (page: Page, courseID: number) => {
  await page.goto(`/createdCourses/${courseID}/about`);
  await expect(page.getByLabel("Название курса")).toBeVisible();
};

const section = (page: Page, title: string) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: title }) });

/** As `openAbout`, inside the app already open (no page load). */
const openAboutInApp = async (page: Page, courseID: number) => {
  await openCourseScreenInApp(page, `/createdCourses/${courseID}/about`);
  await expect(page.getByLabel("Название курса")).toBeVisible();
};

/** Screenshots of one part of a page at 1366 and 390 px, with SHOTS=1 only. */
const look = async (page: Page, target: Locator, name: string) => {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await shot(page, `${name}-${width}.png`);
  }
  if (size !== null) await page.setViewportSize(size);
};

test.use({ as: "owner" });

// One journey on one seed: each step works on a course of its own (a new one, the seeded draft,
// Основы Python), so none sees what another changed; after the first, each opens its course in the app
// through the course list (no new page load).
test("the owner's about tab: a fresh course filled in, a saved item deleted and restored, the extra description on the public page", async ({
  page,
  request,
  openAs,
  time,
}, info) => {
  await time.install(page);

  await test.step("the owner fills a fresh course's about tab", async () => {
    const courseID = await createCourse(request, "Курс для вкладки");
    await openAbout(page, courseID);
    await expect(page.locator(".authoring-published-state")).toHaveText("Не опубликован: ученики курс не видят");

    const name = page.getByLabel("Название курса");
    await name.fill("Основы SQL");
    await expect(page.getByText("10/256")).toBeVisible();
    await name.fill("Я".repeat(257));
    await expect(page.getByText("257/256")).toBeVisible();
    await expect(page.getByText("Не должно превышать 256 символов")).toBeVisible();
    await expect(name).toHaveValue("Я".repeat(257));
    await name.fill("Основы SQL");
    await expect(page.getByText("Не должно превышать 256 символов")).toHaveCount(0);

    const category = page.getByLabel("Категория");
    await expect(category.locator("option")).not.toHaveCount(1);
    await category.selectOption({ index: 1 });
    for (const n of [1, 2, 3]) await page.getByLabel(`Преимущество ${n}`, { exact: true }).fill(`Плюс ${n}`);
    await page.getByRole("button", { name: "Добавить преимущество" }).click();
    await page.getByLabel("Преимущество 4", { exact: true }).fill("Четвёртый плюс");
    await page.getByRole("button", { name: "Удалить преимущество 4" }).click();
    await expect(page.getByLabel("Преимущество 4", { exact: true })).toHaveCount(0);

    await page.getByLabel("Цена", { exact: true }).fill("4 900 ₽");
    await expect(page.getByLabel("Цена", { exact: true })).toHaveValue("4900");
    await page.getByLabel("Старая цена").fill("6900");
    await page.getByLabel("Документ об окончании").selectOption({ index: 1 });
    await page.getByLabel("Тип практики").selectOption({ index: 1 });
    await page.getByLabel("Описание", { exact: true }).fill("Запросы, соединения и индексы.");

    await page.getByLabel("Цвет кнопки").fill("#1864ab");
    await expect(page.getByLabel("Цвет кнопки")).toHaveValue("#1864ab");
    await page
      .getByLabel("Загрузить обложку")
      .setInputFiles({ name: "обложка.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: "Загрузить обложку: текущее изображение" })).toHaveAttribute(
      "src",
      /\/api\/files\//,
    );

    const teachers = section(page, "Преподаватели");
    await teachers.getByRole("button", { name: "Добавить преподавателя" }).click();
    await teachers.getByLabel("Имя преподавателя").fill("Анна Петрова");
    await teachers
      .getByLabel("Загрузить фото преподавателя")
      .setInputFiles({ name: "фото.png", mimeType: "image/png", buffer: PNG });
    await expect(teachers.getByRole("img")).toHaveAttribute("src", /\/api\/files\//);

    const results = section(page, "Результаты обучения");
    await results.getByRole("button", { name: "Добавить результат" }).click();
    await results.getByLabel("Название результата").fill("Б".repeat(46));
    await expect(results.getByText("46/45")).toBeVisible();
    await expect(results.getByText("Не должно превышать 45 символов")).toBeVisible();
    await results.getByLabel("Название результата").fill("Пишу запросы");
    await expect(results.getByText("12/45")).toBeVisible();
    // A new item (a UUID id) goes at once.
    await results.getByRole("button", { name: "Удалить: Результат 1" }).click();
    await expect(results.getByLabel("Название результата")).toHaveCount(0);

    const learns = section(page, "Чему вы научитесь");
    await learns.getByRole("button", { name: "Добавить навык" }).click();
    await learns.getByRole("button", { name: "Добавить навык" }).click();
    await expect(learns.getByLabel("Короткое описание")).toHaveCount(2);
    await learns.getByRole("button", { name: "Очистить" }).click();
    await expect(learns.getByLabel("Короткое описание")).toHaveCount(0);

    await expect(page.getByLabel("Название курса")).toHaveValue("Основы SQL");
    await expectNoSeriousViolations(page);
    await shot(page, `course-about-${info.project.name}.png`, { fullPage: true });

    // The shell's autosave sends the draft; a reload shows it back from the server.
    await autosaved(page, time);
    await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
    await page.reload();
    await expect(page.getByLabel("Название курса")).toHaveValue("Основы SQL");
    await expect(page.getByLabel("Цена", { exact: true })).toHaveValue("4900");
    await expect(page.getByLabel("Преимущество 3", { exact: true })).toHaveValue("Плюс 3");
    await expect(page.getByLabel("Цвет кнопки")).toHaveValue("#1864ab");
    await expect(section(page, "Преподаватели").getByLabel("Имя преподавателя")).toHaveValue("Анна Петрова");
  });

  // The seeded draft's programme has two saved items (server ids): Введение, Практика.
  await test.step("a saved list item is struck through on delete and comes back on restore", async () => {
    const storedPrograms = async () =>
      (await storedDraft(ownerApi(request), DEMO_DRAFT_COURSE_ID)).course.lists.programs.map((p) => p.name);
    await openAboutInApp(page, DEMO_DRAFT_COURSE_ID);
    const programs = section(page, "Программа курса");
    const first = programs.getByLabel("Название раздела программы").first();
    await expect(first).toHaveValue("Введение");
    await programs.getByRole("button", { name: "Удалить: Раздел программы 1" }).click();
    // What the label says is what happens: the autosave removes it, and `Восстановить` brings it back while the page is open.
    await expect(programs.getByText("удалено — «Восстановить» вернёт, пока страница открыта")).toBeVisible();
    await expect(first).toBeDisabled();
    await autosaved(page, time);
    expect(await storedPrograms()).toEqual(["Практика"]);
    await programs.getByRole("button", { name: "Восстановить: Раздел программы 1" }).click();
    await expect(first).toBeEnabled();
    await expect(programs.getByText("удалено — «Восстановить» вернёт, пока страница открыта")).toHaveCount(0);
    await autosaved(page, time);
    expect(await storedPrograms()).toEqual(["Введение", "Практика"]);
    // Programs and teachers have no `Очистить` (SPEC §4).
    await expect(programs.getByRole("button", { name: "Очистить" })).toHaveCount(0);
  });

  /**
   * Issue #29, row 9: `Дополнительное описание` and an audience item's picture were saved and shown
   * nowhere. Written on the about tab of Основы Python (published), they reach its public page after
   * publishing: the additional text after the description, the picture beside its item.
   */
  await test.step("the additional description and an audience item's picture show on the public course page", async () => {
    const COURSE = 1;
    await openAboutInApp(page, COURSE);
    await page
      .getByLabel("Дополнительное описание")
      .fill("Занятия раз в неделю, по четвергам.\nЗаписи остаются у вас.");
    const consumers = section(page, "Для кого этот курс");
    // An SVG named .png passes the page; the server reads its bytes and refuses it, and says why (row 10).
    await consumers.getByLabel("Загрузить изображение").setInputFiles({
      name: "схема.png",
      mimeType: "image/png",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
    });
    await expect(consumers.locator(".field-error")).toHaveText(
      "Произошла ошибка при загрузке файла! Загрузите изображение PNG, JPEG, WebP или GIF",
    );
    await look(page, consumers, "about-image-refused");
    await consumers.getByLabel("Загрузить изображение").setInputFiles({
      name: "новички.png",
      mimeType: "image/png",
      buffer: readFileSync(new URL("../../mock-server/src/seed/media/interpreter.png", import.meta.url)),
    });
    await expect(consumers.getByRole("img", { name: "Загрузить изображение: текущее изображение" })).toHaveAttribute(
      "src",
      /\/api\/files\//,
    );
    await autosaved(page, time);
    expect((await ownerApi(request).post(`/api/courses/${COURSE}/publish`)).status()).toBe(200);

    const visitor = await openAs(null);
    await visitor.goto(`/landing/courses/${COURSE}`);
    const about = visitor.locator('section[aria-labelledby="landing-description"]');
    await expect(about.locator(".landing-more")).toHaveText(
      "Занятия раз в неделю, по четвергам.\nЗаписи остаются у вас.",
    );
    const audience = visitor.locator('section[aria-labelledby="landing-consumers"]');
    const item = audience.getByRole("listitem").filter({ hasText: "Новичкам без опыта" });
    await expect(item.locator("img")).toHaveAttribute("src", /\/api\/files\//);
    // The picture loads (a public file; lazily, so once scrolled to), at the size the landing gives it.
    await item.scrollIntoViewIfNeeded();
    await expect.poll(() => item.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    expect(await item.locator("img").evaluate((img) => img.getBoundingClientRect().width)).toBe(56);
    await look(visitor, about, "about-landing-more");
    await look(visitor, audience, "about-landing-audience");
  });
});
