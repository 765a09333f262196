import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiAs } from "./support/api";
import { MOBILE } from "./support/mobile";
import { screenPath } from "./support/screens";
import { signInAs } from "./support/sign-in";

const outline = (page: Page) => page.getByRole("navigation", { name: "Структура курса" });
const lessonNames = (page: Page) => outline(page).locator(".outline-link-text");
/** The kinds of a lesson's own blocks, in order (`1. Текст`). */
const blockKinds = (lesson: Locator) =>
  lesson.locator(".block-list").first().locator(":scope > .block-card .block-kind");

/**
 * A mouse drag from a handle to a target, as a person does it: press, move a little (dnd-kit starts
 * after 5 px), and once the drag is on (the overlay shows, the rows have their dragging layout) aim
 * at the target where it is now, check that the screen reader hears `… над: {over}`, and release.
 */
const drag = async (page: Page, from: Locator, to: Locator, over: string, shot?: string) => {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  if (!start) throw new Error("no handle box");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 12, { steps: 4 });
  await expect(page.locator(".drag-overlay")).toBeVisible();
  const end = await to.boundingBox();
  if (!end) throw new Error("no target box");
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await expect(page.getByRole("status").filter({ hasText: `над: ${over}` })).toHaveCount(1);
  if (shot !== undefined) await page.screenshot({ path: screenPath(shot) });
  await page.mouse.up();
  await expect(page.locator(".drag-overlay")).toHaveCount(0);
};

test("drag a block to another lesson and a lesson to another section, undo both; duplicate a lesson; copy the course", async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const name = `Перетаскивание ${info.project.name} ${Date.now().toString(36)}`;
  const created = await apiAs(request, "owner@demo.ru").post("/api/courses", { name });
  expect(created.status()).toBe(201);
  const courseID = ((await created.json()) as { data: { id: number } }).data.id;
  await signInAs(page, "owner@demo.ru");
  await page.goto(`/createdCourses/${courseID}/constructor`);

  // Two sections; lesson А (a text block, then a free task) in the first, lesson Б in the second.
  await page.getByRole("button", { name: "Добавить раздел" }).click();
  await page.getByLabel("Название раздела").fill("Первый");
  await page.getByRole("button", { name: "Добавить раздел" }).click();
  await page.getByLabel("Название раздела").nth(1).fill("Второй");
  await page.getByRole("button", { name: /Добавить урок — Раздел «Первый»/ }).click();
  await page.getByLabel("Название урока").fill("Урок А");
  const lessonA = page.getByRole("article", { name: "Урок «Урок А»" });
  for (const kind of ["Текст", "Свободное задание"]) {
    const bar = lessonA.locator(".add-block-bar").first();
    await bar.getByLabel("Тип блока").selectOption({ label: kind });
    await bar.getByRole("button", { name: /Добавить блок/ }).click();
  }
  await page.getByRole("button", { name: /Добавить урок — Раздел «Второй»/ }).click();
  await page.getByLabel("Название урока").fill("Урок Б");
  await outline(page).getByRole("link", { name: "Урок А" }).click();
  await expect(blockKinds(lessonA)).toHaveText(["1. Текст", "2. Свободное задание"]);
  const live = page.getByTestId("constructor-live");
  // Every button names its item; a block's handle says where it is.
  await expect(page.getByRole("button", { name: "Переместить урок «Урок А» вниз" })).toBeVisible();
  await expect(lessonA.getByRole("button", { name: "Переместить: Блок 1 «Текст», позиция 1 из 2" })).toBeVisible();

  // A block onto lesson Б in the outline (the mouse, on the ⠿ handle).
  await drag(
    page,
    lessonA.getByRole("button", { name: /Переместить: Блок 1 «Текст»/ }),
    outline(page).locator(".outline-lesson").filter({ hasText: "Урок Б" }),
    "Урок «Урок Б»",
    `constructor-dnd-dragging-${info.project.name}.png`,
  );
  await expect(live).toHaveText("Блок «Текст» перемещён в урок «Урок Б» на позицию 1 из 1");
  await expect(blockKinds(lessonA)).toHaveText(["1. Свободное задание"]);

  // Lesson А onto the second section's header: it goes first there.
  await drag(
    page,
    outline(page).getByRole("button", { name: /Переместить: Урок «Урок А»/ }),
    outline(page).getByRole("group", { name: "Раздел «Второй»" }).locator(".outline-section-line"),
    "Раздел «Второй»",
  );
  await expect(live).toHaveText("Урок «Урок А» перемещён в раздел «Второй» на позицию 1 из 2");
  await expect(page.getByRole("group", { name: "Раздел «Первый»" })).toBeVisible();
  await expect(outline(page).locator(".outline-add").first()).toContainText("В разделе пока нет уроков");
  await expect(lessonNames(page)).toHaveText(["Урок А", "Урок Б"]);
  await page.screenshot({ path: screenPath(`constructor-dnd-after-${info.project.name}.png`) });
  // The autosave sends both moves (the server takes a lesson or block whose old parent lets it go).
  await expect(page.getByText("Сохранено", { exact: true })).toBeVisible();

  // Undo both: the lesson goes back to the first section, the block back into lesson А.
  const undo = page.getByRole("button", { name: "Отменить", exact: true });
  await undo.click();
  await expect(live).toHaveText("Действие отменено");
  await expect(outline(page).locator(".outline-add").first()).not.toContainText("В разделе пока нет уроков");
  await undo.click();
  await expect(blockKinds(lessonA)).toHaveText(["1. Текст", "2. Свободное задание"]);
  await expect(lessonNames(page)).toHaveText(["Урок А", "Урок Б"]);

  // Duplicate: the copy comes right after, with its blocks.
  await lessonA.getByRole("button", { name: "Дублировать Урок «Урок А»" }).click();
  await expect(lessonNames(page)).toHaveText(["Урок А", "Урок А (копия)", "Урок Б"]);
  await expect(live).toHaveText("Создана копия урока «Урок А»");
  await outline(page).getByRole("link", { name: "Урок А (копия)" }).click();
  await expect(blockKinds(page.getByRole("article", { name: "Урок «Урок А (копия)»" }))).toHaveText([
    "1. Текст",
    "2. Свободное задание",
  ]);
  await expect(page.getByText("Сохранено", { exact: true })).toBeVisible();

  // Copy the course from its card.
  await page.goto("/createdCourses");
  const card = page.getByTestId("created-course").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await card.getByRole("button", { name: "Копировать курс" }).click();
  await expect(page.getByText(`Создана копия: «${name} (копия)»`)).toBeVisible();
  await expect(page.getByRole("heading", { name: `${name} (копия)`, exact: true })).toBeVisible();
});

