import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failed, validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { CreateCourseModal } from "./create-course-modal";

/** 'Создать курс': its checks and the server's refusals. Creating one for real is created-courses.spec.ts. */
const open = () =>
  renderScreen(<CreateCourseModal open onClose={() => undefined} />, { path: "/createdCourses", as: "SCHOOL_OWNER" });
const dialog = () => screen.getByRole("dialog", { name: "Новый курс" });
const create = () => within(dialog()).getByRole("button", { name: "Создать курс" });

describe("'Создать курс'", () => {
  it("a name is required and at most 256 characters; nothing is sent until it is right", async () => {
    const api = fakeApi();
    const { user } = open();
    await user.click(create());
    expect(await within(dialog()).findByText("Обязательное поле")).toBeDefined();
    await user.click(within(dialog()).getByLabelText("Название курса"));
    await user.paste("я".repeat(257));
    await user.click(create());
    expect(await within(dialog()).findByText("Не должно превышать 256 символов")).toBeDefined();
    expect(api.calls).toEqual([]);
  });

  it("the server's 422 on the name shows under the field; another failure is a toast", async () => {
    const api = fakeApi({ "POST courses": validationFailed({ name: ["Недопустимые символы"] }) });
    const { user } = open();
    await user.type(within(dialog()).getByLabelText("Название курса"), "Новый курс");
    await user.click(create());
    expect(await within(dialog()).findByText("Недопустимые символы")).toBeDefined();
    expect(api.callsTo("POST courses").map((call) => call.body)).toEqual([{ name: "Новый курс" }]);

    api.route("POST courses", failed(403, "Ошибка авторизации! Неверный логин или пароль"));
    await user.click(create());
    const toast = await screen.findByText("Ошибка авторизации! Неверный логин или пароль");
    expect(toast.closest(".Toastify__toast--error")).not.toBeNull();
  });
});
