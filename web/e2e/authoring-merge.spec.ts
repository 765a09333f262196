import { MODAL_CLOSE_DELAY_MS } from "@app/domain/constants";
import { expect, test } from "./support/fixtures";
import {
  addBlock,
  autosaved,
  createCourse,
  DEMO_DRAFT_COURSE_ID,
  ownerApi,
  passAutosavePause,
  saveState,
  storedDraft,
  textOf,
} from "./support/authoring";
import { openCourseScreenInApp } from "./support/course-screen-in-app";
import { navigateInApp } from "./support/navigate";
import { TWO_LESSON_COURSE, twoLessons, twoWindows, refusedAsStale, bigCourseSaves } from "./authoring-merge.steps";

test.use({ as: "owner" });

// One journey on one seed, on one page load: (a) and (d) work on new courses of their own; the last three
// on the seeded draft, opened in the app through the course list (support/course-screen-in-app.ts):
// (e) reads the version it starts from, the name's step reads the name it starts from, and the deleted
// course's step starts from the name the name's step saved; it deletes the course, so it comes last.
test("saving without loss: typing across autosaves, a 1.2 MB course, a wrong seat count and an over-long name kept unsent, a course deleted elsewhere", async ({
  page,
  request,
  time,
}) => {
  await time.install(page);

  await test.step("(a) typing goes on into a new section, lesson, task and block across the autosave that gives them server ids", async () => {
    const id = await createCourse(request, "Курс без потерь");
    await page.goto(`/createdCourses/${id}/constructor`);
    await page.getByRole("button", { name: "Добавить раздел" }).click();
    const section = page.getByLabel("Название раздела");
    await section.pressSequentially("Первая часть.");
    // The save answers with the section's server id while the caret is still in its name.
    await autosaved(page, time);
    await expect(section).toBeFocused();
    await page.keyboard.type(" Вторая часть.");
    await expect(section).toHaveValue("Первая часть. Вторая часть.");

    await page.getByRole("button", { name: /Добавить урок/ }).click();
    const lessonName = page.getByLabel("Название урока");
    await lessonName.fill("Урок");
    const lesson = page.getByRole("article", { name: "Урок «Урок»" });
    await addBlock(lesson, "Текст");
    const text = lesson.getByLabel("Текст", { exact: true });
    await text.pressSequentially("Первая часть.");
    await autosaved(page, time);
    await expect(text).toBeFocused();
    await page.keyboard.type(" Вторая часть.");

    await lesson.getByRole("button", { name: "Добавить задание" }).click();
    const task = lesson.getByLabel("Название задания");
    await expect(task).toBeFocused();
    await page.keyboard.type("Задание: первая часть.");
    await autosaved(page, time);
    await expect(task).toBeFocused();
    await page.keyboard.type(" Вторая часть.");
    await autosaved(page, time);

    const { course } = await storedDraft(ownerApi(request), id);
    expect(course.moduleList[0]?.moduleName).toBe("Первая часть. Вторая часть.");
    expect(textOf(course.moduleList[0]?.lessons[0]?.lessonContent[0])).toBe("Первая часть. Вторая часть.");
    expect(course.moduleList[0]?.lessons[0]?.tasks[0]?.name).toBe("Задание: первая часть. Вторая часть.");
  });

  await test.step("(d) a 1.2 MB text course saves: an edit of one block in the constructor, and a new block through the API; in a long lesson a problem's link and a new block reach cards not drawn yet", () =>
    bigCourseSaves({ page, request, time }));

  await test.step("(e) `12x` in `Места на курсе` shows the field error, says the course is not saved, and nothing is sent", async () => {
    const id = DEMO_DRAFT_COURSE_ID;
    const owner = ownerApi(request);
    const before = await storedDraft(owner, id);
    await openCourseScreenInApp(page, `/createdCourses/${id}/users`);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(`/api/courses/${id}/content`) && r.method() !== "GET") sent.push(r.method());
    });
    await page.getByLabel("Ограничить количество мест").check();
    const seats = page.getByLabel("Количество мест", { exact: true });
    await seats.fill("12x");
    await expect(seats).toHaveValue("12x");
    await expect(page.getByText("Укажите количество мест: целое число больше нуля")).toBeVisible();
    await expect(seats).toHaveAttribute("aria-invalid", "true");
    // Past the autosave's pause: still nothing sent.
    await passAutosavePause(time);
    await expect(saveState(page)).toContainText("Есть ошибки — не сохранено");
    expect(sent).toEqual([]);
    expect((await storedDraft(owner, id)).version).toBe(before.version);

    // The link in the save state leads to the field; fixed, the course saves.
    await page.getByRole("link", { name: "О курсе" }).click();
    await page.getByRole("button", { name: "Перейти к ошибке" }).click();
    await expect(seats).toBeFocused();
    await seats.fill("12");
    await expect(page.getByText("Укажите количество мест: целое число больше нуля")).toHaveCount(0);
    await autosaved(page, time);
    const { accesses } = (await storedDraft(owner, id)).course.settings;
    expect([accesses.maxCount, accesses.isSetMaxCount]).toEqual(["12", true]);
  });

  await test.step("a course name over its limit says `Есть ошибки — не сохранено`, links to the field, and the server keeps the last valid name", async () => {
    const id = DEMO_DRAFT_COURSE_ID;
    const owner = ownerApi(request);
    const seeded = (await storedDraft(owner, id)).course.general.name.value;
    // The same course's screen, which the step before left open on its users tab.
    await navigateInApp(page, `/createdCourses/${id}`);
    const name = page.getByLabel("Название курса");
    await expect(name).toHaveValue(seeded);
    await name.fill("я".repeat(270));
    await expect(page.getByText("270/256")).toBeVisible();
    await passAutosavePause(time);
    await expect(saveState(page)).toContainText("Есть ошибки — не сохранено");
    await page.getByRole("link", { name: "Конструктор" }).click();
    await page.getByRole("button", { name: "Перейти к ошибке" }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("я".repeat(270));
    expect((await storedDraft(owner, id)).course.general.name.value).toBe(seeded);
    await name.fill("Короткое название");
    await autosaved(page, time);
    expect((await storedDraft(owner, id)).course.general.name.value).toBe("Короткое название");
  });

  await test.step("a course deleted elsewhere while being edited says so and offers this page's copy to download", async () => {
    const id = DEMO_DRAFT_COURSE_ID;
    // The about tab the step before left open, with the name it saved.
    await expect(page.getByLabel("Название курса")).toHaveValue("Короткое название");
    expect((await ownerApi(request).delete(`/api/courses/${id}`)).status()).toBe(200);
    await page.getByLabel("Название курса").fill("Правка после удаления");
    await passAutosavePause(time);
    const dialog = page.getByRole("dialog", { name: "Курс удалён" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("изменения с этой страницы не сохранены");
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Скачать копию курса" }).click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const document = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
      format: string;
      course: { general: { name: { value: string } } };
    };
    expect([document.format, document.course.general.name.value]).toEqual([
      "course-platform/course",
      "Правка после удаления",
    ]);
    await expect(dialog.getByRole("link", { name: "К списку курсов" })).toBeVisible();
  });
});

