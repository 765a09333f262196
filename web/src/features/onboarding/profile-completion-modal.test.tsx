import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { MODAL_CLOSE_DELAY_MS } from "@app/domain/constants";
import { ok, profileData } from "../../test-support/answers";
import { fakeClock, passTime } from "../../test-support/clock";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { ProfileCompletionGate } from "./profile-completion-gate";
import { loadPhoneLib } from "../../lib/validation/phone-lib";

const TITLE = "Давайте познакомимся";

// The modal's lazy chunk and libphonenumber, imported once before the tests: module loading, not the form.
beforeAll(() => Promise.all([import("./profile-completion-modal"), loadPhoneLib()]));

const open = (profile = profileData(), as: "STUDENT" | "ADMIN" = "STUDENT") => {
  const api = fakeApi({ "GET my-profile": ok(profile) });
  return { api, ...renderScreen(<ProfileCompletionGate />, { path: "/myCourses", as }) };
};

describe("the profile-completion modal (SPEC §4)", () => {
  it("shows for a profile without name, surname and phone, and cannot be closed without submitting", async () => {
    const { user } = open();
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    expect(within(dialog).queryByRole("button", { name: /Закрыть/ })).toBeNull();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: TITLE })).toBeDefined();
  });

  it("tells a student his teachers will know his name, and school staff their colleagues and students", async () => {
    open();
    const forStudent = await screen.findByRole("dialog", { name: TITLE });
    expect(forStudent.textContent).toContain("чтобы преподаватели знали, как к вам обращаться");
  });

  it("tells an administrator (the first one of a new school) that colleagues and students will know his name", async () => {
    open(profileData(), "ADMIN");
    const forStaff = await screen.findByRole("dialog", { name: TITLE });
    expect(forStaff.textContent).toContain("чтобы коллеги и ученики знали, как к вам обращаться");
    expect(forStaff.textContent).not.toContain("преподаватели");
  });

  it("does not show once any of the three is filled", async () => {
    const { api } = open(profileData({ phone: "79161112233" }));
    await expect.poll(() => api.callsTo("GET my-profile").length).toBe(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("flags the three empty fields and sends nothing", async () => {
    const { api, user } = open();
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    await user.click(within(dialog).getByRole("button", { name: "Начать учиться" }));
    expect(await within(dialog).findAllByText("Обязательное поле")).toHaveLength(3);
    expect(api.callsTo("PUT profile/11")).toEqual([]);
  });

  it("sends SPEC §3's completion payload, the phone without the plus, and closes once saved", async () => {
    fakeClock();
    const { api, user } = open();
    api.route("PUT profile/11", ok(profileData({ name: "Вера", surname: "Орлова", phone: "79161112233" })));
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    await user.type(within(dialog).getByLabelText("Имя"), " Вера ");
    await user.type(within(dialog).getByLabelText("Фамилия"), "Орлова");
    await user.type(within(dialog).getByLabelText("Телефон"), "9161112233");
    // Refetched after the save: the profile as the server now has it.
    api.route("GET my-profile", ok(profileData({ name: "Вера", surname: "Орлова", phone: "79161112233" })));
    await user.click(within(dialog).getByRole("button", { name: "Начать учиться" }));
    await expect
      .poll(() => api.callsTo("PUT profile/11").map((call) => call.body))
      .toEqual([{ userId: 7, profileData: { name: "Вера", surname: "Орлова", phone: "79161112233" } }]);
    await passTime(MODAL_CLOSE_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
