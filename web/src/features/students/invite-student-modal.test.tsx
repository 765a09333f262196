import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreatedCourseCard } from "@app/domain/api/authoring";
import { validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { pagedList } from "../../test-support/paged-list";
import { renderScreen } from "../../test-support/render-screen";
import { InviteStudentModal } from "./invite-student-modal";

const SQL: CreatedCourseCard = {
  id: 4,
  name: "SQL для аналитиков",
  cover: null,
  category: null,
  status: "published",
  lessons_count: 3,
  students_count: 2,
  updated_at: "2025-11-20T10:00:00.000Z",
};

/** 'Пригласить ученика': its checks and the server's refusal. An invitation sent for real is students.spec.ts. */
const open = () => {
  const courses = pagedList([SQL]);
  const api = fakeApi({ "GET created-courses": (call) => courses.answer(call) });
  return { api, ...renderScreen(<InviteStudentModal open onClose={() => undefined} />, { as: "SCHOOL_OWNER" }) };
};
const dialog = () => screen.getByRole("dialog", { name: "Пригласить ученика" });
const invite = () => within(dialog()).getByRole("button", { name: "Пригласить" });

describe("'Пригласить ученика'", () => {
  it("needs an e-mail and a course, and a well-formed e-mail; nothing is sent before", async () => {
    const { api, user } = open();
    await user.click(invite());
    expect(await within(dialog()).findAllByText("Обязательное поле")).toHaveLength(2);
    await user.type(within(dialog()).getByLabelText("E-mail"), "не-адрес");
    await user.selectOptions(
      within(dialog()).getByLabelText("Курс"),
      await within(dialog()).findByRole("option", { name: "SQL для аналитиков" }),
    );
    await user.click(invite());
    expect(await within(dialog()).findByText("Некорректный Email")).toBeDefined();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("the server's refusal of the address shows on the E-mail field", async () => {
    const { api, user } = open();
    api.route("POST courses/4/invitations", validationFailed({ "emails.0": ["Некорректный Email"] }));
    await user.type(within(dialog()).getByLabelText("E-mail"), "student@example.ru");
    await user.selectOptions(
      within(dialog()).getByLabelText("Курс"),
      await within(dialog()).findByRole("option", { name: "SQL для аналитиков" }),
    );
    await user.click(invite());
    expect(await within(dialog()).findByText("Некорректный Email")).toBeDefined();
    expect(within(dialog()).getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST courses/4/invitations").map((call) => call.body)).toEqual([
      { emails: ["student@example.ru"], role: "student" },
    ]);
  });
});
