import type { Page } from "@playwright/test";
import type { Account } from "./signed-in";

type SignIn = (page: Page, account: Account) => Promise<void>;

/**
 * Empties what the app keeps in `page`'s context (its local and session storage: the session, the
 * persisted query cache, the outbox; and the cookies), as a fresh context starts: signed out. Done on a
 * same-origin document that is not the app, which would write its own state as it unloads.
 */
export const emptyStorage = async (page: Page): Promise<void> => {
  await page.goto("/favicon.svg");
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
};

/**
 * Signs `page`'s context in as `account` after someone else used it in the same test: the storage is
 * emptied first (`emptyStorage`), so the next page load starts as `account` alone, as a fresh context would.
 */
export const switchAccount = async (page: Page, signIn: SignIn, account: Account): Promise<void> => {
  await emptyStorage(page);
  await signIn(page, account);
};
