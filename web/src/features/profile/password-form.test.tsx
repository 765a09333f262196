import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { PasswordForm } from "./password-form";

const open = () => renderScreen(<PasswordForm />, { as: "STUDENT" });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const change = () => screen.getByRole("button", { name: "Изменить пароль" });

const typePasswords = async (
  user: ReturnType<typeof open>["user"],
  values: { old: string; next: string; again: string },
) => {
  for (const [label, value] of [
    ["Старый пароль", values.old],
    ["Новый пароль", values.next],
    ["Повторите новый пароль", values.again],
  ] as const) {
    await user.clear(field(label));
    if (value !== "") await user.type(field(label), value);
  }
  await user.click(change());
};

describe("the password change (SPEC §5)", () => {
  it("an empty form: 'Проверьте правильность заполнения полей', each field flagged, nothing sent", async () => {
    const api = fakeApi();
    const { user } = open();
    await user.click(change());
    expect(await screen.findByText("Проверьте правильность заполнения полей")).toBeDefined();
    expect(screen.getAllByText("Обязательное поле")).toHaveLength(3);
    expect(api.calls).toEqual([]);
  });

  it("new passwords that differ: 'Новые пароли не совпадают', nothing sent", async () => {
    const api = fakeApi();
    const { user } = open();
    await typePasswords(user, { old: "secret1", next: "newpass1", again: "newpass2" });
    expect(await screen.findByText("Новые пароли не совпадают")).toBeDefined();
    expect(api.calls).toEqual([]);
  });

  it("a wrong old password (the server's 422) shows under its field", async () => {
    fakeApi({ "POST password/update": validationFailed({ old_password: ["Неверный старый пароль"] }) });
    const { user } = open();
    await typePasswords(user, { old: "wrong-old", next: "newpass1", again: "newpass1" });
    expect(await screen.findByText("Неверный старый пароль")).toBeDefined();
    expect(field("Старый пароль").getAttribute("aria-invalid")).toBe("true");
  });

  it("a right one changes it: 'Пароль изменён', and the form is emptied", async () => {
    const api = fakeApi({ "POST password/update": ok({ ok: true }) });
    const { user } = open();
    await typePasswords(user, { old: "secret1", next: "newpass1", again: "newpass1" });
    expect(await screen.findByText("Пароль изменён")).toBeDefined();
    expect(api.callsTo("POST password/update").map((call) => call.body)).toEqual([
      { old_password: "secret1", new_password: "newpass1", new_password_confirmation: "newpass1" },
    ]);
    expect(field("Старый пароль").value).toBe("");
  });
});
