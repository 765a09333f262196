import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { addBlock, autosaved, ownerApi, storedDraft } from "./support/authoring";
import { shot } from "./support/screens";

/** Основы Python: published, the demo student enrolled and at work in it. */
const COURSE = 1;

test.use({ as: "owner" });

/** Screenshots at 1366 and 390 px for a person to look at, with SHOTS=1 only (never in npm test). */
const look = async (page: Page, target: Locator, name: string) => {
  if (process.env["SHOTS"] !== "1") return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await shot(page, `rich-content-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};
const lastBlock = (lesson: Locator) => lesson.locator(".block-list").first().locator(":scope > .block-card").last();

/**
 * Issue #20's content journey: the author formats a text (bold, a list, a link), adds a YouTube video
 * by link and a single-choice question worth 3 points with an explanation; a student sees the text
 * formatted, the player's frame (its host: the machine is offline) and his score in points.
 */
test("rich text, a video by link and a single-choice question with points reach the student", async ({
  page,
  request,
  signIn,
  time,
}) => {
  const owner = ownerApi(request);
  const section = (await storedDraft(owner, COURSE)).course.moduleList[0];
  const moduleID = section?.moduleID ?? "";
  const lessonID = section?.lessons[0]?.lessonID ?? "";

  await time.install(page);
  await page.goto(`/createdCourses/${COURSE}/constructor/${moduleID}/${lessonID}`);
  const lesson = page.locator(".lesson-editor").first();

  // Text: a bold line, a bulleted list and a link, with the toolbar.
  await addBlock(lesson, "Текст");
  const text = lastBlock(lesson);
  const editor = text.getByRole("textbox", { name: "Текст", exact: true });
  // Bold switched on and off around the words (moving the caret with keys right before Enter races
  // ProseMirror's reading of the DOM selection, which a person's pace never does).
  await editor.click();
  const bold = text.getByRole("button", { name: "Жирный" });
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Главное правило");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await text.getByRole("button", { name: "Маркированный список" }).click();
  await page.keyboard.type("Первый пункт");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Второй пункт");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Подробнее: ");
  await text.getByRole("button", { name: "Ссылка" }).click();
  await text.getByLabel("Адрес ссылки").fill("docs.python.org/3/");
  await text.getByLabel("Адрес ссылки").press("Enter");
  await expect(editor.locator("strong")).toHaveText("Главное правило");
  await expect(editor.locator("ul > li")).toHaveText(["Первый пункт", "Второй пункт"]);
  await look(page, text, "editor-toolbar");

  // Video by link, with the player's preview in the editor.
  await addBlock(lesson, "Видео");
  const video = lastBlock(lesson);
  await video.getByLabel("Название").fill("Как устроен Python");
  await video.getByLabel("Ссылка на видео (YouTube, Vimeo, RuTube)").fill("https://youtu.be/dQw4w9WgXcQ");
  await expect(video.getByText("Видео YouTube: студент увидит плеер")).toBeVisible();
  await expect(video.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  await look(page, video, "editor-video");

  // A single-choice question worth 3 points: marking a second right answer moves the mark.
  await addBlock(lesson, "Тест");
  const quiz = lastBlock(lesson);
  await quiz.getByLabel("Название теста").fill("Проверка по теме");
  await quiz.getByRole("button", { name: "Добавить вопрос" }).click();
  await quiz.getByRole("radio", { name: "Один правильный ответ" }).check();
  await quiz.getByLabel("Текст вопроса").fill("Какой тип у значения 3.5?");
  await quiz.getByLabel("Ответ 1", { exact: true }).fill("float");
  await quiz.getByLabel("Ответ 2", { exact: true }).fill("int");
  await quiz.getByRole("radio", { name: /Правильный ответ — Ответ 2/ }).check();
  await quiz.getByRole("radio", { name: /Правильный ответ — Ответ 1/ }).check();
  await expect(quiz.getByRole("radio", { name: /Правильный ответ — Ответ 2/ })).not.toBeChecked();
  await quiz.getByLabel("Баллы за вопрос").fill("3");
  await quiz.getByLabel("Пояснение после ответа").fill("Число с точкой — это float.");
  await autosaved(page, time);
  expect((await owner.post(`/api/courses/${COURSE}/publish`)).status()).toBe(200);

  // The student, in the same browser (the app is cached there): the author is done with it.
  await signIn(page, "student");
  await page.goto(`/myCourses/${COURSE}/lessons/${moduleID}/${lessonID}`);
  // The seed has him past this lesson's start: its materials show at once.
  await expect(page.getByRole("heading", { level: 3, name: "Материалы урока" })).toBeVisible();

  const rich = page.locator(".rich-text", { hasText: "Главное правило" });
  await expect(rich.locator("strong")).toHaveText("Главное правило");
  await expect(rich.locator("ul > li")).toHaveText(["Первый пункт", "Второй пункт"]);
  const link = rich.getByRole("link", { name: "https://docs.python.org/3/" });
  await expect(link).toHaveAttribute("href", "https://docs.python.org/3/");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await look(page, rich, "student-text");

  const player = page.locator('iframe[title="Как устроен Python"]');
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  expect(new URL((await player.getAttribute("src")) ?? "").host).toBe("www.youtube-nocookie.com");
  await expect(player).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation allow-popups");
  await look(page, player, "student-video");

  const test1 = page.locator(".passage-test", { hasText: "Проверка по теме" });
  await expect(test1.getByText("(3 балла)")).toBeVisible();
  await test1.getByRole("radio", { name: "int" }).check();
  await test1.getByRole("radio", { name: "float" }).check();
  await expect(test1.getByRole("radio", { name: "int" })).not.toBeChecked();
  await test1.getByRole("button", { name: "Ответить" }).click();
  await expect(test1.getByText("Результат: 3 из 3 баллов")).toBeVisible();
  await expect(test1.getByText("Число с точкой — это float.")).toBeVisible();
  await look(page, test1, "student-test");
});
