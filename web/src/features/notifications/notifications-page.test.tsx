import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { NotificationsPage } from "./notifications-page";

const notification = (id: number, read: boolean, extra: Record<string, string> = {}) => ({
  id,
  kind: "work-sent-back",
  link: `/myCourses/1/lessons/2/4#task-${id}`,
  parts: { course: "Основы Python", task: `Задание ${id}`, ...extra },
  created_at: "2026-03-01T09:00:00.000Z",
  read,
});

/** A 200 whose body is not wrapped in `data` (the list carries `meta` and `unread` beside it). */
const answer = (body: unknown) => ({ status: 200, body });

const page = (items: ReadonlyArray<ReturnType<typeof notification>>, unread: number) =>
  answer({ data: items, meta: { page: 1, per_page: 20, total: items.length }, unread });

describe("the notifications page (issue #35)", () => {
  it("lists newest first with the comment and unread marked; `Отметить все прочитанными` marks them all", async () => {
    const api = fakeApi({
      "GET notifications": page([notification(2, false, { comment: "Добавьте пример" }), notification(1, true)], 1),
      "POST notifications/read": answer({ unread: 0 }),
    });
    const { user } = renderScreen(<NotificationsPage />, { as: "STUDENT", path: "/notifications" });
    const list = await screen.findByTestId("notifications-list");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector(".notification-text")?.textContent)).toEqual([
      "Задание «Задание 2» отправлено на доработку, курс «Основы Python»",
      "Задание «Задание 1» отправлено на доработку, курс «Основы Python»",
    ]);
    expect(within(items[0]!).getByText("Комментарий: Добавьте пример")).toBeDefined();
    expect(within(items[0]!).getByRole("img", { name: "Не прочитано" })).toBeDefined();
    expect(within(items[1]!).queryByRole("img", { name: "Не прочитано" })).toBeNull();

    api.route("GET notifications", page([notification(2, true), notification(1, true)], 0));
    await user.click(screen.getByRole("button", { name: "Отметить все прочитанными" }));
    expect(api.callsTo("POST notifications/read").map((c) => c.body)).toEqual([{ all: true }]);
    expect(await screen.findByRole("button", { name: "Отметить все прочитанными" })).toHaveProperty("disabled", true);
  });
});
