import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { autosaved, ownerApi, storedDraft } from "./support/authoring";
import { shot } from "./support/screens";

/** Основы Python: published, its description the seed's plain text. */
const COURSE = 1;

test.use({ as: "owner" });

/** Screenshots at 1366 and 390 px for a person to look at, with SHOTS=1 only (never in npm test). */
const look = async (page: Page, target: Locator, name: string) => {
  if (process.env["SHOTS"] !== "1") return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await shot(page, `rich-description-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

/**
 * Issue #20, long descriptions: the author's plain description opens in the rich editor as a
 * paragraph; he writes a bold word and a list, the draft saves, the course is published, and the
 * public course page shows the bold word and the list items (through the sanitizer).
 */
test("the course description is rich text from the about tab to the public course page", async ({
  page,
  request,
  openAs,
  time,
}) => {
  const owner = ownerApi(request);
  await time.install(page);
  await page.goto(`/createdCourses/${COURSE}`);
  const field = page.locator(".about-description");
  const editor = field.getByRole("textbox", { name: "Описание", exact: true });
  // The plain description written before opens as a paragraph of the editor.
  await expect(editor.locator("p")).toHaveText(["О курсе «Основы Python»: теория, тесты и задания с проверкой."]);

  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Курс для тех, кто ");
  const bold = field.getByRole("button", { name: "Жирный" });
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("начинает");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type(" с нуля.");
  await page.keyboard.press("Enter");
  await field.getByRole("button", { name: "Маркированный список" }).click();
  await page.keyboard.type("Теория");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Практика");
  await expect(editor.locator("strong")).toHaveText("начинает");
  await expect(editor.locator("ul > li")).toHaveText(["Теория", "Практика"]);
  await autosaved(page, time);
  await look(page, field, "editor");

  // Stored as the HTML subset, marked rich.
  const stored = (await storedDraft(owner, COURSE)).course.additional.description;
  expect(stored.format).toBe("html");
  expect(stored.value).toContain("<p>Курс для тех, кто <strong>начинает</strong> с нуля.</p>");
  expect(stored.value).toContain("<ul><li><p>Теория</p></li><li><p>Практика</p></li></ul>");
  expect((await owner.post(`/api/courses/${COURSE}/publish`)).status()).toBe(200);

  // The public course page, to a visitor who is signed out.
  const visitor = await openAs(null);
  await visitor.goto(`/landing/courses/${COURSE}`);
  const block = visitor.locator('section[aria-labelledby="landing-description"]');
  const description = block.locator(".rich-text");
  await expect(description.locator("strong")).toHaveText("начинает");
  await expect(description.locator("ul > li")).toHaveText(["Теория", "Практика"]);
  await expect(description).not.toContainText("<");
  await look(visitor, block, "public");
});
