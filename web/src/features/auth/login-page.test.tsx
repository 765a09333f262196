import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Role } from "@app/domain/auth/roles";
import { failed, loginAnswer, ok } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { deniedNotice } from "../../lib/session/denied-notice";
import { LoginPage } from "./login-page";

const open = (path = "/login", as?: Role) => renderScreen(<LoginPage />, { path, as });

const typeCredentials = async (user: ReturnType<typeof open>["user"], email: string, password: string) => {
  await user.type(screen.getByLabelText("E-mail"), email);
  await user.type(screen.getByLabelText("Пароль"), password);
  await user.click(screen.getByRole("button", { name: "Войти" }));
};

describe("/login", () => {
  afterEach(() => deniedNotice.set(false));

  it("names every field and link of GUIDE §1, and the page's title", () => {
    open();
    expect(screen.getByLabelText("E-mail")).toBeDefined();
    expect(screen.getByLabelText("Пароль")).toBeDefined();
    expect(screen.getByRole("button", { name: "Войти" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Забыли пароль?" }).getAttribute("href")).toBe("/forgot");
    expect(screen.getByRole("link", { name: "Зарегистрироваться" }).getAttribute("href")).toBe("/register");
    expect(document.title).toMatch(/^Вход — /);
  });

  it("empty fields get 'Обязательное поле' and no request is sent", async () => {
    const api = fakeApi();
    const { user } = open();
    await user.click(screen.getByRole("button", { name: "Войти" }));
    expect(screen.getAllByText("Обязательное поле")).toHaveLength(2);
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toEqual([]);
  });

  it("a refused sign-in (422) shows SPEC §8's toast in the bottom-left region and stays on /login", async () => {
    fakeApi({ "POST login": failed(422, "Неверный логин или пароль") });
    const { user, location } = open();
    await typeCredentials(user, "owner@demo.ru", "wrong-password");
    expect(await screen.findByText("Ошибка авторизации! Неверный логин или пароль")).toBeDefined();
    const region = screen.getByRole("region", { name: "Уведомления (Alt+T)" });
    expect(region.querySelector(".Toastify__toast-container--bottom-left")).not.toBeNull();
    expect(location()).toBe("/login");
  });

  it.each([
    ["student", "/myCourses"],
    ["teacher", "/availableCourses"],
    ["school_owner", "/createdCourses"],
    ["manager", "/createdCourses"],
    ["admin", "/createdCourses"],
  ])("a %s signs in with the e-mail as typed, trimmed, and lands on %s", async (role, landing) => {
    const api = fakeApi({ "POST login": loginAnswer([role]), "GET role": ok([role]) });
    const { user, location } = open();
    await typeCredentials(user, "  someone@demo.ru ", "demo123");
    await expect.poll(location).toBe(landing);
    expect(api.callsTo("POST login").map((call) => call.body)).toEqual([
      { email: "someone@demo.ru", password: "demo123" },
    ]);
    const stored = JSON.parse(localStorage.getItem("course-platform:state") ?? "{}") as { login?: unknown };
    expect(stored.login).toMatchObject({ isAuth: true, token: "access-1", refresh_token: "refresh-1" });
  });

  it("goes back to the page that asked for a sign-in (?next=) when the role may open it", async () => {
    fakeApi({ "POST login": loginAnswer(["teacher"]), "GET role": ok(["teacher"]) });
    const { user, location } = open("/login?next=%2Fstudents");
    expect(screen.getByRole("link", { name: "Зарегистрироваться" }).getAttribute("href")).toBe(
      "/register?next=%2Fstudents",
    );
    await typeCredentials(user, "teacher@demo.ru", "demo123");
    await expect.poll(location).toBe("/students");
  });

  it("sends a signed-in user who opens it to ?next= or his cabinet (issue #31)", async () => {
    const { location } = open("/login", "STUDENT");
    await expect.poll(location).toBe("/myCourses");
  });

  it("sends a signed-in teacher on /login?next= to that page", async () => {
    const { location } = open("/login?next=%2Fstudents", "TEACHER");
    await expect.poll(location).toBe("/students");
  });

  it("tells a signed-in user the route guard sent here why, and offers his own cabinet", () => {
    deniedNotice.set(true);
    open("/login", "STUDENT");
    expect(screen.getByRole("status").textContent).toContain("недоступен для вашей роли");
    expect(screen.getByRole("link", { name: "Вернуться в кабинет" }).getAttribute("href")).toBe("/myCourses");
  });
});
