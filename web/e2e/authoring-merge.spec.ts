import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { signInAs } from "./support/sign-in";
import { apiAs } from "./support/api";

const OWNER = "owner@demo.ru";

type Block = { content: { _tag: string; text?: string } };
type Draft = {
  general: { name: { value: string } };
  moduleList: Array<{
    moduleID: string;
    moduleName: string;
    lessons: Array<{ lessonID: string; lessonName: string; lessonContent: Block[]; tasks: Array<{ name: string }> }>;
  }>;
};

const newCourse = async (request: APIRequestContext, name: string): Promise<number> => {
  const created = await apiAs(request, OWNER).post("/api/courses", { name });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
};

const serverDraft = async (request: APIRequestContext, id: number): Promise<{ version: number; course: Draft }> => {
  const response = await apiAs(request, OWNER).get(`/api/courses/${id}/content`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { version: number; course: Draft } }).data;
};

const saveState = (page: Page) => page.getByRole("status").filter({ hasText: /Сохран|сохран|Нет сети|ошибк/ });

const addBlock = async (lesson: Locator, kind: string) => {
  const bar = lesson.locator(".block-list").first().locator(".add-block-bar");
  await bar.getByLabel("Тип блока").selectOption({ label: kind });
  await bar.getByRole("button", { name: /Добавить блок/ }).click();
};

test("(a) typing goes on into a new section, lesson, task and block across the autosave that gives them server ids", async ({
  page,
  request,
}) => {
  const id = await newCourse(request, "Курс без потерь");
  await signInAs(page, OWNER);
  await page.goto(`/createdCourses/${id}/constructor`);
  await page.getByRole("button", { name: "Добавить раздел" }).click();
  const section = page.getByLabel("Название раздела");
  await section.pressSequentially("Первая часть.");
  await expect(saveState(page)).toHaveText("Сохранено");
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
  await expect(saveState(page)).toHaveText("Сохранено");
  await expect(text).toBeFocused();
  await page.keyboard.type(" Вторая часть.");

  await lesson.getByRole("button", { name: "Добавить задание" }).click();
  const task = lesson.getByLabel("Название задания");
  await expect(task).toBeFocused();
  await page.keyboard.type("Задание: первая часть.");
  await expect(saveState(page)).toHaveText("Сохранено");
  await expect(task).toBeFocused();
  await page.keyboard.type(" Вторая часть.");
  await expect(saveState(page)).toHaveText("Сохранено");

  const { course } = await serverDraft(request, id);
  expect(course.moduleList[0]?.moduleName).toBe("Первая часть. Вторая часть.");
  expect(course.moduleList[0]?.lessons[0]?.lessonContent[0]?.content.text).toBe("Первая часть. Вторая часть.");
  expect(course.moduleList[0]?.lessons[0]?.tasks[0]?.name).toBe("Задание: первая часть. Вторая часть.");
});

const UUID = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A course with one section and two lessons (one text block each), made through the save API; answers the ids. */
const courseWithTwoLessons = async (request: APIRequestContext, name: string) => {
  const id = await newCourse(request, name);
  const text = (n: number, value: string) => ({
    contentBlockID: UUID(n),
    status: "none",
    evaluation: null,
    content: { _tag: "text", text: value },
  });
  const patch = {
    moduleOrder: [UUID(1)],
    modules: [{ moduleID: UUID(1), moduleName: "Раздел", lessonOrder: [UUID(2), UUID(3)] }],
    lessons: [
      {
        lessonID: UUID(2),
        lessonName: "Урок 1",
        is_trial: false,
        content: { order: [UUID(4)], blocks: [text(4, "Текст первого урока")] },
        taskOrder: [],
      },
      {
        lessonID: UUID(3),
        lessonName: "Урок 2",
        is_trial: false,
        content: { order: [UUID(5)], blocks: [text(5, "Текст второго урока")] },
        taskOrder: [],
      },
    ],
    tasks: [],
  };
  const saved = await apiAs(request, OWNER).patch(`/api/courses/${id}/content`, { version: 1, patch });
  expect(saved.status(), await saved.text()).toBe(200);
  const ids = new Map(
    ((await saved.json()) as { data: { assignments: Array<{ tempID: string; id: string }> } }).data.assignments.map(
      (a) => [a.tempID, a.id],
    ),
  );
  return { id, moduleID: ids.get(UUID(1)) ?? "", lesson1: ids.get(UUID(2)) ?? "", lesson2: ids.get(UUID(3)) ?? "" };
};

const lessonPath = (id: number, moduleID: string, lessonID: string) =>
  `/createdCourses/${id}/constructor/${moduleID}/${lessonID}`;