test(
  "at 390 px a lesson is dragged to another section in the outline, and picking a lesson scrolls to its editor",
  MOBILE,
  async ({ page, request }, info) => {
    test.skip(info.project.name !== "mobile", "the narrow layout only");
    const name = `Перетаскивание 390 ${Date.now().toString(36)}`;
    const created = await apiAs(request, "owner@demo.ru").post("/api/courses", { name });
    const courseID = ((await created.json()) as { data: { id: number } }).data.id;
    await signInAs(page, "owner@demo.ru");
    await page.goto(`/createdCourses/${courseID}/constructor`);
    await page.getByRole("button", { name: "Добавить раздел" }).click();
    await page.getByLabel("Название раздела").fill("Первый");
    await page.getByRole("button", { name: "Добавить раздел" }).click();
    await page.getByLabel("Название раздела").nth(1).fill("Второй");
    await page.getByRole("button", { name: /Добавить урок — Раздел «Первый»/ }).click();
    await page.getByLabel("Название урока").fill("Урок А");
    await page.getByRole("button", { name: /Добавить урок — Раздел «Второй»/ }).click();
    await page.getByLabel("Название урока").fill("Урок Б");

    await page.evaluate(() => window.scrollTo(0, 0));
    await drag(
      page,
      outline(page).getByRole("button", { name: /Переместить: Урок «Урок А»/ }),
      outline(page).getByRole("group", { name: "Раздел «Второй»" }).locator(".outline-section-line"),
      "Раздел «Второй»",
      `constructor-dnd-dragging-${info.project.name}.png`,
    );
    await expect(page.getByTestId("constructor-live")).toHaveText(
      "Урок «Урок А» перемещён в раздел «Второй» на позицию 1 из 2",
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenPath(`constructor-dnd-after-${info.project.name}.png`) });

    // The editor sits below the outline here: picking a lesson brings it into view.
    await outline(page).getByRole("link", { name: "Урок А" }).click();
    await expect(page.getByRole("article", { name: "Урок «Урок А»" }).getByLabel("Название урока")).toBeInViewport();
  },
);
