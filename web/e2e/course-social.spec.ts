import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { MOBILE } from "./support/mobile";
import { screenPath } from "./support/screens";
import { signInAs } from "./support/sign-in";
import { apiAs } from "./support/api";

/**
 * Every demo course has its discussion off (SPEC §5 default): course 4 gets it on (published), as the
 * author would. Idempotent, and safe against another worker doing the same at once (409: read again).
 */
const openCourseFourDiscussion = async (request: APIRequestContext): Promise<void> => {
  const owner = apiAs(request, "owner@demo.ru");
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const content = (await (await owner.get("/api/courses/4/content")).json()) as {
      data: { version: number; course: { settings: { actions: Record<string, boolean> } } };
    };
    const { version, course } = content.data;
    if (course.settings.actions.commentsEnable === true && course.settings.actions.showClassmates === false) break;
    course.settings.actions = { ...course.settings.actions, commentsEnable: true, showClassmates: false };
    const saved = await owner.put("/api/courses/4/content", { version, course });
    if (saved.status() === 409) continue;
    expect(saved.status()).toBe(200);
    break;
  }
  expect((await owner.post("/api/courses/4/publish")).status()).toBe(200);
};

test("a student posts to the discussion and deletes his post after confirming", async ({ page, request }) => {
  await openCourseFourDiscussion(request);
  await signInAs(page, "student@demo.ru");
  await page.goto("/myCourses/4/discussion");
  await expect(page.getByRole("heading", { name: "Обсуждение", level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "Отправить" }).click();
  await expect(page.getByText("Обязательное поле")).toBeVisible();
  const text = `Вопрос по третьему уроку ${Date.now()}`;
  await page.getByLabel("Сообщение").fill(text);
  await page.getByRole("button", { name: "Отправить" }).click();
  await expect(page.getByText("Сообщение отправлено")).toBeVisible();
  await expect(page.getByLabel("Сообщение")).toHaveValue("");
  const posts = page.getByRole("list", { name: "Сообщения" }).getByRole("listitem");
  const mine = posts.filter({ hasText: text });
  await expect(posts.first()).toContainText(text);
  await expect(mine).toContainText("Сергей Иванов");
  await expectNoSeriousViolations(page);

  await mine.getByRole("button", { name: "Удалить" }).click();
  const dialog = page.getByRole("dialog", { name: "Удалить сообщение?" });
  await expect(dialog).toBeVisible();
  // axe measures colours as painted: during the 0.25 s pop-in the dialog is still translucent.
  await page
    .locator(".modal-backdrop")
    .evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Удалить" }).click();
  await expect(page.getByText("Сообщение удалено")).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});

test("classmates are listed with progress and the rating highlights the student", MOBILE, async ({ page }, info) => {
  await signInAs(page, "student@demo.ru");
  await page.goto("/myCourses/1/classmates");
  const classmates = page.getByRole("list", { name: "Однокурсники" }).getByRole("listitem");
  await expect(classmates.filter({ hasText: "Анна Петрова" })).toHaveCount(1);
  await expect(classmates.filter({ hasText: "Анна Петрова" }).getByRole("progressbar")).toBeVisible();
  await expect(classmates.filter({ hasText: "Сергей Иванов" })).toHaveCount(0);
  await page.screenshot({ path: screenPath(`course-classmates-${info.project.name}.png`), fullPage: true });
  await expectNoSeriousViolations(page);

  await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "Рейтинг" }).click();
  const me = page.locator("tr[aria-current='true']");
  await expect(me).toHaveCount(1);
  await expect(me).toContainText("Сергей Иванов");
  await expect(page.getByText(/Ваше место: \d+ из \d+/)).toBeVisible();
  await expect(page.getByRole("row")).not.toHaveCount(1);
  await page.screenshot({ path: screenPath(`course-rating-${info.project.name}.png`), fullPage: true });
  await expectNoSeriousViolations(page);

  // The seeded review of course 1 is his: no form, his review can be deleted.
  await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "Отзывы" }).click();
  await expect(page.getByText("Вы уже оставили отзыв")).toBeVisible();
  await expect(page.getByRole("button", { name: "Оставить отзыв" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Удалить мой отзыв" })).toBeVisible();
});

test("a student leaves one review, then the form is gone until he deletes it", async ({ page }) => {
  await signInAs(page, "student@demo.ru");
  await page.goto("/myCourses/4/reviews");
  const submit = page.getByRole("button", { name: "Оставить отзыв" });
  await submit.click();
  await expect(page.getByText("Поставьте оценку")).toBeVisible();
  await expect(page.getByText("Обязательное поле")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("radio", { name: "4 звезды" }).check();
  await page.getByLabel("Текст отзыва").fill("Понятные задания по SQL, хотелось бы больше практики.");
  await submit.click();
  await expect(page.getByText("Спасибо! Отзыв опубликован")).toBeVisible();
  await expect(submit).toHaveCount(0);
  await expect(page.getByText("Вы уже оставили отзыв")).toBeVisible();
  const review = page
    .getByRole("list", { name: "Отзывы учеников" })
    .getByRole("listitem")
    .filter({ hasText: "Понятные задания по SQL" });
  await expect(review.getByRole("img", { name: "Оценка 4 из 5" })).toBeVisible();
  await page.screenshot({ path: screenPath("course-reviews-desktop.png"), fullPage: true });
  await expectNoSeriousViolations(page);

  await review.getByRole("button", { name: "Удалить мой отзыв" }).click();
  await page.getByRole("dialog", { name: "Удалить отзыв?" }).getByRole("button", { name: "Удалить" }).click();
  await expect(page.getByText("Отзыв удалён")).toBeVisible();
  await expect(submit).toBeVisible();
});
