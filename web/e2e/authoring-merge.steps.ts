import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, type Time } from "./support/fixtures";
import { autosaved, DEMO_DRAFT_COURSE_ID, ownerApi, storedDraft, textOf } from "./support/authoring";
import { openCourseScreenInApp } from "./support/course-screen-in-app";

// The saving and merge journeys' seeded course, two windows of one session, and the long step (d).

const UUID = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A seeded published course whose first section holds two lessons of a text block and a test each. */
export const TWO_LESSON_COURSE = 4;

/** The first section's id and its two lessons' ids in the seeded course. */
export const twoLessons = async (request: APIRequestContext) => {
  const { course } = await storedDraft(ownerApi(request), TWO_LESSON_COURSE);
  const section = course.moduleList[0];
  const [first, second] = section?.lessons ?? [];
  if (section === undefined || first === undefined || second === undefined || section.lessons.length !== 2)
    throw new Error(`course ${TWO_LESSON_COURSE}'s first section has two lessons in the seed`);
  const path = (lessonID: string) => `/createdCourses/${TWO_LESSON_COURSE}/constructor/${section.moduleID}/${lessonID}`;
  return { first: path(first.lessonID), second: path(second.lessonID) };
};

/** A second window of the same session beside `page`, both on the controlled clock, opened at `first` and `second`. */
export const twoWindows = async (
  page: Page,
  context: BrowserContext,
  time: Time,
  first: string,
  second: string,
): Promise<Page> => {
  const other = await context.newPage();
  await time.install(page);
  await time.install(other);
  await page.goto(first);
  await other.goto(second);
  return other;
};

/** Waits for the save of `page` the server refuses as made on an older version (409). */
export const refusedAsStale = (page: Page, courseID: number) =>
  page.waitForResponse((r) => r.url().endsWith(`/api/courses/${courseID}/content`) && r.status() === 409);

/** Step (d) of the saving journey: a 1.2 MB course saves by change; a long lesson's cards not drawn yet are reached. */
export const bigCourseSaves = async ({
  page,
  request,
  time,
}: {
  page: Page;
  request: APIRequestContext;
  time: Time;
}): Promise<void> => {
  // 611 text blocks of 2,000 characters: over the 1 MB request limit as a whole course, saved by change. The
  // lesson the constructor opens on has 3 of them: the course's size is the point, not 30 editors at once.
  const blocksIn = (lesson: number): number => (lesson === 0 ? 3 : 32);
  const owner = ownerApi(request);
  const body = (await storedDraft(owner, DEMO_DRAFT_COURSE_ID)).course;
  const line = "Длинный учебный текст для проверки большого курса. ".repeat(40).slice(0, 2000);
  const moduleList = [
    {
      moduleID: "1",
      moduleName: "Большой раздел",
      lessons: Array.from({ length: 20 }, (_, l) => ({
        lessonID: String(l + 1),
        lessonName: `Урок ${l + 1}`,
        lessonContent: Array.from({ length: blocksIn(l) }, (_, b) => ({
          contentBlockID: String(l * 100 + b + 1),
          status: "none",
          evaluation: null,
          // The long lessons' last block is left empty: a problem whose link must reach a card not drawn.
          content: { _tag: "text", text: l > 0 && b === blocksIn(l) - 1 ? "" : `${l + 1}.${b + 1} ${line}` },
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
  const imported = await owner.post("/api/courses/import?dry_run=false", document);
  expect(imported.status(), await imported.text()).toBe(201);
  const id = ((await imported.json()) as { data: { course_id: number } }).data.course_id;

  await openCourseScreenInApp(page, `/createdCourses/${id}/constructor`);
  const first = page.locator(".lesson-editor").getByLabel("Текст", { exact: true }).first();
  await expect(first).toHaveText(/^1\.1 Длинный/);
  await first.press("Control+End");
  await page.keyboard.type(" Исправлено.");
  await autosaved(page, time);
  const { version, course } = await storedDraft(owner, id);
  expect(textOf(course.moduleList[0]?.lessons[0]?.lessonContent[0])).toMatch(/ Исправлено\.$/);
  expect(course.moduleList[0]?.lessons[19]?.lessonContent).toHaveLength(blocksIn(19));

  const second = course.moduleList[0]?.lessons[1];
  const order = [...(second?.lessonContent.map((b) => b.contentBlockID) ?? []), UUID(9)];
  const added = await owner.patch(`/api/courses/${id}/content`, {
    version,
    patch: {
      modules: [],
      lessons: [
        {
          lessonID: second?.lessonID ?? "",
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
  expect((await storedDraft(owner, id)).course.moduleList[0]?.lessons[1]?.lessonContent).toHaveLength(blocksIn(1) + 1);

  // A long lesson draws only the cards near the screen; `Сохранить` lists the empty blocks, and the
  // link to the last one of lesson 20 opens that lesson and puts the caret in that very block.
  await page.getByRole("button", { name: "Сохранить", exact: true }).click();
  await page
    .getByRole("link", { name: /Урок 20 «Урок 20» › Блок 32/ })
    .first()
    .click();
  const list = page.locator(".lesson-editor .block-list");
  await expect(list).toHaveAttribute("data-block-count", String(blocksIn(19)));
  const last = list.getByRole("region", { name: "Блок 32 «Текст»" }).getByRole("textbox", { name: "Текст" });
  await expect(last).toBeFocused();
  expect(await list.locator(":scope > .block-card").count()).toBeLessThan(blocksIn(19));
  await page.keyboard.type("Конец урока.");
  // A block added at the end takes the caret, though the list's top is no longer drawn.
  await list.getByRole("button", { name: /Добавить блок/ }).click();
  await expect(list.locator(".block-card").last().locator('[contenteditable="true"]')).toBeFocused();
  await page.keyboard.type("Новый блок.");
  await autosaved(page, time);
  const saved = (await storedDraft(owner, id)).course.moduleList[0]?.lessons[19]?.lessonContent ?? [];
  expect(saved.map(textOf).slice(-2)).toEqual(["Конец урока.", "Новый блок."]);
};