// Two tabs of one browser (one signed-in storage), each with its own copy of the course and its own save loop.
test("(b) two windows edit different lessons of one course: both edits reach the server, and nothing is asked", async ({
  page,
  context,
  request,
  time,
}) => {
  const lessons = await twoLessons(request);
  const other = await twoWindows(page, context, time, lessons.first, lessons.second);
  await expect(page.getByLabel("Название урока")).toHaveValue("О курсе");
  await expect(other.getByLabel("Название урока")).toHaveValue("Основные понятия");

  await page.getByLabel("Название урока").fill("Урок 1 из первого окна");
  await page.getByLabel("Текст", { exact: true }).fill("Текст из первого окна");
  await autosaved(page, time);
  // The second window is still at the version it opened: its save is refused (409), merged, and sent again.
  const refused = refusedAsStale(other, TWO_LESSON_COURSE);
  await other.getByLabel("Название урока").fill("Урок 2 из второго окна");
  await passAutosavePause(time);
  await refused;
  await expect(saveState(other)).toHaveText("Сохранено");
  await expect(other.getByRole("dialog")).toHaveCount(0);
  await expect(other.getByRole("link", { name: /Урок 1 из первого окна/ })).toBeVisible();

  const { course: stored } = await storedDraft(ownerApi(request), TWO_LESSON_COURSE);
  const stored1 = stored.moduleList[0]?.lessons ?? [];
  expect(stored1.map((l) => l.lessonName)).toEqual(["Урок 1 из первого окна", "Урок 2 из второго окна"]);
  expect(textOf(stored1[0]?.lessonContent[0])).toBe("Текст из первого окна");
});

