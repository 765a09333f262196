import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { RegisterResponse } from "@app/domain/api/registration";
import { validationFailed } from "../../test-support/answers";
import { fakeApi, type Answer } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { RegisterPage } from "./register-page";
import { loadPhoneLib } from "../../lib/validation/phone-lib";

// libphonenumber, imported once before the tests: module loading, not the form.
beforeAll(() => loadPhoneLib());

const registered: Answer = {
  status: 201,
  body: {
    data: { user_id: 9, tokens: { token: "access-9", refresh_token: "refresh-9" }, roles: ["student"] },
  } satisfies RegisterResponse,
};

const open = (path = "/register") => renderScreen(<RegisterPage />, { path });

type Typed = { fullName: string; email: string; phone: string; password: string; confirmation: string };

const fillIn = async (user: ReturnType<typeof open>["user"], typed: Partial<Typed>) => {
  if (typed.fullName !== undefined) await user.type(screen.getByLabelText("Имя и фамилия"), typed.fullName);
  if (typed.email !== undefined) await user.type(screen.getByLabelText("E-mail"), typed.email);
  if (typed.phone !== undefined) await user.type(screen.getByLabelText("Телефон"), typed.phone);
  if (typed.password !== undefined) await user.type(screen.getByLabelText("Пароль"), typed.password);
  if (typed.confirmation !== undefined) await user.type(screen.getByLabelText("Повторите пароль"), typed.confirmation);
  await user.click(screen.getByRole("button", { name: "Зарегистрироваться" }));
};

const VALID: Typed = {
  fullName: " Мария Новикова ",
  email: "Maria@Example.ru",
  phone: "9161234567",
  password: "secret1",
  confirmation: "secret1",
};

describe("/register", () => {
  it("the empty form flags all five fields, the confirmation too, and sends nothing", async () => {
    const api = fakeApi();
    const { user } = open();
    await fillIn(user, {});
    expect(await screen.findAllByText("Обязательное поле")).toHaveLength(5);
    expect(screen.getByLabelText("Повторите пароль").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toEqual([]);
  });

  it("names each wrong field with SPEC §5's message before sending", async () => {
    const api = fakeApi();
    const { user, location } = open();
    await fillIn(user, { email: "not-an-email", password: "123", confirmation: "1234" });
    expect(await screen.findByText("Некорректный Email")).toBeDefined();
    expect(screen.getByText("Количество символов должно быть не меньше 6")).toBeDefined();
    expect(screen.getByText("Пароли не совпадают")).toBeDefined();
    // The name and the phone are still empty.
    expect(screen.getAllByText("Обязательное поле")).toHaveLength(2);
    expect(api.calls).toEqual([]);
    expect(location()).toBe("/register");
  });

  it("sends SPEC §3's payload, signs in and lands on the study materials with the welcome modal", async () => {
    const api = fakeApi({ "POST register": registered });
    const { user, location } = open();
    await fillIn(user, VALID);
    await expect.poll(location).toBe("/myCourses?showWelcomeModal=true");
    expect(api.callsTo("POST register").map((call) => call.body)).toEqual([
      {
        full_name: "Мария Новикова",
        email: "maria@example.ru",
        phone: "79161234567",
        password: "secret1",
        password_confirmation: "secret1",
      },
    ]);
    const stored = JSON.parse(localStorage.getItem("course-platform:state") ?? "{}") as { login?: unknown };
    expect(stored.login).toMatchObject({ isAuth: true, role: "STUDENT", token: "access-9" });
  });

  it("comes back to the page that asked for it (?next=), with the welcome modal, and keeps ?email=", async () => {
    fakeApi({ "POST register": registered });
    const { user, location } = open("/register?next=%2FmyCourses%2F5&email=invited%40example.ru");
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("invited@example.ru");
    expect(screen.getByRole("link", { name: "Войти" }).getAttribute("href")).toBe("/login?next=%2FmyCourses%2F5");
    await fillIn(user, { ...VALID, email: undefined });
    await expect.poll(location).toBe("/myCourses/5?showWelcomeModal=true");
  });

  it("a taken e-mail (422) comes back as an error toast, and under the field, with its first message", async () => {
    fakeApi({
      "POST register": validationFailed({
        email: ["Пользователь с таким E-mail уже зарегистрирован", "second message"],
      }),
    });
    const { user, location } = open();
    await fillIn(user, { ...VALID, email: "owner@demo.ru" });
    const shown = await screen.findAllByText("Пользователь с таким E-mail уже зарегистрирован");
    expect(shown.filter((node) => node.closest(".Toastify__toast--error") !== null)).toHaveLength(1);
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("second message")).toBeNull();
    expect(location()).toBe("/register");
  });
});
