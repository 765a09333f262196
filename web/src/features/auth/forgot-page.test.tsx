import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { ForgotPage } from "./forgot-page";

const open = () => renderScreen(<ForgotPage />, { path: "/forgot" });
const submit = () => screen.getByRole("button", { name: "Восстановить пароль" });

describe("/forgot", () => {
  it("an empty or malformed e-mail is flagged on the field and nothing is sent", async () => {
    const api = fakeApi();
    const { user } = open();
    await user.click(submit());
    expect(await screen.findByText("Обязательное поле")).toBeDefined();
    await user.type(screen.getByLabelText("E-mail"), "no-at-sign");
    await user.click(submit());
    expect(await screen.findByText("Некорректный Email")).toBeDefined();
    expect(api.calls).toEqual([]);
  });

  it("an unknown e-mail gets the server's error on the field", async () => {
    fakeApi({ "POST password/requestReset": validationFailed({ email: ["Пользователь с таким E-mail не найден"] }) });
    const { user } = open();
    await user.type(screen.getByLabelText("E-mail"), "nobody-here@example.ru");
    await user.click(submit());
    expect(await screen.findByText("Пользователь с таким E-mail не найден")).toBeDefined();
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
  });

  it("asks for the link with the e-mail as stored, says 'На ваш email высланы инструкции' and clears the field", async () => {
    const api = fakeApi({ "POST password/requestReset": ok({ ok: true }) });
    const { user } = open();
    await user.type(screen.getByLabelText("E-mail"), " Student@Demo.ru ");
    await user.click(submit());
    expect(await screen.findByText("На ваш email высланы инструкции")).toBeDefined();
    expect(api.callsTo("POST password/requestReset").map((call) => call.body)).toEqual([{ email: "student@demo.ru" }]);
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("");
  });
});
