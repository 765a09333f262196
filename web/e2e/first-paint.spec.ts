import { expect, test } from "@playwright/test";
import { signInAs } from "./support/sign-in";

/**
 * The signed-in header is right from the first paint (issue #17): the HTML the server sends for `/`
 * already says `В личный кабинет` with the role's link, before any script runs; signed out, `Войти`.
 */
test("the HTML of / carries the visitor's header: Войти, then the role's cabinet, then Войти again", async ({
  page,
}) => {
  const html = async () => (await page.context().request.get("/")).text();
  expect(await html()).toContain(">Войти<");

  await signInAs(page, "teacher@demo.ru");
  const signedIn = await html();
  expect(signedIn).toContain("В личный кабинет");
  expect(signedIn).toContain('href="/availableCourses"');
  expect(signedIn).not.toContain(">Войти<");

  await page.getByRole("button", { name: "Выход" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await html()).toContain(">Войти<");
});

test("with scripts off, a signed-in student's / already shows В личный кабинет", async ({ browser, page }) => {
  await signInAs(page, "student@demo.ru");
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: test.info().project.use.baseURL,
  });
  const bare = await noScript.newPage();
  await bare.goto("/");
  await expect(bare.getByRole("link", { name: "В личный кабинет" })).toHaveAttribute("href", "/myCourses");
  await noScript.close();
});
