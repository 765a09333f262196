import { expect, test } from "./support/fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { shot } from "./support/screens";
import { enrolledStudent } from "./support/enrolled-student";
import { navigateInApp } from "./support/navigate";

test.use({ as: "student" });

/**
 * One journey on one seed, a step per former test, moving in-app between them. The order matters: the
 * first step deletes the post it wrote (the discussion is the seed's again for the reply of the last
 * step); the second reads course 1's seeded review before the last step edits it; the third only
 * touches course 4.
 */
test("the student's course social pages: discussion, classmates and rating, reviews, replies and edits", async ({
  page,
  request,
  openAs,
}, info) => {
  await test.step("a student posts to the discussion and deletes his post after confirming", async () => {
    // Course 1's discussion is open in the seed, with posts of his classmates in it.
    await page.goto("/myCourses/1/discussion");
    await expect(page.getByRole("heading", { name: "Обсуждение", level: 2 })).toBeVisible();

    await page.getByRole("button", { name: "Отправить" }).click();
    await expect(page.getByText("Обязательное поле")).toBeVisible();
    const text = "Вопрос по третьему уроку: зачем нужен elif?";
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

  await test.step("classmates are listed with progress and the rating highlights the student", async () => {
    await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "Однокурсники" }).click();
    const classmates = page.getByRole("list", { name: "Однокурсники" }).getByRole("listitem");
    await expect(classmates.filter({ hasText: "Анна Петрова" })).toHaveCount(1);
    await expect(classmates.filter({ hasText: "Анна Петрова" }).getByRole("progressbar")).toBeVisible();
    await expect(classmates.filter({ hasText: "Сергей Иванов" })).toHaveCount(0);
    await shot(page, `course-classmates-${info.project.name}.png`, { fullPage: true });
    await expectNoSeriousViolations(page);

    await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "Рейтинг" }).click();
    const me = page.locator("tr[aria-current='true']");
    await expect(me).toHaveCount(1);
    await expect(me).toContainText("Сергей Иванов");
    await expect(page.getByText(/Ваше место: \d+ из \d+/)).toBeVisible();
    await expect(page.getByRole("row")).not.toHaveCount(1);
    await shot(page, `course-rating-${info.project.name}.png`, { fullPage: true });
    await expectNoSeriousViolations(page);

    // The seeded review of course 1 is his: no form, his review can be deleted.
    await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "Отзывы" }).click();
    await expect(page.getByText("Вы уже оставили отзыв")).toBeVisible();
    await expect(page.getByRole("button", { name: "Оставить отзыв" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Удалить мой отзыв" })).toBeVisible();
  });

  await test.step("a student leaves one review, then the form is gone until he deletes it", async () => {
    await navigateInApp(page, "/myCourses/4/reviews");
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
    await shot(page, "course-reviews-desktop.png", { fullPage: true });
    await expectNoSeriousViolations(page);

    await review.getByRole("button", { name: "Удалить мой отзыв" }).click();
    await page.getByRole("dialog", { name: "Удалить отзыв?" }).getByRole("button", { name: "Удалить" }).click();
    await expect(page.getByText("Отзыв удалён")).toBeVisible();
    await expect(submit).toBeVisible();
  });

  await test.step("(issue #30) a reply in the discussion and an edited review, answered by the teacher, are seen by another student", async () => {
    // Сергей replies under a classmate's post of course 1's discussion (open in the seed).
    await navigateInApp(page, "/myCourses/1/discussion");
    const threads = page.getByRole("list", { name: "Сообщения" }).locator(":scope > li");
    const thread = threads.first();
    await expect(thread).toBeVisible();
    const question = (await thread.locator(".social-post-text").first().textContent()) ?? "";
    await thread.getByRole("button", { name: "Ответить" }).first().click();
    const reply = "Посмотрите конспект под видео, там всё разобрано.";
    await thread.getByLabel(/^Ответ пользователю /).fill(reply);
    await thread.getByRole("button", { name: "Отправить ответ" }).click();
    await expect(page.getByText("Ответ отправлен")).toBeVisible();
    const replies = thread.getByRole("list", { name: "Ответы на сообщение" });
    await expect(replies.getByRole("listitem").filter({ hasText: reply })).toContainText("Сергей Иванов");
    await shot(page, "social-reply-1280.png");

    // His seeded review of course 1, edited in place: it keeps its date and says `изменён`.
    await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "Отзывы" }).click();
    const mine = page.getByRole("list", { name: "Отзывы учеников" }).locator(".review-mine");
    await mine.getByRole("button", { name: "Изменить" }).click();
    const edited = "После второго модуля всё встало на места: курс отличный.";
    await page.getByLabel("Текст отзыва").fill(edited);
    await page.getByRole("radio", { name: "5 звёзд" }).check();
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByText("Отзыв изменён")).toBeVisible();
    await expect(mine).toContainText(edited);
    await expect(mine.getByText("изменён")).toBeVisible();
    await expect(mine.getByRole("img", { name: "Оценка 5 из 5" })).toBeVisible();

    // The course's teacher answers it from the course as he sees it.
    const teacher = await openAs("teacher");
    await teacher.goto("/myCourses/1/reviews");
    const answered = teacher.getByRole("listitem").filter({ hasText: edited });
    await answered.getByRole("button", { name: "Ответить на отзыв" }).click();
    const thanks = "Спасибо! Рады, что курс помог.";
    await answered.getByLabel("Ответ на отзыв").fill(thanks);
    await answered.getByRole("button", { name: "Опубликовать ответ" }).click();
    await expect(answered.getByRole("region", { name: "Ответ курса" })).toContainText(thanks);

    // Another student of the course, on a phone, sees all three.
    const classmate = await enrolledStudent(request, "social-reader");
    const phone = await openAs(classmate);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto("/myCourses/1/discussion");
    const seen = phone
      .getByRole("list", { name: "Сообщения" })
      .locator(":scope > li")
      .filter({ hasText: question.slice(0, 30) });
    await expect(seen.getByRole("list", { name: "Ответы на сообщение" })).toContainText(reply);
    await seen.getByRole("list", { name: "Ответы на сообщение" }).scrollIntoViewIfNeeded();
    await shot(phone, "social-reply-390.png");
    await phone.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "Отзывы" }).click();
    const review = phone
      .getByRole("list", { name: "Отзывы учеников" })
      .getByRole("listitem")
      .filter({ hasText: edited });
    await expect(review.getByText("изменён")).toBeVisible();
    await expect(review.getByRole("region", { name: "Ответ курса" })).toContainText(thanks);
    await expect(review.getByRole("button", { name: "Изменить" })).toHaveCount(0);
    await review.scrollIntoViewIfNeeded();
    await shot(phone, "social-review-edited-390.png");
    await page.reload();
    await mine.scrollIntoViewIfNeeded();
    await expect(mine.getByRole("region", { name: "Ответ курса" })).toContainText(thanks);
    await shot(page, "social-review-edited-1280.png");
  });
});
