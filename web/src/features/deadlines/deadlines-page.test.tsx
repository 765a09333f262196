import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyDeadline } from "@app/domain/api/deadlines";
import { ok, profileData } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { DeadlinesPage } from "./deadlines-page";

const NOW = new Date("2026-11-12T09:00:00Z");
const row = (over: Partial<MyDeadline>): MyDeadline => ({
  course_id: 1,
  course_name: "Основы Python",
  module_id: "2",
  lesson_id: "4",
  lesson_name: "Циклы",
  task_id: "3",
  task_name: "Практика: циклы",
  at: "2026-11-14T20:59:00.000Z",
  hard: false,
  state: "open",
  extended: false,
  sent: false,
  ...over,
});

const FEED = "http://127.0.0.1:3000/calendar/first.ics";
const RENEWED = "http://127.0.0.1:3000/calendar/second.ics";

describe("/deadlines", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists what is due, not yet sent first, each leading to its lesson; then what is sent", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    fakeApi({
      "GET my-profile": ok(profileData({ name: "Ученик", timezone_id: 2 })),
      "GET my/deadlines": ok([
        row({}),
        row({
          lesson_id: "6",
          lesson_name: "Функции",
          task_id: null,
          task_name: null,
          hard: true,
          state: "soon",
          at: "2026-11-13T08:00:00Z",
        }),
        row({
          course_id: 2,
          course_name: "Вёрстка",
          lesson_id: "1",
          module_id: "1",
          task_id: "9",
          task_name: "Макет",
          sent: true,
        }),
      ]),
    });
    renderScreen(<DeadlinesPage />, { path: "/deadlines", as: "STUDENT" });
    const toSend = await screen.findByRole("region", { name: "Нужно сдать" });
    const items = within(toSend).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const task = within(items[0]!).getByRole("link", { name: "Практика: циклы" });
    expect(task.getAttribute("href")).toBe("/myCourses/1/lessons/2/4#task-3");
    expect(await within(items[0]!).findByText("Сдать до 14 ноября, 23:59 (через 2 дня)")).toBeTruthy();
    expect(within(items[1]!).getByRole("link", { name: "Урок «Функции»" }).getAttribute("href")).toBe(
      "/myCourses/1/lessons/2/6",
    );
    expect(within(items[1]!).getByText("Жёсткий срок")).toBeTruthy();
    const sent = screen.getByRole("region", { name: "Сдано" });
    expect(within(sent).getByText("Срок сдачи: 14 ноября, 23:59")).toBeTruthy();
  });

  it("says so when nothing is dated", async () => {
    fakeApi({ "GET my/deadlines": ok([]) });
    renderScreen(<DeadlinesPage />, { path: "/deadlines", as: "STUDENT" });
    expect(await screen.findByText("Сроков пока нет: преподаватели их ещё не назначили.")).toBeTruthy();
  });

  it("Подписаться в календаре: shows the private address only when asked, copies it, and renews it", async () => {
    const api = fakeApi({
      "GET my/deadlines": ok([]),
      "GET my/deadlines/calendar": ok({ url: FEED }),
      "POST my/deadlines/calendar": ok({ url: RENEWED }),
    });
    const { user } = renderScreen(<DeadlinesPage />, { path: "/deadlines", as: "STUDENT" });
    await screen.findByRole("heading", { name: "Подписаться в календаре" });
    expect(api.callsTo("GET my/deadlines/calendar")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Показать адрес" }));
    const address = await screen.findByLabelText<HTMLInputElement>("Адрес календаря");
    expect(address.value).toBe(FEED);
    expect(screen.getByRole("link", { name: "Открыть в календаре" }).getAttribute("href")).toBe(
      "webcal://127.0.0.1:3000/calendar/first.ics",
    );
    await user.click(screen.getByRole("button", { name: "Скопировать" }));
    expect(await navigator.clipboard.readText()).toBe(FEED);
    expect(await screen.findByText("Адрес скопирован")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Сменить адрес" }));
    expect(await screen.findByText("Адрес сменён. Старый больше не работает")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Адрес календаря").value).toBe(RENEWED);
    expect(api.callsTo("POST my/deadlines/calendar")).toHaveLength(1);
  });
});
