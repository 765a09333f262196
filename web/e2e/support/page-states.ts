import { expect, type Page } from "@playwright/test";
import { WIDTHS } from "./page-fit";
import { LANDING, MY_COURSES } from "./page-headings";
import type { SweptScreen } from "./swept-screen";

/** The states the sweep opens over a page: dialogs, a dialog's errors, the burger menu. */

/** A dialog's widths (see `SweptScreen.widths`). */
const DIALOG_WIDTHS: ReadonlyArray<number> = [390];

/** The author application ("Стать автором"), opened by its link or the address (?becomeAuthorModal=true). */
const authorApplication = (page: Page) => page.getByRole("dialog", { name: "Стать автором" });

export const AUTHOR_APPLICATION: SweptScreen = {
  path: "/?becomeAuthorModal=true",
  heading: LANDING,
  state: "the author application",
  widths: DIALOG_WIDTHS,
  open: async (page) => {
    await expect(authorApplication(page).getByLabel("Телефон")).toBeVisible();
  },
};

export const AUTHOR_APPLICATION_ERRORS: SweptScreen = {
  path: "/?becomeAuthorModal=true",
  heading: LANDING,
  state: "the author application with its errors",
  widths: DIALOG_WIDTHS,
  open: async (page) => {
    await authorApplication(page).getByRole("button", { name: "Отправить заявку" }).click();
    await expect(authorApplication(page).getByText("Обязательное поле").first()).toBeVisible();
  },
};

/** The header's menu behind the burger button, open on a phone (it exists at 1024 px or less). */
export const BURGER_MENU: SweptScreen = {
  path: "/",
  heading: LANDING,
  state: "the open burger menu",
  contentOnPhone: true,
  widths: WIDTHS.filter((width) => width <= 1024),
  open: async (page) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Открыть меню" }).click();
    await expect(page.getByRole("navigation", { name: "Главное меню" })).toBeVisible();
  },
};

/** The welcome a new registration lands on. */
export const WELCOME: SweptScreen = {
  path: "/myCourses?showWelcomeModal=true",
  heading: MY_COURSES,
  state: "the welcome dialog",
  widths: DIALOG_WIDTHS,
  contentOnPhone: true,
  open: async (page) => {
    await expect(page.getByRole("dialog", { name: "Регистрация прошла успешно" })).toBeVisible();
  },
};

/** The profile-completion dialog a user without name and phone meets (fresh@demo.ru), after an empty submit. */
export const PROFILE_COMPLETION: SweptScreen = {
  path: "/myCourses",
  heading: MY_COURSES,
  state: "the profile-completion dialog with its errors",
  widths: DIALOG_WIDTHS,
  open: async (page) => {
    const dialog = page.getByRole("dialog", { name: "Давайте познакомимся" });
    await dialog.getByRole("button", { name: "Начать учиться" }).click();
    await expect(dialog.getByText("Обязательное поле").first()).toBeVisible();
  },
};
