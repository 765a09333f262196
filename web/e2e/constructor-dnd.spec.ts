import type { Locator, Page } from "@playwright/test";
import { expect, test, type Time } from "./support/fixtures";
import { addBlock, autosaved, blocksOf, createCourse, passAutosavePause, saveState } from "./support/authoring";
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "./support/both-widths";
import { openCourseScreenInApp } from "./support/course-screen-in-app";
import { shot } from "./support/screens";

test.use({ as: "owner" });

const outline = (page: Page) => page.getByRole("navigation", { name: "Структура курса" });
const lessonNames = (page: Page) => outline(page).locator(".outline-link-text");
/** The kinds of a lesson's own blocks, in order (`1. Текст`). */
const blockKinds = (lesson: Locator) =>
  lesson.locator(".block-list").first().locator(":scope > .block-card .block-kind");

/** Presses the mouse on a drag handle (no drag yet: dnd-kit starts one after 5 px); answers where. */
const press = async (page: Page, handle: Locator): Promise<{ x: number; y: number }> => {
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error("no handle box");
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  return at;
};

/**
 * dnd-kit stops the click that ends a drag with a listener it removes by a timer this long after the
 * drop. A busy page runs that timer after the next input: a click made at once was swallowed before
 * the app saw it, and the link's own full page load ran instead (seen in the 390-px test: the page
 * reloaded at the top, the editor out of view). A person's next tap comes later; the test moves time.
 */
const DND_KIT_CLICK_GUARD_MS = 50;

/**
 * The rest of a mouse drag from a pressed handle, as a person does it: move a little, and once the
 * drag is on (the overlay shows, the rows have their dragging layout) aim at the target where it is
 * now, check that the screen reader hears `… над: {over}`, and release; then time passes over
 * dnd-kit's click guard (the page's clock is installed).
 */
const carry = async (
  page: Page,
  time: Time,
  from: { x: number; y: number },
  to: Locator,
  over: string,
  picture?: string,
) => {
  await page.mouse.move(from.x, from.y + 12, { steps: 4 });
  await expect(page.locator(".drag-overlay")).toBeVisible();
  const end = await to.boundingBox();
  if (!end) throw new Error("no target box");
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await expect(page.getByRole("status").filter({ hasText: `над: ${over}` })).toHaveCount(1);
  if (picture !== undefined) await shot(page, picture);
  await page.mouse.up();
  await expect(page.locator(".drag-overlay")).toHaveCount(0);
  await time.advance(DND_KIT_CLICK_GUARD_MS);
};

/** A mouse drag from a handle to a target (press, then carry). */
const drag = async (page: Page, time: Time, handle: Locator, to: Locator, over: string, picture?: string) =>
  carry(page, time, await press(page, handle), to, over, picture);

