import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreatedCourseCard } from "@app/domain/api/authoring";
import { fakeApi } from "../../test-support/fake-api";
import { pagedList } from "../../test-support/paged-list";
import { renderScreen } from "../../test-support/render-screen";
import { CreatedCoursesPage } from "./created-courses-page";

const card = (id: number): CreatedCourseCard => ({
  id,
  name: `Курс ${id}`,
  cover: null,
  category: null,
  status: "published",
  lessons_count: 1,
  students_count: 0,
  updated_at: "2025-11-20T10:00:00.000Z",
});

const school = (count: number) => {
  const list = pagedList(Array.from({ length: count }, (_, index) => card(index + 1)));
  const api = fakeApi({ "GET created-courses": (call) => list.answer(call) });
  return { list, api };
};

const titles = () =>
  screen.queryAllByTestId("created-course").map((item) => within(item).getByRole("heading").textContent);
const showMore = () => screen.queryByRole("button", { name: "Показать ещё" });

describe("/createdCourses: 'Показать ещё'", () => {
  it("shows 12 cards, appends 12 more per click with 'Показано N из M', and the button goes at the end", async () => {
    const { api } = school(30);
    const { user } = renderScreen(<CreatedCoursesPage />, { path: "/createdCourses", as: "SCHOOL_OWNER" });
    expect(await screen.findByText("Показано 12 из 30")).toBeDefined();
    expect(titles()).toHaveLength(12);
    await user.click(showMore() as HTMLElement);
    expect(await screen.findByText("Показано 24 из 30")).toBeDefined();
    await user.click(showMore() as HTMLElement);
    expect(await screen.findByText("Показано 30 из 30")).toBeDefined();
    expect(titles()).toEqual(Array.from({ length: 30 }, (_, index) => `Курс ${index + 1}`));
    expect(showMore()).toBeNull();
    expect(api.callsTo("GET created-courses").map((call) => call.query.get("page"))).toEqual(["1", "2", "3"]);
  });

  it("a course a colleague saved meanwhile moves to the top: the next page repeats a card, shown once", async () => {
    const { list } = school(20);
    const { user } = renderScreen(<CreatedCoursesPage />, { path: "/createdCourses", as: "MANAGER" });
    await screen.findByText("Показано 12 из 20");
    // Course 5 was saved in the constructor: it comes first now, and page 2 starts with course 12 again.
    const saved = list.items.splice(4, 1);
    list.items.unshift(...saved);
    await user.click(showMore() as HTMLElement);
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(new Set(titles()).size).toBe(20);
    expect(showMore()).toBeNull();
  });

  it("a school with fewer courses than a page has no 'Показать ещё'", async () => {
    school(5);
    renderScreen(<CreatedCoursesPage />, { path: "/createdCourses", as: "TEACHER" });
    expect(await screen.findByText("Показано 5 из 5")).toBeDefined();
    expect(showMore()).toBeNull();
  });
});
