import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { ResetPage } from "./reset-page";

const LINK = "/password/reset?token=t0k3n&email=reset%40example.ru";
const BAD_LINK = "Ссылка для восстановления пароля недействительна или устарела";

const open = (path = LINK) => renderScreen(<ResetPage />, { path });
const submit = () => screen.getByRole("button", { name: "Сохранить пароль" });

const typePasswords = async (user: ReturnType<typeof open>["user"], password: string, confirmation: string) => {
  const [first, second] = [screen.getByLabelText("Новый пароль"), screen.getByLabelText("Повторите пароль")];
  await user.clear(first);
  await user.clear(second);
  if (password !== "") await user.type(first, password);
  if (confirmation !== "") await user.type(second, confirmation);
  await user.click(submit());
};

describe("/password/reset", () => {
  it("a link without its token says it is invalid, offers a new one and cannot be sent", () => {
    open("/password/reset?email=reset%40example.ru");
    expect(screen.getByRole("alert").textContent).toContain(BAD_LINK);
    expect(screen.getByRole("link", { name: "Запросить новую ссылку" }).getAttribute("href")).toBe("/forgot");
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
  });

  it("checks both passwords before sending: required, at least 6, the same", async () => {
    const api = fakeApi();
    const { user } = open();
    expect(screen.getByText("Для аккаунта reset@example.ru")).toBeDefined();
    await typePasswords(user, "", "");
    expect(await screen.findAllByText("Обязательное поле")).toHaveLength(2);
    await typePasswords(user, "12345", "12345");
    expect(await screen.findByText("Количество символов должно быть не меньше 6")).toBeDefined();
    await typePasswords(user, "brand-new", "brand-old");
    expect(await screen.findByText("Пароли не совпадают")).toBeDefined();
    expect(api.calls).toEqual([]);
  });

  it("a used or expired link (422 on the token) shows the link's problem", async () => {
    fakeApi({ "POST password/reset": validationFailed({ token: [BAD_LINK] }) });
    const { user, location } = open();
    await typePasswords(user, "another1", "another1");
    expect((await screen.findByRole("alert")).textContent).toContain(BAD_LINK);
    expect(location()).toBe(LINK);
  });

  it("sends e-mail, password and token, says so, and goes to /login", async () => {
    const api = fakeApi({ "POST password/reset": ok({ ok: true }) });
    const { user, location } = open();
    await typePasswords(user, "brand-new", "brand-new");
    expect(await screen.findByText("Пароль изменён. Войдите с новым паролем")).toBeDefined();
    expect(location()).toBe("/login");
    expect(api.callsTo("POST password/reset").map((call) => call.body)).toEqual([
      { email: "reset@example.ru", password: "brand-new", token: "t0k3n" },
    ]);
  });
});