test("(b) two windows edit different lessons of one course: both edits reach the server, and nothing is asked", async ({
  page,
  context,
  request,
}) => {
  const course = await courseWithTwoLessons(request, "Курс в двух окнах");
  await signInAs(page, OWNER);
  const other = await context.newPage();
  await page.goto(lessonPath(course.id, course.moduleID, course.lesson1));
  await other.goto(lessonPath(course.id, course.moduleID, course.lesson2));
  await expect(page.getByLabel("Название урока")).toHaveValue("Урок 1");
  await expect(other.getByLabel("Название урока")).toHaveValue("Урок 2");

  await page.getByLabel("Название урока").fill("Урок 1 из первого окна");
  await page.getByLabel("Текст", { exact: true }).fill("Текст из первого окна");
  await expect(saveState(page)).toHaveText("Сохранено");
  // The second window is still at the version it opened: its save is refused (409), merged, and sent again.
  const refused = other.waitForResponse(
    (r) => r.url().endsWith(`/api/courses/${course.id}/content`) && r.status() === 409,
  );
  await other.getByLabel("Название урока").fill("Урок 2 из второго окна");
  await refused;
  await expect(saveState(other)).toHaveText("Сохранено");
  await expect(other.getByRole("dialog")).toHaveCount(0);
  await expect(other.getByRole("link", { name: /Урок 1 из первого окна/ })).toBeVisible();

  const { course: stored } = await serverDraft(request, course.id);
  const lessons = stored.moduleList[0]?.lessons ?? [];
  expect(lessons.map((l) => l.lessonName)).toEqual(["Урок 1 из первого окна", "Урок 2 из второго окна"]);
  expect(lessons[0]?.lessonContent[0]?.content.text).toBe("Текст из первого окна");
});

test("(c) both windows rename the same lesson: the second sees both names, keeps its own, and the server ends with it", async ({
  page,
  context,
  request,
}) => {
  const course = await courseWithTwoLessons(request, "Курс с одним уроком на двоих");
  await signInAs(page, OWNER);
  const other = await context.newPage();
  await page.goto(lessonPath(course.id, course.moduleID, course.lesson1));
  await other.goto(lessonPath(course.id, course.moduleID, course.lesson1));
  await expect(other.getByLabel("Название урока")).toHaveValue("Урок 1");

  await page.getByLabel("Название урока").fill("Название из первого окна");
  await expect(saveState(page)).toHaveText("Сохранено");
  const refused = other.waitForResponse(
    (r) => r.url().endsWith(`/api/courses/${course.id}/content`) && r.status() === 409,
  );
  await other.getByLabel("Название урока").fill("Название из второго окна");
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
  await expect(dialog).toBeHidden();
  await expect(other.getByLabel("Название урока")).toHaveValue("Название из второго окна");
  await expect(saveState(other)).toHaveText("Сохранено");
  const { course: stored } = await serverDraft(request, course.id);
  expect(stored.moduleList[0]?.lessons[0]?.lessonName).toBe("Название из второго окна");
});

