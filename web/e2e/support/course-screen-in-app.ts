import { expect, type Page } from "@playwright/test";
import { navigateInApp } from "./navigate";

/**
 * Opens `path`, a course screen (/createdCourses/{id}/…), inside the app already open, with no page
 * load: through the course list, so that the course screen mounts afresh for that course (going from
 * one course's screen straight to another's would keep the tab's component and its state).
 */
export const openCourseScreenInApp = async (page: Page, path: string): Promise<void> => {
  await navigateInApp(page, "/createdCourses");
  await expect(page.getByRole("heading", { level: 1, name: "Мои курсы" })).toBeVisible();
  await navigateInApp(page, path);
};
