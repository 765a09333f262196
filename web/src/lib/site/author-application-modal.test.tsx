import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { MODAL_CLOSE_DELAY_MS } from "@app/domain/constants";
import { ok, validationFailed } from "../../test-support/answers";
import { passTime, fakeClock } from "../../test-support/clock";
import { fakeApi, type Answer } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { AuthorLink } from "./author-link";
import { AuthorModalHost } from "./author-modal-host";
import { loadPhoneLib } from "../validation/phone-lib";

/** A page with the `#author` link and the modal's host, as the header has them. */
const open = (path = "/contacts?utm_source=test") =>
  renderScreen(
    <>
      <AuthorLink>Оставить заявку</AuthorLink>
      <AuthorModalHost />
    </>,
    { path },
  );

// The modal's lazy chunk and libphonenumber, imported once before the tests: module loading, not the form.
beforeAll(() => Promise.all([import("./author-application-modal"), loadPhoneLib()]));

const dialog = () => screen.getByRole("dialog", { name: "Стать автором" });
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const submit = () => within(dialog()).getByRole("button", { name: "Отправить заявку" });

const fill = async (user: ReturnType<typeof open>["user"], values: { name: string; email: string; phone: string }) => {
  await user.type(field("Имя"), values.name);
  await user.type(field("E-mail"), values.email);
  await user.type(field("Телефон"), values.phone);
};

describe("the author application modal (SPEC §2, §4, §5)", () => {
  it("the link adds becomeAuthorModal=true and keeps the other parameters; × removes it and closes", async () => {
    fakeClock();
    const { user, location } = open();
    await user.click(screen.getByRole("link", { name: "Оставить заявку" }));
    expect(location()).toBe("/contacts?utm_source=test&becomeAuthorModal=true");
    expect((await screen.findByRole("dialog", { name: "Стать автором" })).getAttribute("aria-modal")).toBe("true");
    // "в течение" takes the genitive: 24 часов, 21 часа (issue #31).
    expect(dialog().textContent).toContain("менеджер свяжется с вами в течение 24 часов");
    await waitFor(() => expect(document.activeElement).toBe(field("Имя")));
    expect(document.body.style.overflow).toBe("hidden");
    await user.click(within(dialog()).getByRole("button", { name: "Закрыть" }));
    expect(location()).toBe("/contacts?utm_source=test");
    await passTime(MODAL_CLOSE_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });

  it("opens from the address; Escape closes it and gives focus back to what opened it", async () => {
    fakeClock();
    const { user, location } = open("/?becomeAuthorModal=true");
    await screen.findByRole("dialog", { name: "Стать автором" });
    await user.keyboard("{Escape}");
    expect(location()).toBe("/");
    await passTime(MODAL_CLOSE_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();

    const trigger = screen.getByRole("link", { name: "Оставить заявку" });
    trigger.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Стать автором" });
    await user.keyboard("{Escape}");
    await passTime(MODAL_CLOSE_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("validates on submit only and shows SPEC §5's messages on the fields; nothing is sent", async () => {
    const api = fakeApi();
    const { user } = open("/?becomeAuthorModal=true");
    await screen.findByRole("dialog", { name: "Стать автором" });
    await user.type(field("E-mail"), "not-an-email");
    expect(screen.queryByText("Некорректный Email")).toBeNull();
    await user.click(submit());
    expect(await within(dialog()).findByText("Некорректный Email")).toBeDefined();
    expect(within(dialog()).getAllByText("Обязательное поле")).toHaveLength(2);
    expect(field("Имя").getAttribute("aria-invalid")).toBe("true");

    // Pasted: 257 letters typed one by one would prove nothing more.
    await user.click(field("Имя"));
    await user.paste("я".repeat(257));
    await user.click(submit());
    expect(await within(dialog()).findByText("Не должно превышать 256 символов")).toBeDefined();
    expect(api.calls).toEqual([]);
  });

  it.each([
    ["+7 916 123 45", "Номер должен состоять из 11 знаков"],
    ["+375 29 12", "Номер слишком короткий"],
    ["+1 202 555 0123 45", "Номер слишком длинный"],
    ["+999 123 456 789", "Некорректный код страны"],
    ["+7 000 000 00 00", "Некорректный номер телефона"],
  ])("the phone check: %s is refused with '%s' on the phone field", async (typed, message) => {
    const { user } = open("/?becomeAuthorModal=true");
    await screen.findByRole("dialog", { name: "Стать автором" });
    await user.type(field("Телефон"), typed);
    await user.click(submit());
    const error = await within(dialog()).findByText(message);
    expect(field("Телефон").getAttribute("aria-describedby")).toBe(error.id);
  });

  it("a valid application goes without the plus: 'Заявка отправлена', the modal closes, a new one starts empty", async () => {
    fakeClock();
    const api = fakeApi({ "POST author": ok({ id: 1 }, 201) });
    const { user, location } = open("/requisites?becomeAuthorModal=true");
    await screen.findByRole("dialog", { name: "Стать автором" });
    await fill(user, { name: "  Анна Автор ", email: "anna.author@example.ru", phone: "+7 916 555 12 34" });
    await user.click(submit());
    expect(await screen.findByText("Заявка отправлена")).toBeDefined();
    expect(api.callsTo("POST author").map((call) => call.body)).toEqual([
      { name: "Анна Автор", email: "anna.author@example.ru", phone: "79165551234" },
    ]);
    expect(location()).toBe("/requisites");
    await passTime(MODAL_CLOSE_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("link", { name: "Оставить заявку" }));
    await screen.findByRole("dialog", { name: "Стать автором" });
    expect(field("Имя").value).toBe("");
    expect(field("Телефон").value).toBe("");
  });

  it("the server's 422 errors.validation show on the fields, and the modal stays", async () => {
    fakeApi({ "POST author": validationFailed({ email: ["Неверный формат E-mail"] }) });
    const { user } = open("/?becomeAuthorModal=true");
    await screen.findByRole("dialog", { name: "Стать автором" });
    await fill(user, { name: "Анна", email: "anna@example.ru", phone: "+79165551234" });
    await user.click(submit());
    expect(await within(dialog()).findByText("Неверный формат E-mail")).toBeDefined();
    expect(field("E-mail").getAttribute("aria-invalid")).toBe("true");
  });

  it("cannot be closed while the application is being sent", async () => {
    let answer: (sent: Answer) => void = () => undefined;
    fakeApi({ "POST author": () => new Promise<Answer>((resolve) => (answer = resolve)) });
    const { user, location } = open("/?becomeAuthorModal=true");
    await screen.findByRole("dialog", { name: "Стать автором" });
    await fill(user, { name: "Анна", email: "anna.wait@example.ru", phone: "+79165551235" });
    await user.click(submit());
    const sending = await within(dialog()).findByRole("button", { name: "Отправляем…" });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog()).getByRole("button", { name: "Закрыть" }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("{Escape}");
    expect(location()).toBe("/?becomeAuthorModal=true");
    act(() => answer(ok({ id: 2 }, 201)));
    expect(await screen.findByText("Заявка отправлена")).toBeDefined();
    expect(location()).toBe("/");
  });
});
