import { expect, test } from "./support/fixtures";

/**
 * The signed-in header is right from the first paint (issue #17): the HTML the server sends for `/`
 * already says `В личный кабинет` with the role's link, before any script runs; signed out, `Войти`.
 * The server reads the role from the landing hint cookie, which the app writes once it runs signed in.
 */
test("the HTML of / carries the visitor's header: Войти, then the role's cabinet (scripts off too), then Войти again", async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  const html = async () => (await page.context().request.get("/")).text();
  expect(await html()).toContain(">Войти<");

  await signIn(page, "teacher");
  await page.goto("/availableCourses");
  await expect(page.getByTestId("menu-user")).toHaveText("Татьяна Васильева");
  const signedIn = await html();
  expect(signedIn).toContain("В личный кабинет");
  expect(signedIn).toContain('href="/availableCourses"');
  expect(signedIn).not.toContain(">Войти<");

  // The same browser storage with scripts off: the page a person sees before any script runs.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL,
  });
  const bare = await noScript.newPage();
  await bare.goto("/");
  await expect(bare.getByRole("link", { name: "В личный кабинет" })).toHaveAttribute("href", "/availableCourses");
  await noScript.close();

  await page.getByRole("button", { name: "Выход" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await html()).toContain(">Войти<");
});
