import type { Page } from "@playwright/test";
import type { ContentPatch } from "@app/domain/course/content-patch";
import { expect } from "./support/fixtures";
import { type Api } from "./support/api";
import { ownerApi, storedDraft } from "./support/authoring";
import { createDraftCourse } from "./support/school-courses";
import { shot } from "./support/screens";

// The history journey's helpers: a course with a lesson saved by its owner, saves as another user, the history tab, the look at both widths.

export const MINUTE = 60_000;
const UUID = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Saves a change through the API as `api`'s user, on the course's current version. */
export const saveAs = async (api: Api, courseID: number, patch: ContentPatch): Promise<number> => {
  const { version } = await storedDraft(api, courseID);
  const answer = await api.patch(`/api/courses/${courseID}/content`, { version, patch });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { version: number } }).data.version;
};

/** A new draft of the owner's with one section and one lesson, saved by him: its id and the lesson's. */
export const courseWithLesson = async (page: Page, name: string) => {
  const owner = ownerApi(page.request);
  const courseID = await createDraftCourse(page.request, name);
  await saveAs(owner, courseID, {
    moduleOrder: [UUID(1)],
    modules: [{ moduleID: UUID(1), moduleName: "Введение", lessonOrder: [UUID(2)] }],
    lessons: [
      {
        lessonID: UUID(2),
        lessonName: "Первый урок",
        is_trial: false,
        content: { order: [], blocks: [] },
        taskOrder: [],
      },
    ],
    tasks: [],
  });
  const section = (await storedDraft(owner, courseID)).course.moduleList[0];
  const lessonID = section?.lessons[0]?.lessonID ?? "";
  return {
    courseID,
    owner,
    lessonPath: `/createdCourses/${courseID}/constructor/${section?.moduleID ?? ""}/${lessonID}`,
  };
};

export const historyEntries = (page: Page) => page.getByTestId("history-entry");

/** Opens one of the course's tabs as the author does: its link, no page load. */
export const openTab = async (
  page: Page,
  name: "Конструктор" | "Пользователи" | "Настройки" | "История",
): Promise<void> => {
  await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name, exact: true }).click();
};

export const openHistory = async (page: Page): Promise<void> => {
  await openTab(page, "История");
  await expect(page.getByRole("heading", { name: "История", level: 2 })).toBeVisible();
};

/** No sideways scroll at 1366 and 390 px; with SHOTS=1, screenshots of both. */
export const look = async (page: Page, name: string): Promise<void> => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `course-history-sessions-${name}-${width}.png`, { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};
