import type { APIRequestContext, Page } from "@playwright/test";
import { MODAL_CLOSE_DELAY_MS } from "@app/domain/constants";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { atDesktopAndPhone } from "./support/both-widths";
import { navigateInApp } from "./support/navigate";
import { shot } from "./support/screens";
import {
  autosaved,
  DEMO_DRAFT_COURSE_ID,
  ownerApi,
  passAutosavePause,
  saveState,
  storedDraft,
} from "./support/authoring";

const COURSE = DEMO_DRAFT_COURSE_ID;
const SEEDED_NAME = "Машинное обучение (черновик)";

test.use({ as: "owner" });

/** The course name the server has stored. */
const serverName = async (request: APIRequestContext): Promise<string> =>
  (await storedDraft(ownerApi(request), COURSE)).course.general.name.value;

const nameField = (page: Page) => page.getByLabel("Название курса");

const openCourse = async (page: Page, name: string): Promise<void> => {
  await page.goto(`/createdCourses/${COURSE}`);
  await expect(nameField(page)).toHaveValue(name);
};

// One journey on one seed, all on the seeded draft: each step after the first starts from the name the
// step before saved (said where it opens the course), on the page already open. The fit step only
// looks, so it comes first; the closed page's step closes the test's page, so it comes last. The fit
// step was tagged @mobile and ran whole again at 390 px: now its width-dependent checks run at 1280 and
// 390 px on the same page (support/both-widths.ts).
test("the course screen's saving: the fit at 1280 and 390 px, autosave and undo keys, offline, another window, a closed page", async ({
  page,
  context,
  request,
  time,
}) => {
  await time.install(page);

  await test.step("the course screen: tabs, toolbar and save state fit at this width", async () => {
    await page.goto(`/createdCourses/${COURSE}/settings`);
    await expect(page.getByRole("link", { name: "Настройки" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Предпросмотр" })).toHaveAttribute("href", `/preview/${COURSE}`);
    await atDesktopAndPhone(page, async (width) => {
      for (const name of ["Сохранить", "Отменить", "Повторить", "Экспорт", "Опубликовать"])
        await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
      await expect(saveState(page)).toHaveText("Сохранено");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, ".authoring-head");
      await shot(page, `authoring-shell-${width}.png`);
    });
  });

  await test.step("an edit autosaves, survives a reload, and undo/redo keys work while typing", async () => {
    // The settings tab the step before left open: the course's own address shows its about tab.
    await navigateInApp(page, `/createdCourses/${COURSE}`);
    await expect(nameField(page)).toHaveValue(SEEDED_NAME);
    await expect(page.getByRole("heading", { level: 1, name: SEEDED_NAME })).toBeVisible();
    await expect(page.getByRole("link", { name: "О курсе" })).toHaveAttribute("aria-current", "page");

    await nameField(page).fill("Курс после правки");
    await expect(saveState(page)).toHaveText("Не сохранено");
    await autosaved(page, time);
    expect(await serverName(request)).toBe("Курс после правки");

    await page.reload();
    await expect(nameField(page)).toHaveValue("Курс после правки");

    await nameField(page).fill("Курс после второй правки");
    await nameField(page).press("Control+z");
    await expect(nameField(page)).toHaveValue("Курс после правки");
    await nameField(page).press("Control+Shift+z");
    await expect(nameField(page)).toHaveValue("Курс после второй правки");
    await page.keyboard.press("Control+z");
    await expect(nameField(page)).toHaveValue("Курс после правки");
    await page.getByRole("button", { name: "Повторить" }).click();
    await expect(nameField(page)).toHaveValue("Курс после второй правки");
    await autosaved(page, time);
    expect(await serverName(request)).toBe("Курс после второй правки");
  });

  // Offline, a change is sent on the browser's `online` event, not after the autosave's pause: no time to move.
  await test.step("offline: the change waits, says so, and is sent when the network returns", async () => {
    // On the page the step before left, with the name it saved.
    await expect(nameField(page)).toHaveValue("Курс после второй правки");
    await page.context().setOffline(true);
    await nameField(page).fill("Правка без сети");
    await expect(saveState(page)).toHaveText("Нет сети — изменения сохранятся, когда связь вернётся");
    await page.context().setOffline(false);
    await expect(saveState(page)).toHaveText("Сохранено");
    expect(await serverName(request)).toBe("Правка без сети");
  });

  await test.step("a save from another window is never overwritten: the same field changed in both asks, and taking theirs keeps theirs", async () => {
    // Two tabs of one browser: the same signed-in storage.
    const other = await context.newPage();
    // The first window is the page the step before left, with the name it saved.
    await time.install(other);
    await expect(nameField(page)).toHaveValue("Правка без сети");
    await openCourse(other, "Правка без сети");
    await nameField(other).fill("Имя из второго окна");
    await autosaved(other, time);

    await nameField(page).fill("Имя из первого окна");
    await passAutosavePause(time);
    const dialog = page.getByRole("dialog", { name: "Курс изменён в другом окне" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(".merge-item")).toContainText("Название курса");
    await expect(dialog.locator(".merge-value").nth(0)).toContainText("Имя из первого окна");
    await expect(dialog.locator(".merge-value").nth(1)).toContainText("Имя из второго окна");
    expect(await serverName(request)).toBe("Имя из второго окна");
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Взять вариант из другого окна" }).click();
    await time.advance(MODAL_CLOSE_DELAY_MS);
    await expect(dialog).toBeHidden();
    await expect(nameField(page)).toHaveValue("Имя из второго окна");
    await autosaved(page, time);
    expect(await serverName(request)).toBe("Имя из второго окна");
    // The second window goes: the next step's change must be sent by the page that step opens.
    await other.close();
  });

  await test.step("a change made offline in a closed page is sent from the next page that opens the course", async () => {
    // On the page the first window of the step before was, with the name it kept.
    await expect(nameField(page)).toHaveValue("Имя из второго окна");
    await context.setOffline(true);
    await nameField(page).fill("Правка из закрытой вкладки");
    await expect(saveState(page)).toHaveText(/Нет сети/);
    await page.close();
    await context.setOffline(false);

    const next = await context.newPage();
    await next.goto(`/createdCourses/${COURSE}`);
    await expect(nameField(next)).toHaveValue("Правка из закрытой вкладки");
    await expect(saveState(next)).toHaveText("Сохранено");
    expect(await serverName(request)).toBe("Правка из закрытой вкладки");
  });
});
