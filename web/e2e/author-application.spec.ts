import { PHONE_VIEWPORT } from "./support/both-widths";
import { expect, test } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { shot } from "./support/screens";

/**
 * The author application sent from the site's header, with what needs a real layout: the burger
 * menu at 390 px and the dialog's focus trap. The address parameter, the checks, the messages, the
 * server's 422 and the modal that cannot close while sending are lib/site/author-application-modal.test.tsx;
 * the phone field is lib/ui/phone-field.test.tsx and app/phone-typing.test.tsx.
 */
const dialog = (page: Page) => page.getByRole("dialog", { name: "Стать автором" });
const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 1024;

type FocusWatch = { readonly left: string[]; readonly stop: AbortController };

/** Tab `times` times: focus never leaves `root` (each focus move is noted in the page, and checked at the end). */
const tabStaysIn = async (page: Page, root: string, times: number): Promise<void> => {
  await page.locator(root).evaluate((element) => {
    const watch: FocusWatch = { left: [], stop: new AbortController() };
    const noteOutside = (event: FocusEvent) => {
      if (event.target instanceof Element && !element.contains(event.target)) watch.left.push(event.target.outerHTML);
    };
    document.addEventListener("focusin", noteOutside, { signal: watch.stop.signal });
    (window as unknown as { focusWatch: FocusWatch }).focusWatch = watch;
  });
  for (let step = 0; step < times; step += 1) await page.keyboard.press("Tab");
  const left = await page.evaluate(() => {
    const { focusWatch } = window as unknown as { focusWatch: FocusWatch };
    focusWatch.stop.abort();
    return focusWatch.left;
  });
  expect(left, `focus left ${root}`).toEqual([]);
};

const clickAuthorLink = async (page: Page): Promise<void> => {
  await page.getByRole("navigation", { name: "Главное меню" }).getByRole("link", { name: "Стать автором" }).click();
  await expect(dialog(page)).toBeVisible();
};

/** Opens the modal through the header's #author link (behind the burger on a phone). */
const openFromHeader = async (page: Page): Promise<void> => {
  if (isPhone(page)) await page.getByRole("button", { name: "Открыть меню" }).click();
  await clickAuthorLink(page);
};

/** The whole application, from /requisites: at 390 px the header's links are behind the burger. */
const applyFromTheHeader = async (page: Page, width: string): Promise<void> => {
  await page.goto("/requisites");
  if (isPhone(page)) {
    // The open burger menu keeps Tab inside the header, and the page under it does not scroll.
    await page.getByRole("button", { name: "Открыть меню" }).click();
    await tabStaysIn(page, "header.site-header", 10);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
  await clickAuthorLink(page);
  await expect(page).toHaveURL(/\/requisites\?becomeAuthorModal=true$/);
  await expect(dialog(page).getByLabel("Имя", { exact: true })).toBeFocused();
  await tabStaysIn(page, "[role=dialog]", 8);
  await page.keyboard.press("Shift+Tab");
  expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await shot(page, `author-modal-${width}.png`);

  const modal = dialog(page);
  await modal.getByLabel("Имя", { exact: true }).fill("  Анна Автор ");
  await modal.getByLabel("E-mail").fill("anna.author@example.ru");
  await modal.getByLabel("Телефон").fill("+7 916 555 12 34");
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/author") && request.method() === "POST");
  await modal.getByRole("button", { name: "Отправить заявку" }).click();
  expect((await sent).postDataJSON()).toEqual({
    name: "Анна Автор",
    email: "anna.author@example.ru",
    phone: "79165551234",
  });
  await expect(page.getByText("Заявка отправлена")).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/requisites$/);
  await shot(page, `author-sent-${width}.png`);
  await openFromHeader(page);
  await expect(dialog(page).getByLabel("Имя", { exact: true })).toHaveValue("");
  await expect(dialog(page).getByLabel("Телефон")).toHaveValue("");
};

/**
 * One seed and one page: the application at 1280 px, then the same page resized to 390 px (the app
 * has no touch- or user-agent-dependent code) sends a second one; the server keeps both.
 */
test("an application from the header is sent without the plus: 'Заявка отправлена', the modal closes, a new one starts empty", async ({
  page,
}) => {
  await test.step("at 1280 px", () => applyFromTheHeader(page, "desktop"));
  await test.step("at 390 px, through the burger", async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await applyFromTheHeader(page, "mobile");
  });
});
