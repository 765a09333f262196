import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StudentSummary } from "@app/domain/api/people";
import { fakeClock, passTime } from "../../test-support/clock";
import { fakeApi } from "../../test-support/fake-api";
import { pagedList } from "../../test-support/paged-list";
import { renderScreen } from "../../test-support/render-screen";
import { StudentsTab } from "./students-tab";

const student = (id: number): StudentSummary => ({
  id,
  email: `student${id}@example.ru`,
  name: `Ученик${id}`,
  surname: "Тестов",
  profile_picture: null,
  courses_count: 1,
  groups: [],
});

/** 25 students: three pages of 10. A search keeps those whose e-mail has the text. */
const roster = () => {
  const list = pagedList(Array.from({ length: 25 }, (_, index) => student(index + 1)));
  return fakeApi({
    "GET students": (call) => list.answer(call, (item) => item.email.includes(call.query.get("search") ?? "")),
  });
};

const emails = () =>
  screen.queryAllByTestId("student-row").map((row) => within(row).getByText(/@example\.ru$/).textContent);
const pager = () => screen.getByRole("navigation", { name: "Страницы учеников" });
const button = (name: "Назад" | "Вперёд") => within(pager()).getByRole("button", { name }) as HTMLButtonElement;

describe("/students: 'Вперёд' and 'Назад'", () => {
  it("turns the pages one by one, each page replacing the last, and stops at both ends", async () => {
    const api = roster();
    const { user } = renderScreen(<StudentsTab staff={false} />, { path: "/students", as: "TEACHER" });
    expect(await screen.findByText("Страница 1 из 3")).toBeDefined();
    expect(emails()).toHaveLength(10);
    expect(emails()[0]).toBe("student1@example.ru");
    expect(button("Назад").disabled).toBe(true);

    await user.click(button("Вперёд"));
    expect(await screen.findByText("Страница 2 из 3")).toBeDefined();
    await waitFor(() => expect(emails()[0]).toBe("student11@example.ru"));
    await user.click(button("Вперёд"));
    await waitFor(() => expect(emails()).toEqual(Array.from({ length: 5 }, (_, i) => `student${21 + i}@example.ru`)));
    expect(within(pager()).getByText("Страница 3 из 3")).toBeDefined();
    expect(button("Вперёд").disabled).toBe(true);

    await user.click(button("Назад"));
    await waitFor(() => expect(emails()[0]).toBe("student11@example.ru"));
    expect(api.callsTo("GET students").map((call) => call.query.get("page"))).toEqual(["1", "2", "3", "2"]);
  });

  it("a search starts again from page 1, and one page of results has no pager", async () => {
    fakeClock();
    roster();
    const { user } = renderScreen(<StudentsTab staff={false} />, { path: "/students", as: "TEACHER" });
    await screen.findByText("Страница 1 из 3");
    await user.click(button("Вперёд"));
    await screen.findByText("Страница 2 из 3");
    await user.type(screen.getByLabelText("Поиск"), "student2");
    // The search waits for a pause in typing.
    await passTime(300);
    await waitFor(() => expect(emails()).toHaveLength(7));
    expect(emails()[0]).toBe("student2@example.ru");
    expect(screen.queryByRole("navigation", { name: "Страницы учеников" })).toBeNull();
  });
});
