import type { ReactElement } from "react";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ok, profileData } from "../test-support/answers";
import { fakeApi } from "../test-support/fake-api";
import { renderScreen } from "../test-support/render-screen";
import { RegisterPage } from "../features/auth/register-page";
import { ProfileForm } from "../features/profile/profile-form";
import { ProfileCompletionModal } from "../features/onboarding/profile-completion-modal";
import { AuthorModalHost } from "../lib/site/author-modal-host";
import { loadPhoneLib } from "../lib/validation/phone-lib";

/** The two ways most Russian users type a number (issue #17), and how every phone field shows it. */
const TYPED = ["+7 912 345-67-89", "8 912 345 67 89"];
const SHOWN = "+7 (912) 345-67-89";
const SENT = "79123456789";

// The lazy chunks of the modals and libphonenumber, imported once before the tests: module loading, not typing.
beforeAll(() =>
  Promise.all([
    import("../lib/site/author-application-modal"),
    import("../features/onboarding/profile-completion-modal"),
    loadPhoneLib(),
  ]),
);

type Form = { readonly name: string; readonly path: string; readonly screen: () => ReactElement };

/** Every form with a phone field (SPEC §5 phone input), opened as a person finds it. */
const FORMS: ReadonlyArray<Form> = [
  { name: "the author application", path: "/?becomeAuthorModal=true", screen: () => <AuthorModalHost /> },
  { name: "/register", path: "/register", screen: () => <RegisterPage /> },
  {
    name: "/profile",
    path: "/profile",
    screen: () => <ProfileForm data={profileData({ name: "Пётр", surname: "Тестов" })} />,
  },
  { name: "the completion modal", path: "/myCourses", screen: () => <ProfileCompletionModal open /> },
];

describe.each(FORMS)("the phone in $name", (form) => {
  it.each(TYPED)("typed key by key as %s shows +7 (912) 345-67-89 and stays on Russia", async (typed) => {
    fakeApi({ "GET my-profile": ok(profileData()), "GET education": ok([]) });
    // /register is a visitor's page: a signed-in person is sent to his cabinet (issue #31).
    const as = form.path === "/register" ? undefined : "STUDENT";
    const { user } = renderScreen(form.screen(), { path: form.path, as });
    const field = await screen.findByRole("textbox", { name: "Телефон" });
    await user.type(field, typed);
    expect((field as HTMLInputElement).value).toBe(SHOWN);
    expect((screen.getByRole("combobox", { name: "Код страны" }) as HTMLSelectElement).value).toBe("RU");
  });
});

describe("a typed phone is sent without the plus, and shown again with the mask", () => {
  it("the author application sends it and raises no phone error", async () => {
    const api = fakeApi({ "POST author": ok({ id: 1 }, 201) });
    const { user } = renderScreen(<AuthorModalHost />, { path: "/?becomeAuthorModal=true" });
    const dialog = await screen.findByRole("dialog", { name: "Стать автором" });
    await user.type(within(dialog).getByLabelText("Имя"), "Анна");
    await user.type(within(dialog).getByLabelText("E-mail"), "anna@example.ru");
    await user.type(within(dialog).getByLabelText("Телефон"), TYPED[1] ?? "");
    await user.click(within(dialog).getByRole("button", { name: "Отправить заявку" }));
    await screen.findByText("Заявка отправлена");
    expect(api.callsTo("POST author").map((call) => (call.body as { phone: string }).phone)).toEqual([SENT]);
  });

  it("/profile saves it, and a saved phone shows masked", async () => {
    const api = fakeApi({
      "GET education": ok([]),
      "PUT profile/11": ok(profileData({ name: "Пётр", surname: "Тестов", phone: SENT })),
    });
    const { user } = renderScreen(<ProfileForm data={profileData({ name: "Пётр", surname: "Тестов" })} />, {
      as: "STUDENT",
    });
    await user.type(screen.getByLabelText("Телефон"), TYPED[0] ?? "");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    await screen.findByText("Изменения сохранены");
    expect(api.callsTo("PUT profile/11").map((call) => (call.body as { phone: string }).phone)).toEqual([SENT]);

    renderScreen(<ProfileForm data={profileData({ name: "Пётр", surname: "Тестов", phone: SENT })} />, {
      as: "STUDENT",
    });
    expect(screen.getAllByLabelText("Телефон").map((field) => (field as HTMLInputElement).value)).toContain(SHOWN);
  });
});
