import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CatalogueCourse, Category } from "@app/domain/api/catalogue";
import { ok } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { pagedList } from "../../test-support/paged-list";
import { renderScreen } from "../../test-support/render-screen";
import { CataloguePage } from "./catalogue-page";

const DESIGN: Category = { id: 2, name: "Дизайн" };
const CODE: Category = { id: 1, name: "Программирование" };

const course = (id: number, category: Category = CODE): CatalogueCourse => ({
  id,
  name: `Курс ${id}`,
  summary: "Коротко о курсе",
  category,
  price: "0",
  old_price: "0",
  cover: null,
  school: { id: 1, name: "Демо-школа" },
  lessons_count: 3,
  students_count: 0,
});

/** The catalogue's server: `count` published courses, every fifth a design course. */
const catalogue = (count: number) => {
  const list = pagedList(
    Array.from({ length: count }, (_, index) => course(index + 1, index % 5 === 4 ? DESIGN : CODE)),
  );
  const api = fakeApi({
    "GET catalogue/categories": ok([CODE, DESIGN]),
    "GET catalogue/courses": (call) => {
      const category = call.query.get("category");
      return list.answer(call, (item) => category === null || String(item.category?.id) === category);
    },
  });
  return { list, api };
};

const cards = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
const showMore = () => screen.queryByRole("button", { name: "Показать ещё" });

describe("/course: the catalogue", () => {
  it("shows 6 courses, 'Показать ещё' appends the next 6, and the button goes at the end", async () => {
    const { api } = catalogue(17);
    const { user } = renderScreen(<CataloguePage />, { path: "/course" });
    expect(await screen.findByText("Найдено 17 курсов")).toBeDefined();
    expect(screen.getByRole("heading", { level: 1, name: "Каталог курсов" })).toBeDefined();
    await waitFor(() => expect(cards()).toHaveLength(6));
    await user.click(showMore() as HTMLElement);
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(showMore() as HTMLElement);
    await waitFor(() => expect(cards()).toHaveLength(17));
    expect(cards()).toEqual(Array.from({ length: 17 }, (_, index) => `Курс ${index + 1}`));
    expect(showMore()).toBeNull();
    expect(api.callsTo("GET catalogue/courses").map((call) => call.query.toString())).toEqual([
      "page=1&per_page=6",
      "page=2&per_page=6",
      "page=3&per_page=6",
    ]);
  });

  it("a course published meanwhile shifts the pages, and no card shows twice", async () => {
    const { list } = catalogue(12);
    const { user } = renderScreen(<CataloguePage />, { path: "/course" });
    await waitFor(() => expect(cards()).toHaveLength(6));
    // Someone publishes a course: it comes first, so page 2 now starts with the last card already shown.
    list.items.unshift(course(100));
    await user.click(showMore() as HTMLElement);
    await waitFor(() => expect(cards()).toHaveLength(11));
    expect(new Set(cards()).size).toBe(11);
    expect(showMore()).not.toBeNull();
  });

  it("filters by category in the address, pressed chip and all; 'Все' takes the filter off", async () => {
    const { api } = catalogue(17);
    const { user, location } = renderScreen(<CataloguePage />, { path: "/course" });
    await user.click(await screen.findByRole("button", { name: "Дизайн" }));
    expect(location()).toBe("/course?category=2");
    expect(await screen.findByText("Найдено 3 курса")).toBeDefined();
    await waitFor(() => expect(cards()).toEqual(["Курс 5", "Курс 10", "Курс 15"]));
    expect(screen.getByRole("button", { name: "Дизайн" }).getAttribute("aria-pressed")).toBe("true");
    expect(showMore()).toBeNull();
    expect(api.callsTo("GET catalogue/courses").at(-1)?.query.get("category")).toBe("2");
    await user.click(screen.getByRole("button", { name: "Все" }));
    expect(location()).toBe("/course");
    await waitFor(() => expect(cards()).toHaveLength(6));
  });

  it("opened with ?category= it shows that category at once", async () => {
    catalogue(17);
    renderScreen(<CataloguePage />, { path: "/course?category=2" });
    await waitFor(() => expect(cards()).toEqual(["Курс 5", "Курс 10", "Курс 15"]));
  });

  it.each([
    [21, "Найден 21 курс"],
    [22, "Найдено 22 курса"],
    [25, "Найдено 25 курсов"],
  ])("%i courses read as '%s'", async (count, found) => {
    catalogue(count);
    renderScreen(<CataloguePage />, { path: "/course" });
    expect(await screen.findByText(found)).toBeDefined();
  });
});