test("(c) both windows rename the same lesson: the second sees both names, keeps its own, and the server ends with it", async ({
  page,
  context,
  request,
  time,
}) => {
  const lessons = await twoLessons(request);
  const other = await twoWindows(page, context, time, lessons.first, lessons.first);
  await expect(other.getByLabel("Название урока")).toHaveValue("О курсе");

  await page.getByLabel("Название урока").fill("Название из первого окна");
  await autosaved(page, time);
  const refused = refusedAsStale(other, TWO_LESSON_COURSE);
  await other.getByLabel("Название урока").fill("Название из второго окна");
  await passAutosavePause(time);
  await refused;

  const dialog = other.getByRole("dialog", { name: "Курс изменён в другом окне" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".merge-item")).toHaveCount(1);
  await expect(dialog.getByRole("heading", { name: "Название урока" })).toBeVisible();
  await expect(dialog.locator(".merge-value").nth(0)).toContainText("Ваш вариант");
  await expect(dialog.locator(".merge-value").nth(0)).toContainText("Название из второго окна");
  await expect(dialog.locator(".merge-value").nth(1)).toContainText("Вариант из другого окна");
  await expect(dialog.locator(".merge-value").nth(1)).toContainText("Название из первого окна");
  await dialog.getByRole("button", { name: "Оставить мой вариант" }).click();
  await time.advance(MODAL_CLOSE_DELAY_MS);
  await expect(dialog).toBeHidden();
  await expect(other.getByLabel("Название урока")).toHaveValue("Название из второго окна");
  await autosaved(other, time);
  const { course: stored } = await storedDraft(ownerApi(request), TWO_LESSON_COURSE);
  expect(stored.moduleList[0]?.lessons[0]?.lessonName).toBe("Название из второго окна");
});

test("(c2) one window deletes a lesson while the other types into it: `Оставить мой вариант` brings the lesson back with the text", async ({
  page,
  context,
  request,
  time,
}) => {
  const lessons = await twoLessons(request);
  const other = await twoWindows(page, context, time, lessons.first, lessons.first);
  await expect(other.getByLabel("Название урока")).toHaveValue("О курсе");

  await page.getByRole("button", { name: "Удалить Урок «О курсе»" }).click();
  await autosaved(page, time);
  const refused = refusedAsStale(other, TWO_LESSON_COURSE);
  await other.getByLabel("Текст", { exact: true }).fill("Текст, который второе окно оставило");
  await passAutosavePause(time);
  await refused;

  const dialog = other.getByRole("dialog", { name: "Курс изменён в другом окне" });
  await expect(dialog).toBeVisible();
  // Not "saved" while the author still has to choose.
  await expect(saveState(other)).toHaveText("Не сохранено: курс изменён в другом окне");
  const item = dialog.locator(".merge-item");
  await expect(item).toHaveCount(1);
  // The block is named with its lesson: the author sees which lesson the other window deleted.
  await expect(item.getByRole("heading", { name: "Блок · урок «О курсе»" })).toBeVisible();
  await expect(item.locator(".merge-value").nth(0)).toContainText("Текст, который второе окно оставило");
  await expect(item.locator(".merge-value").nth(1)).toContainText("Удалено");
  await dialog.getByRole("button", { name: "Оставить мой вариант" }).click();
  await time.advance(MODAL_CLOSE_DELAY_MS);
  await expect(dialog).toBeHidden();
  await autosaved(other, time);
  await expect(saveState(other)).toHaveText("Сохранено");
  // Back in the outline (a trial lesson: its row says so).
  await expect(other.getByRole("link", { name: "О курсе пробный" })).toBeVisible();

  // The server has the lesson again, in its place, with the kept text and its test.
  const { course: stored } = await storedDraft(ownerApi(request), TWO_LESSON_COURSE);
  const kept = stored.moduleList[0]?.lessons ?? [];
  expect(kept.map((l) => l.lessonName)).toEqual(["О курсе", "Основные понятия"]);
  expect(textOf(kept[0]?.lessonContent[0])).toBe("Текст, который второе окно оставило");
  expect(kept[0]?.lessonContent.length).toBeGreaterThan(1);

  // The first window, reloaded, shows it too.
  await page.goto(lessons.first);
  await expect(page.getByLabel("Название урока")).toHaveValue("О курсе");
  await expect(page.getByLabel("Текст", { exact: true })).toHaveText("Текст, который второе окно оставило");
});
