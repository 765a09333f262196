import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations, runAxe } from "./support/axe";
import { MOBILE } from "./support/mobile";

const PUBLIC_PAGES: Array<[string, string]> = [
  ["/", "Учитесь у лучших школ и авторов"],
  ["/requisites", "Реквизиты"],
  ["/contacts", "Контакты"],
  ["/legalInformation", "Правовая информация"],
];

// One browser page visits them all, each in its own step. At 390 px the landing page stands for the
// public pages (one layout); the burger menu has its own test below.
test("axe: no serious or critical violation on the public pages", MOBILE, async ({ page }, info) => {
  const pages = info.project.name === "mobile" ? PUBLIC_PAGES.slice(0, 1) : PUBLIC_PAGES;
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});

test("axe: the author-application modal, empty and with errors", async ({ page }) => {
  await page.goto("/?becomeAuthorModal=true");
  const dialog = page.getByRole("dialog", { name: "Стать автором" });
  await expect(dialog.getByLabel("Телефон")).toBeVisible();
  await page.waitForTimeout(400);
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(dialog.getByText("Обязательное поле").first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("axe: the open burger menu", MOBILE, async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1280) > 1024, "the burger exists at 1024 px or less");
  await page.goto("/");
  await page.getByRole("button", { name: "Открыть меню" }).click();
  await expect(page.getByRole("navigation", { name: "Главное меню" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("every input of the public site has a label", async ({ page }) => {
  await page.goto("/?becomeAuthorModal=true");
  const dialog = page.getByRole("dialog", { name: "Стать автором" });
  await expect(dialog.getByLabel("Телефон")).toBeVisible();
  const unlabelled = await page.evaluate(() =>
    Array.from(document.querySelectorAll("input, select, textarea"))
      .filter((field) => {
        const labelled = field.getAttribute("aria-label") ?? field.getAttribute("aria-labelledby");
        const labels = (field as HTMLInputElement).labels;
        return (labelled === null || labelled === "") && (labels === null || labels.length === 0);
      })
      .map((field) => field.outerHTML),
  );
  expect(unlabelled).toEqual([]);
});

test("the axe check itself reports a serious violation when there is one", async ({ page }) => {
  await page.goto("/contacts");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const input = document.createElement("input");
    input.id = "unlabelled-probe";
    document.querySelector("main")?.append(input);
  });
  const violations = await runAxe(page);
  expect(violations.some((v) => v.id === "label" && (v.impact === "critical" || v.impact === "serious"))).toBe(true);
});