// One journey on one seed: each step builds a new course of its own, opened in the app through the
// course list after the first (support/course-screen-in-app.ts), at the width its test had: 1366 px,
// the desktop project's 1280 px for the held save, and 390 px last. The 390-px step ran in the mobile
// project alone (tagged @mobile, skipped at 1280): its drag is the mouse's, not a touch, and the app has
// no touch- or user-agent-dependent code, so it runs here in a window narrowed to 390 px.
test("drag and drop in the constructor: a block and a lesson by mouse, by keyboard, during an autosave, and at 390 px", async ({
  page,
  request,
  time,
}, info) => {
  await time.install(page);

  await test.step("drag a block to another lesson and a lesson to another section, undo both; duplicate a lesson; copy the course", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const name = "Перетаскивание";
    const courseID = await createCourse(request, name);
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
      time,
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
      time,
      outline(page).getByRole("button", { name: /Переместить: Урок «Урок А»/ }),
      outline(page).getByRole("group", { name: "Раздел «Второй»" }).locator(".outline-section-line"),
      "Раздел «Второй»",
    );
    await expect(live).toHaveText("Урок «Урок А» перемещён в раздел «Второй» на позицию 1 из 2");
    await expect(page.getByRole("group", { name: "Раздел «Первый»" })).toBeVisible();
    await expect(outline(page).locator(".outline-add").first()).toContainText("В разделе пока нет уроков");
    await expect(lessonNames(page)).toHaveText(["Урок А", "Урок Б"]);
    await shot(page, `constructor-dnd-after-${info.project.name}.png`);
    // The autosave sends both moves (the server takes a lesson or block whose old parent lets it go).
    await autosaved(page, time);

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
    await autosaved(page, time);

    // Copy the course from its card.
    await page.goto("/createdCourses");
    const card = page.getByTestId("created-course").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await card.getByRole("button", { name: "Копировать курс" }).click();
    await expect(page.getByText(`Создана копия: «${name} (копия)»`)).toBeVisible();
    await expect(page.getByRole("heading", { name: `${name} (копия)`, exact: true })).toBeVisible();
  });

  /**
   * Issue #29: the keyboard carried a block over outline rows (a deleted lesson among them) and was
   * then refused. Now ↑/↓ move it one place among its lesson's blocks, each place announced; Enter
   * drops, Escape cancels. A deleted trial lesson beside it keeps its name in the outline.
   */
  await test.step("with the keyboard a block moves among its lesson's blocks: arrows one place each, announced; Enter drops, Escape cancels", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const courseID = await createCourse(request, "Перетаскивание клавиатурой");
    await openCourseScreenInApp(page, `/createdCourses/${courseID}/constructor`);
    await page.getByRole("button", { name: "Добавить раздел" }).click();
    await page.getByLabel("Название раздела").fill("Первый");
    // A trial lesson, deleted: it stays in the outline, right above the lesson whose blocks move.
    await page.getByRole("button", { name: /Добавить урок — Раздел «Первый»/ }).click();
    await page.getByLabel("Название урока").fill("Старый урок");
    const old = page.getByRole("article", { name: "Урок «Старый урок»" });
    await old.getByLabel("Пробный урок").check();
    await old.getByRole("button", { name: "Удалить Урок «Старый урок»" }).click();
    await page.getByRole("button", { name: /Добавить урок — Раздел «Первый»/ }).click();
    await page.getByLabel("Название урока").fill("Урок А");
    const lesson = page.getByRole("article", { name: "Урок «Урок А»" });
    for (const kind of ["Текст", "Изображение", "Свободное задание"]) await addBlock(lesson, kind);
    await expect(blockKinds(lesson)).toHaveText(["1. Текст", "2. Изображение", "3. Свободное задание"]);
    const deletedRow = outline(page).locator(".outline-lesson.is-deleted");
    await expect(deletedRow.locator(".outline-link-text")).toHaveText("Старый урок");
    // Its name shows whole (no ellipsis): the trial badge is gone with it, `удалено` is said, not drawn.
    const cut = await deletedRow.locator(".outline-link-text").evaluate((node) => node.scrollWidth > node.clientWidth);
    expect(cut, "the deleted trial lesson's name is not cut").toBe(false);
    await expect(deletedRow.getByRole("link")).toHaveAccessibleName("Старый урок удалено");

    /** dnd-kit's own live region (the tab's is `constructor-live`): what a screen reader hears during the drag. */
    const heard = (text: string) => page.getByRole("status").filter({ hasText: text });
    const handle = lesson.getByRole("button", { name: "Переместить: Блок 1 «Текст», позиция 1 из 3" });
    await handle.focus();
    await page.keyboard.press("Enter");
    await expect(heard("Взят: Блок 1 «Текст»")).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await expect(heard("Блок 1 «Текст»: позиция 2 из 3")).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await expect(heard("Блок 1 «Текст»: позиция 3 из 3")).toHaveCount(1);
    await shot(page, `constructor-dnd-keyboard-${info.project.name}.png`);
    // Past the last block it stays; back up one place. Never an outline row, never the deleted lesson.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await expect(heard("Блок 1 «Текст»: позиция 2 из 3")).toHaveCount(1);
    await expect(heard("над:")).toHaveCount(0);
    await page.keyboard.press("Enter");
    const live = page.getByTestId("constructor-live");
    await expect(live).toHaveText("Блок «Текст» перемещён на позицию 2 из 3");
    await expect(blockKinds(lesson)).toHaveText(["1. Изображение", "2. Текст", "3. Свободное задание"]);
    await expect(lesson.getByRole("button", { name: "Переместить: Блок 2 «Текст», позиция 2 из 3" })).toBeFocused();
    await expect(page.getByText("Нельзя переместить в удалённый элемент")).toHaveCount(0);

    // Space picks it up again; Escape puts it back where it was.
    await page.keyboard.press("Space");
    await expect(heard("Взят: Блок 2 «Текст»")).toHaveCount(1);
    await page.keyboard.press("ArrowUp");
    await expect(heard("Блок 2 «Текст»: позиция 1 из 3")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(heard("Перемещение отменено: Блок 2 «Текст»")).toHaveCount(1);
    await expect(blockKinds(lesson)).toHaveText(["1. Изображение", "2. Текст", "3. Свободное задание"]);
    await autosaved(page, time);
  });

  /**
   * A race found by this spec: a press on a handle made just before the autosave's answer gave the
   * items their server ids started no drag (dnd-kit knew the row by an id built from its temporary
   * one). The save is held until the press is made, and answered before the mouse moves.
   */
  await test.step("a press on a block's handle made just before the autosave's answer still drags the block", async () => {
    const courseID = await createCourse(request, "Перетаскивание во время сохранения");
    let answerSave: () => void = () => undefined;
    const saveHeld = new Promise<void>((resolve) => (answerSave = resolve));
    await page.route(`**/api/courses/${courseID}/content`, async (route) => {
      if (route.request().method() !== "GET") await saveHeld;
      await route.continue();
    });
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await openCourseScreenInApp(page, `/createdCourses/${courseID}/constructor`);
    await page.getByRole("button", { name: "Добавить раздел" }).click();
    await page.getByRole("button", { name: /Добавить урок — Раздел/ }).click();
    await page.getByLabel("Название урока").fill("Урок А");
    const lesson = page.getByRole("article", { name: "Урок «Урок А»" });
    await addBlock(lesson, "Текст");
    await addBlock(lesson, "Свободное задание");
    await passAutosavePause(time);
    await expect(saveState(page)).toHaveText("Сохранение…");

    const pressed = await press(page, lesson.getByRole("button", { name: /Переместить: Блок 1 «Текст»/ }));
    answerSave();
    await expect(saveState(page)).toHaveText("Сохранено");
    await carry(page, time, pressed, blocksOf(lesson).nth(1), "Блок 2 «Свободное задание»");
    await expect(blockKinds(lesson)).toHaveText(["1. Свободное задание", "2. Текст"]);
    await autosaved(page, time);
  });

  await test.step("at 390 px a lesson is dragged to another section in the outline, and picking a lesson scrolls to its editor", async () => {
    const courseID = await createCourse(request, "Перетаскивание 390");
    await page.setViewportSize(PHONE_VIEWPORT);
    await openCourseScreenInApp(page, `/createdCourses/${courseID}/constructor`);
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
      time,
      outline(page).getByRole("button", { name: /Переместить: Урок «Урок А»/ }),
      outline(page).getByRole("group", { name: "Раздел «Второй»" }).locator(".outline-section-line"),
      "Раздел «Второй»",
      "constructor-dnd-dragging-mobile.png",
    );
    await expect(page.getByTestId("constructor-live")).toHaveText(
      "Урок «Урок А» перемещён в раздел «Второй» на позицию 1 из 2",
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "constructor-dnd-after-mobile.png");

    // The editor sits below the outline here: picking a lesson brings it into view.
    await outline(page).getByRole("link", { name: "Урок А" }).click();
    await expect(page.getByRole("article", { name: "Урок «Урок А»" }).getByLabel("Название урока")).toBeInViewport();
  });
});
