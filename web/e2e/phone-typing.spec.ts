import { expect, test, type Locator, type Page } from "@playwright/test";
import { registerStudent } from "./support/accounts";
import { signInAs } from "./support/sign-in";

/** The two ways most Russian users type a number (issue #17), key by key. */
const TYPED = ["+7 912 345-67-89", "8 912 345 67 89"];
const SHOWN = "+7 (912) 345-67-89";

const typeKeyByKey = async (field: Locator, text: string): Promise<void> => {
  await field.fill("");
  await field.pressSequentially(text, { delay: 15 });
  await expect(field).toHaveValue(SHOWN);
};

/** The country select beside the number stays on Russia. */
const expectRussia = async (scope: Page | Locator): Promise<void> => {
  await expect(scope.getByRole("combobox", { name: "Код страны" })).toHaveValue("RU");
};

test("the author modal, /register, /profile and the completion modal take +7… and 8… typed key by key", async ({
  page,
  browser,
  request,
}) => {
  for (const typed of TYPED) {
    await page.goto("/?becomeAuthorModal=true");
    const author = page.getByRole("dialog");
    await typeKeyByKey(author.getByRole("textbox", { name: "Телефон" }), typed);
    await expectRussia(author);
    await author.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(author.getByText(/номер|Номер/)).toHaveCount(0);

    await page.goto("/register");
    await typeKeyByKey(page.getByRole("textbox", { name: "Телефон" }), typed);
    await expectRussia(page);
  }

  const student = await registerStudent(request, "phone-typing");
  await signInAs(page, student.email, student.password);
  await page.goto("/profile");
  for (const typed of TYPED) {
    const field = page.getByRole("textbox", { name: "Телефон" });
    await typeKeyByKey(field, typed);
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByText("Изменения сохранены")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveValue(SHOWN);
  }

  // The completion modal of an account with an empty profile: typed, not submitted (the account is shared).
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: "ru-RU" });
  const fresh = await context.newPage();
  await signInAs(fresh, "fresh@demo.ru");
  const dialog = fresh.getByRole("dialog", { name: "Давайте познакомимся" });
  for (const typed of TYPED) {
    await typeKeyByKey(dialog.getByRole("textbox", { name: "Телефон" }), typed);
    await expectRussia(dialog);
  }
  await context.close();
});
