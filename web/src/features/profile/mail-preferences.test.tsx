import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { MailPreferences } from "./mail-preferences";

describe("the profile's mail choices (issue #35)", () => {
  it("shows each mailed kind's choice and saves one on change", async () => {
    const choices = {
      "work-arrived": "now",
      "student-replied": "now",
      "work-accepted": "now",
      "work-sent-back": "now",
      "teacher-replied": "now",
      invited: "now",
      enrolled: "now",
      "student-joined": "now",
      "certificate-issued": "now",
      "deadline-soon": "now",
    };
    const api = fakeApi({
      "GET profile/notifications": ok(choices),
      "PUT profile/notifications": ok({ ...choices, "work-sent-back": "digest" }),
    });
    const { user } = renderScreen(<MailPreferences />, { as: "STUDENT" });
    const select = (await screen.findByLabelText("Задание отправлено на доработку")) as HTMLSelectElement;
    expect(select.value).toBe("now");
    // The invitation mails itself: it is not a choice here.
    expect(screen.queryByLabelText("Приглашение на курс")).toBeNull();
    await user.selectOptions(select, "Раз в день");
    expect(api.callsTo("PUT profile/notifications").map((c) => c.body)).toEqual([{ "work-sent-back": "digest" }]);
    expect(((await screen.findByLabelText("Задание отправлено на доработку")) as HTMLSelectElement).value).toBe(
      "digest",
    );
  });
});
