import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ok, profileData, validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { ProfileForm } from "./profile-form";
import { loadPhoneLib } from "../../lib/validation/phone-lib";

// libphonenumber, imported once before the tests: module loading, not the form.
beforeAll(() => loadPhoneLib());

const SAVED = profileData({ name: "Пётр", surname: "Тестов", phone: "79161230000" });
const EDUCATION = [
  { id: 1, name: "Среднее" },
  { id: 2, name: "Высшее" },
];

const open = () => {
  const api = fakeApi({ "GET education": ok(EDUCATION), "PUT profile/11": ok(SAVED) });
  return { api, ...renderScreen(<ProfileForm data={SAVED} />, { as: "STUDENT" }) };
};
const save = () => screen.getByRole("button", { name: "Сохранить" });

describe("the profile form", () => {
  it("a name cannot be cleared (spaces count as empty) and nothing is saved", async () => {
    const { api, user } = open();
    await user.clear(screen.getByLabelText("Имя"));
    await user.type(screen.getByLabelText("Имя"), "   ");
    await user.click(save());
    expect(await screen.findByText("Обязательное поле")).toBeDefined();
    expect(screen.getByLabelText("Имя").getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("PUT profile/11")).toEqual([]);
    expect(screen.queryByText("Изменения сохранены")).toBeNull();
  });

  it("an optional text over 256 characters is named, the phone is checked when given", async () => {
    const { api, user } = open();
    await user.click(screen.getByLabelText("Город"));
    await user.paste("г".repeat(257));
    await user.clear(screen.getByLabelText("Телефон"));
    await user.type(screen.getByLabelText("Телефон"), "+7 916 12");
    await user.click(save());
    expect(await screen.findByText("Не должно превышать 256 символов")).toBeDefined();
    expect(screen.getByText("Номер должен состоять из 11 знаков")).toBeDefined();
    expect(api.callsTo("PUT profile/11")).toEqual([]);
  });

  it("saves every field, empty ones as null, and says 'Изменения сохранены'", async () => {
    const { api, user } = open();
    await user.type(screen.getByLabelText("Город"), "Казань");
    await user.type(screen.getByLabelText("Место работы"), "Школа №5");
    await user.type(screen.getByLabelText("Дата рождения"), "17051990");
    expect(screen.getByLabelText<HTMLInputElement>("Дата рождения").value).toBe("17.05.1990");
    await user.selectOptions(screen.getByLabelText("Пол"), "male");
    await user.selectOptions(
      screen.getByLabelText("Образование"),
      await screen.findByRole("option", { name: "Высшее" }),
    );
    await user.click(save());
    expect(await screen.findByText("Изменения сохранены")).toBeDefined();
    // Only what changed, with the values the form started from (issue #31: a stale window is refused).
    expect(api.callsTo("PUT profile/11").map((call) => call.body)).toEqual([
      {
        city: "Казань",
        work: "Школа №5",
        date_of_birth: "1990-05-17",
        gender: "male",
        education_id: 2,
        expected: { city: null, work: null, date_of_birth: null, gender: null, education_id: null },
      },
    ]);
  });

  it("refuses a future date of birth before sending, day first as typed (issue #31)", async () => {
    const { api, user } = open();
    await user.type(screen.getByLabelText("Дата рождения"), "01012099");
    await user.click(save());
    expect(await screen.findByText("Дата рождения не может быть в будущем")).toBeDefined();
    expect(api.callsTo("PUT profile/11")).toEqual([]);
  });

  it("the server's 422 field errors show under their fields", async () => {
    const { api, user } = open();
    api.route(
      "PUT profile/11",
      validationFailed({ date_of_birth: ["Некорректная дата"], city: ["Слишком длинное значение"] }),
    );
    await user.type(screen.getByLabelText("Город"), "Казань");
    await user.click(save());
    expect(await screen.findByText("Слишком длинное значение")).toBeDefined();
    expect(screen.getByLabelText("Город").getAttribute("aria-invalid")).toBe("true");
  });
});