test("(d) a 1.2 MB text course saves: an edit of one block in the constructor, and a new block through the API", async ({
  page,
  request,
}) => {
  // 600 text blocks of 2,000 characters: over the 1 MB request limit as a whole course, saved by change.
  const seed = await newCourse(request, "Заготовка");
  const body = (await serverDraft(request, seed)).course;
  const line = "Длинный учебный текст для проверки большого курса. ".repeat(40).slice(0, 2000);
  const moduleList = [
    {
      moduleID: "1",
      moduleName: "Большой раздел",
      lessons: Array.from({ length: 20 }, (_, l) => ({
        lessonID: String(l + 1),
        lessonName: `Урок ${l + 1}`,
        lessonContent: Array.from({ length: 30 }, (_, b) => ({
          contentBlockID: String(l * 30 + b + 1),
          status: "none",
          evaluation: null,
          content: { _tag: "text", text: `${l + 1}.${b + 1} ${line}` },
        })),
        tasks: [],
        is_trial: false,
        isEndedByUser: false,
        status: "not_started",
        statistics: null,
      })),
    },
  ];
  const document = {
    format: "course-platform/course",
    format_version: 1,
    exported_at: "2026-11-24T00:00:00.000Z",
    course: { ...body, general: { ...body.general, name: { value: "Курс на 1,2 МБ" } }, moduleList },
  };
  expect(JSON.stringify(document).length).toBeGreaterThan(1_200_000);
  const imported = await apiAs(request, OWNER).post("/api/courses/import?dry_run=false", document);
  expect(imported.status(), await imported.text()).toBe(201);
  const id = ((await imported.json()) as { data: { course_id: number } }).data.course_id;

  await signInAs(page, OWNER);
  await page.goto(`/createdCourses/${id}/constructor`);
  const first = page.locator(".lesson-editor").getByLabel("Текст", { exact: true }).first();
  await expect(first).toHaveText(/^1\.1 Длинный/);
  await first.press("Control+End");
  await page.keyboard.type(" Исправлено.");
  await expect(saveState(page)).toHaveText("Сохранено");
  const { version, course } = await serverDraft(request, id);
  expect(course.moduleList[0]?.lessons[0]?.lessonContent[0]?.content.text).toMatch(/ Исправлено\.$/);
  expect(course.moduleList[0]?.lessons[19]?.lessonContent).toHaveLength(30);

  const lessonID = course.moduleList[0]?.lessons[1]?.lessonID ?? "";
  const order = [
    ...(course.moduleList[0]?.lessons[1]?.lessonContent.map(
      (b) => (b as { contentBlockID?: string }).contentBlockID ?? "",
    ) ?? []),
    UUID(9),
  ];
  const added = await apiAs(request, OWNER).patch(`/api/courses/${id}/content`, {
    version,
    patch: {
      modules: [],
      lessons: [
        {
          lessonID,
          lessonName: "Урок 2",
          is_trial: false,
          content: {
            order,
            blocks: [
              { contentBlockID: UUID(9), status: "none", evaluation: null, content: { _tag: "text", text: line } },
            ],
          },
        },
      ],
      tasks: [],
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  expect((await serverDraft(request, id)).course.moduleList[0]?.lessons[1]?.lessonContent).toHaveLength(31);
});

test("(e) `12x` in `Места на курсе` shows the field error, says the course is not saved, and nothing is sent", async ({
  page,
  request,
}) => {
  const id = await newCourse(request, "Курс с местами");
  const before = await serverDraft(request, id);
  await signInAs(page, OWNER);
  await page.goto(`/createdCourses/${id}/users`);
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
  await expect(saveState(page)).toContainText("Есть ошибки — не сохранено");
  expect(sent).toEqual([]);
  expect((await serverDraft(request, id)).version).toBe(before.version);

  // The link in the save state leads to the field; fixed, the course saves.
  await page.getByRole("link", { name: "О курсе" }).click();
  await page.getByRole("button", { name: "Перейти к ошибке" }).click();
  await expect(seats).toBeFocused();
  await seats.fill("12");
  await expect(page.getByText("Укажите количество мест: целое число больше нуля")).toHaveCount(0);
  await expect(saveState(page)).toHaveText("Сохранено");
  const after = await apiAs(request, OWNER).get(`/api/courses/${id}/content`);
  const accesses = (
    (await after.json()) as {
      data: { course: { settings: { accesses: { maxCount: string; isSetMaxCount: boolean } } } };
    }
  ).data.course.settings.accesses;
  expect([accesses.maxCount, accesses.isSetMaxCount]).toEqual(["12", true]);
});

test("a course name over its limit says `Есть ошибки — не сохранено`, links to the field, and the server keeps the last valid name", async ({
  page,
  request,
}) => {
  const id = await newCourse(request, "Курс с длинным названием");
  await signInAs(page, OWNER);
  await page.goto(`/createdCourses/${id}`);
  const name = page.getByLabel("Название курса");
  await name.fill("я".repeat(270));
  await expect(page.getByText("270/256")).toBeVisible();
  await expect(saveState(page)).toContainText("Есть ошибки — не сохранено");
  await page.getByRole("link", { name: "Конструктор" }).click();
  await page.getByRole("button", { name: "Перейти к ошибке" }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("я".repeat(270));
  expect((await serverDraft(request, id)).course.general.name.value).toBe("Курс с длинным названием");
  await name.fill("Короткое название");
  await expect(saveState(page)).toHaveText("Сохранено");
  expect((await serverDraft(request, id)).course.general.name.value).toBe("Короткое название");
});

test("a course deleted elsewhere while being edited says so and offers this page's copy to download", async ({
  page,
  request,
}) => {
  const id = await newCourse(request, "Курс, который удалят");
  await signInAs(page, OWNER);
  await page.goto(`/createdCourses/${id}`);
  await expect(page.getByLabel("Название курса")).toHaveValue("Курс, который удалят");
  expect((await apiAs(request, OWNER).delete(`/api/courses/${id}`)).status()).toBe(200);
  await page.getByLabel("Название курса").fill("Правка после удаления");
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
