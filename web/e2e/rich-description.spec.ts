import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiAs } from "./support/api";
import { signInAs } from "./support/sign-in";

const OWNER = "owner@demo.ru";
const saveState = (page: Page) => page.getByRole("status").filter({ hasText: /Сохран|сохран|Нет сети|ошибк/ });
/** Screenshots at 1366 and 390 px for a person to look at, with SHOTS=1 only (never in npm test). */
const look = async (page: Page, target: Locator, path: string, name: string) => {
  if (process.env["SHOTS"] !== "1") return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${path}/${name}-${width}.png` });
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
}, info) => {
  const owner = apiAs(request, OWNER);
  const copied = await owner.post("/api/courses/1/copy");
  expect(copied.status()).toBe(201);
  const courseID = ((await copied.json()) as { data: { id: number } }).data.id;

  await signInAs(page, OWNER);
  await page.goto(`/createdCourses/${courseID}`);
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
  await expect(saveState(page)).toHaveText("Сохранено");
  await look(page, field, info.outputPath(), "description-editor");

  // Stored as the HTML subset, marked rich.
  const draft = (await (await owner.get(`/api/courses/${courseID}/content`)).json()) as {
    data: { course: { additional: { description: { value: string; format?: string } } } };
  };
  const stored = draft.data.course.additional.description;
  expect(stored.format).toBe("html");
  expect(stored.value).toContain("<p>Курс для тех, кто <strong>начинает</strong> с нуля.</p>");
  expect(stored.value).toContain("<ul><li><p>Теория</p></li><li><p>Практика</p></li></ul>");
  expect((await owner.post(`/api/courses/${courseID}/publish`)).status()).toBe(200);

  // The public course page, signed out.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/landing/courses/${courseID}`);
  const block = page.locator('section[aria-labelledby="landing-description"]');
  const description = block.locator(".rich-text");
  await expect(description.locator("strong")).toHaveText("начинает");
  await expect(description.locator("ul > li")).toHaveText(["Теория", "Практика"]);
  await expect(description).not.toContainText("<");
  await look(page, block, info.outputPath(), "description-public");
});
