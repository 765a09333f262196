import { expect, test, type Page } from "@playwright/test";
import { screenPath } from "./support/screens";
import { MOBILE } from "./support/mobile";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Стать автором" });

/** Opens the modal through the header's #author link (behind the burger on a phone). */
const openFromHeader = async (page: Page): Promise<void> => {
  if ((page.viewportSize()?.width ?? 1280) <= 1024) await page.getByRole("button", { name: "Открыть меню" }).click();
  await page.getByRole("navigation", { name: "Главное меню" }).getByRole("link", { name: "Стать автором" }).click();
  await expect(dialog(page)).toBeVisible();
};

const fill = async (page: Page, values: { name: string; email: string; phone: string }): Promise<void> => {
  const modal = dialog(page);
  await modal.getByLabel("Имя", { exact: true }).fill(values.name);
  await modal.getByLabel("E-mail").fill(values.email);
  await modal.getByLabel("Телефон").fill(values.phone);
};

test("the #author link adds becomeAuthorModal=true, keeps other parameters, and closing removes it", async ({
  page,
}, info) => {
  await page.goto("/contacts?utm_source=test");
  await openFromHeader(page);
  await expect(page).toHaveURL(/\/contacts\?utm_source=test&becomeAuthorModal=true$/);
  const modal = dialog(page);
  await expect(modal).toHaveAttribute("aria-modal", "true");
  await expect(modal).toContainText("менеджер свяжется с вами в течение 24 часа");
  await expect(modal.getByLabel("Имя", { exact: true })).toBeFocused();
  await expect(modal.getByRole("button", { name: "Отправить заявку" })).toBeVisible();
  await page.screenshot({ path: screenPath(`author-modal-${info.project.name}.png`) });
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  await modal.getByRole("button", { name: "Закрыть" }).click();
  await expect(page).toHaveURL(/\/contacts\?utm_source=test$/);
  await expect(modal).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
});

test("opening the address with becomeAuthorModal=true shows the modal; Escape closes it and returns focus", async ({
  page,
}) => {
  await page.goto("/?becomeAuthorModal=true");
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/contacts");
  const trigger = page.getByRole("main").getByRole("link", { name: "Оставить заявку" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("focus stays inside the dialog while tabbing", async ({ page }) => {
  await page.goto("/?becomeAuthorModal=true");
  const modal = dialog(page);
  await expect(modal.getByLabel("Имя", { exact: true })).toBeFocused();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press("Tab");
    expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

test("validates on submit only and shows the SPEC §5 messages on the fields", async ({ page }, info) => {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/author")) sent += 1;
  });
  await page.goto("/?becomeAuthorModal=true");
  const modal = dialog(page);
  await modal.getByLabel("E-mail").fill("not-an-email");
  await expect(modal.getByText("Некорректный Email")).toHaveCount(0);
  await modal.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(modal.getByText("Обязательное поле")).toHaveCount(2);
  await expect(modal.getByText("Некорректный Email")).toBeVisible();
  await expect(modal.getByLabel("Имя", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: screenPath(`author-modal-errors-${info.project.name}.png`) });

  await modal.getByLabel("Имя", { exact: true }).fill("я".repeat(257));
  await modal.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(modal.getByText("Не должно превышать 256 символов")).toBeVisible();
  expect(sent).toBe(0);
});

test("the phone check: 11 digits for +7, too short, too long, invalid country code, invalid number", async ({
  page,
}) => {
  await page.goto("/?becomeAuthorModal=true");
  const modal = dialog(page);
  const phone = modal.getByLabel("Телефон");
  const submit = modal.getByRole("button", { name: "Отправить заявку" });
  const cases: Array<[string, string]> = [
    ["+7 916 123 45", "Номер должен состоять из 11 знаков"],
    ["+375 29 12", "Номер слишком короткий"],
    ["+1 202 555 0123 45", "Номер слишком длинный"],
    ["+999 123 456 789", "Некорректный код страны"],
    ["+7 000 000 00 00", "Некорректный номер телефона"],
  ];
  for (const [typed, message] of cases) {
    await phone.fill(typed);
    await submit.click();
    await expect(modal.getByRole("alert").filter({ hasText: message })).toBeVisible();
  }
});

test("the phone mask: +7 (XXX) XXX-XX-XX, 11 digits at most; other countries up to 13; the country select", async ({
  page,
}) => {
  await page.goto("/?becomeAuthorModal=true");
  const modal = dialog(page);
  const phone = modal.getByLabel("Телефон");
  const country = modal.getByLabel("Код страны");
  await expect(country.locator("option").first()).toHaveText(/Россия \+7/);
  await expect(country.locator("option").nth(1)).toHaveText(/Казахстан \+7/);
  await expect(country.locator("option").nth(2)).toHaveText(/Беларусь \+375/);
  await expect(country.locator("option").nth(3)).toHaveText(/Грузия \+995/);
  await expect(country.locator("option").nth(4)).toHaveText(/Соедин[её]нные Штаты \+1/);
  await phone.pressSequentially("9161234567890");
  await expect(phone).toHaveValue("+7 (916) 123-45-67");
  await country.selectOption("BY");
  await expect(phone).toHaveValue(/^\+375/);
  await phone.fill("+375 29 123 45 67 8901");
  expect((await phone.inputValue()).replace(/\D/g, "")).toBe("3752912345678");
});

test(
  "a valid application is sent without the plus: 'Заявка отправлена', the modal closes and the form resets",
  MOBILE,
  async ({ page }, info) => {
    await page.goto("/requisites");
    await openFromHeader(page);
    await fill(page, { name: "  Анна Автор ", email: "anna.author@example.ru", phone: "+7 916 555 12 34" });
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/author") && request.method() === "POST");
    await dialog(page).getByRole("button", { name: "Отправить заявку" }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: "Анна Автор",
      email: "anna.author@example.ru",
      phone: "79165551234",
    });
    await expect(page.getByText("Заявка отправлена")).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/requisites$/);
    await page.screenshot({ path: screenPath(`author-sent-${info.project.name}.png`) });
    await openFromHeader(page);
    await expect(dialog(page).getByLabel("Имя", { exact: true })).toHaveValue("");
    await expect(dialog(page).getByLabel("Телефон")).toHaveValue("");
  },
);

test("server validation errors (422 errors.validation) show on the fields", async ({ page }) => {
  await page.route("**/api/author", (route) =>
    route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({
        error: { message: "Не удалось выполнить действие!" },
        errors: { validation: { email: ["Неверный формат E-mail"] } },
      }),
    }),
  );
  await page.goto("/?becomeAuthorModal=true");
  await fill(page, { name: "Анна", email: "anna@example.ru", phone: "+79165551234" });
  await dialog(page).getByRole("button", { name: "Отправить заявку" }).click();
  await expect(dialog(page).getByText("Неверный формат E-mail")).toBeVisible();
  await expect(dialog(page).getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog(page)).toBeVisible();
});

test("the modal cannot be closed while the application is being sent", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/author", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/?becomeAuthorModal=true");
  await fill(page, { name: "Анна", email: "anna.wait@example.ru", phone: "+79165551235" });
  await dialog(page).getByRole("button", { name: "Отправить заявку" }).click();
  await expect(dialog(page).getByRole("button", { name: "Отправляем…" })).toBeDisabled();
  await expect(dialog(page).getByRole("button", { name: "Закрыть" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeVisible();
  await expect(page).toHaveURL(/becomeAuthorModal=true/);
  release();
  await expect(page.getByText("Заявка отправлена")).toBeVisible();
  await expect(dialog(page)).toBeHidden();
});
