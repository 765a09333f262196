import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminSchool, AdminUser, AuditEntry } from "@app/domain/api/admin";
import { ROLE_CHANGE_MESSAGES } from "@app/domain/admin/role-change";
import { ok, validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { AuditLogPage } from "./audit-log-page";
import { AdminSchoolsPage } from "./schools-page";
import { AdminUsersPage } from "./users-page";

const SCHOOL: AdminSchool = {
  id: 3,
  name: "Школа Анны",
  owner: { id: 7, email: "anna@school.ru", name: "Анна Смирнова" },
  staff: 2,
  courses: 5,
};
const PAVEL: AdminUser = { id: 9, email: "pavel@mail.ru", name: "Павел Орлов", roles: ["student"], school_id: [] };
const paged = <T,>(data: ReadonlyArray<T>) => ({
  status: 200,
  body: { data, meta: { page: 1, per_page: 20, total: data.length } },
});

/** The administrators' screens (issue #32 part 4): their forms, what they send, and the server's refusals by field. */
describe("administration", () => {
  it("Управление школами: a new school is sent trimmed; the server's refusal of the owner shows on his field", async () => {
    const api = fakeApi({ "GET admin/schools": ok([SCHOOL]) });
    const { user } = renderScreen(<AdminSchoolsPage />, { as: "ADMIN" });
    const list = await screen.findByRole("list", { name: "Школы платформы" });
    expect(within(list).getByText("Анна Смирнова (anna@school.ru)")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Создать школу" }));
    expect(await screen.findAllByText("Обязательное поле")).toHaveLength(2);

    api.route("POST admin/schools", validationFailed({ owner_email: [ROLE_CHANGE_MESSAGES.noAccount] }));
    await user.type(screen.getByLabelText("Название школы"), "  Школа Павла ");
    await user.type(screen.getByLabelText("E-mail владельца"), "pavel@mail.ru");
    await user.click(screen.getByRole("button", { name: "Создать школу" }));
    const owner = screen.getByLabelText("E-mail владельца");
    expect(await screen.findByText(ROLE_CHANGE_MESSAGES.noAccount)).toBeDefined();
    expect(owner.getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST admin/schools").map((c) => c.body)).toEqual([
      { name: "Школа Павла", owner_email: "pavel@mail.ru" },
    ]);

    api.route("POST admin/schools", ok({ ...SCHOOL, id: 4, name: "Школа Павла" }, 201));
    await user.click(screen.getByRole("button", { name: "Создать школу" }));
    expect(await screen.findByText("Школа «Школа Павла» создана")).toBeDefined();
    expect((screen.getByLabelText("Название школы") as HTMLInputElement).value).toBe("");
  });

  it("Роли пользователей: search by e-mail, a manager needs a school, the role is sent with it", async () => {
    const api = fakeApi({ "GET admin/schools": ok([SCHOOL]), "GET admin/users": paged([PAVEL]) });
    const { user } = renderScreen(<AdminUsersPage />, { as: "ADMIN" });
    await user.type(await screen.findByLabelText("Найти по e-mail"), " pavel ");
    await user.click(screen.getByRole("button", { name: "Найти" }));
    await user.click(await screen.findByRole("button", { name: "Изменить роль: pavel@mail.ru" }));
    expect(api.callsTo("GET admin/users").at(-1)?.query.get("email")).toBe("pavel");

    const form = screen.getByRole("form", { name: "Изменить роль: pavel@mail.ru" });
    await user.selectOptions(within(form).getByLabelText("Роль"), "Менеджер");
    await user.click(within(form).getByRole("button", { name: "Сохранить" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(ROLE_CHANGE_MESSAGES.schoolRequired);
    expect(api.callsTo("PUT admin/users/9/role")).toEqual([]);

    api.route("PUT admin/users/9/role", ok({ ...PAVEL, roles: ["manager"], school_id: [3] }));
    await user.selectOptions(within(form).getByLabelText("Школа"), "Школа Анны");
    await user.click(within(form).getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Роль pavel@mail.ru изменена")).toBeDefined();
    expect(api.callsTo("PUT admin/users/9/role").map((c) => c.body)).toEqual([{ role: "manager", school_id: 3 }]);
  });

  it("Журнал действий: each entry says what, on whom, by whom and when; the console's has no actor", async () => {
    const entries: AuditEntry[] = [
      {
        id: 2,
        at: "2026-11-27T09:05:00.000Z",
        actor: { id: 1, name: "Борис Петров" },
        action: "role.changed",
        target: { kind: "user", id: 9, label: "pavel@mail.ru" },
        from: "student",
        to: "manager",
        school: { id: 3, name: "Школа Анны" },
      },
      {
        id: 1,
        at: "2026-11-27T09:00:00.000Z",
        actor: null,
        action: "admin.created",
        target: { kind: "user", id: 1, label: "boss@school.ru" },
        from: null,
        to: "admin",
        school: null,
      },
    ];
    fakeApi({ "GET admin/audit-log": paged(entries) });
    renderScreen(<AuditLogPage />, { as: "ADMIN" });
    const items = within(await screen.findByRole("list", { name: "Действия, сначала новые" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Роль pavel@mail.ru: Ученик → МенеджерШкола «Школа Анны»"),
      expect.stringContaining("Назначен администратор: boss@school.ru"),
    ]);
    expect(items[0]?.textContent).toContain("Борис Петров");
    expect(items[1]?.textContent).toContain("Команда на сервере");
  });
});
