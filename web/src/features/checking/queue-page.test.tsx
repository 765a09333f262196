import { screen, waitFor } from "@testing-library/react";
import { Route } from "wouter";
import { describe, expect, it } from "vitest";
import { ok } from "../../test-support/answers";
import { fakeApi, type RouteKey } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { ReviewQueuePage } from "./queue-page";

/** The review desk in a page (issue #34): `N из M`, the keys, the next work after a decision, the lock. */
const person = (id: number, name: string, surname: string) => ({ id, name, surname, avatar: null });
const SENT = "2026-11-20T10:00:00.000Z";
const IDS = [11, 12, 13];

const work = (id: number) => ({
  id,
  course_id: 1,
  course_name: "Основы Python",
  task_id: "t1",
  task_name: "Практика",
  student: person(id, "Ученик", `№${id}`),
  status: "onReview",
  attempts: 1,
  submitted_at: SENT,
});

const detail = (id: number, status = "onReview") => ({
  id,
  course_id: 1,
  course_name: "Основы Python",
  status,
  task: {
    module_id: "m",
    lesson_id: "l",
    task_id: "t1",
    block_id: "b",
    name: "Практика",
    title: "Эссе",
    text: "Текст",
  },
  student: person(id, "Ученик", `№${id}`),
  attempts: [{ number: 1, text: `Ответ ${id}`, files: [], submitted_at: SENT, feedback: null }],
  updated_at: SENT,
});

const lock = (mine: boolean) =>
  ok({ teacher: mine ? person(4, "Татьяна", "Васильева") : person(9, "Ольга", "Смирнова"), expires_at: SENT, mine });

const desk = (mine = true) => {
  const routes: Partial<Record<RouteKey, ReturnType<typeof ok>>> = {
    "GET review/queue": {
      status: 200,
      body: {
        data: IDS.map(work),
        meta: { page: 1, per_page: 50, total: 3 },
        counts: { on_review: 3, needs_work: 0, accepted: 0 },
        courses: [{ id: "1", name: "Основы Python", count: 3 }],
        tasks: [],
        groups: [],
      },
    },
    "DELETE submissions/11/lock": ok(null),
    "DELETE submissions/12/lock": ok(null),
    "DELETE submissions/13/lock": ok(null),
  };
  for (const id of IDS) {
    routes[`GET submissions/${id}`] = ok(detail(id));
    routes[`POST submissions/${id}/lock`] = lock(mine);
    routes[`POST submissions/${id}/accept`] = ok(detail(id, "accepted"));
  }
  return fakeApi(routes);
};

const open = (id: number) =>
  renderScreen(<Route path="/availableCourses/queue/:id?" component={ReviewQueuePage} />, {
    path: `/availableCourses/queue/${id}`,
    as: "TEACHER",
  });

describe("the review queue's desk", () => {
  it("shows N из M, moves with 'Следующая работа' and K, and after A opens the next work by itself", async () => {
    const api = desk();
    const { user, location, unmount } = open(11);
    expect(await screen.findByText("1 из 3")).toBeDefined();
    expect(await screen.findByText("Ответ 11")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Следующая работа" }));
    await waitFor(() => expect(location()).toBe("/availableCourses/queue/12"));
    await user.keyboard("k");
    await waitFor(() => expect(location()).toBe("/availableCourses/queue/11"));
    await screen.findByText("Ответ 11");
    await user.keyboard("a");
    await waitFor(() => expect(api.callsTo("POST submissions/11/accept")).toHaveLength(1));
    await waitFor(() => expect(location()).toBe("/availableCourses/queue/12"));
    expect(api.callsTo("POST submissions/11/lock").length).toBeGreaterThan(0);
    // The works around the open one were fetched ahead.
    expect(api.callsTo("GET submissions/13").length).toBeGreaterThan(0);
    unmount();
    expect(api.callsTo("DELETE submissions/12/lock")).toHaveLength(1);
  });

  it("keys do nothing while typing; R goes to the comment, Ctrl+Enter sends back; ? lists the keys", async () => {
    const api = desk();
    fakeRework(api);
    const { user, unmount } = open(11);
    await screen.findByText("Ответ 11");
    await user.keyboard("r");
    const comment = screen.getByLabelText("Комментарий");
    expect(document.activeElement).toBe(comment);
    await user.keyboard("Добавьте вывод");
    expect(api.callsTo("POST submissions/11/accept")).toHaveLength(0);
    await user.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() =>
      expect(api.callsTo("POST submissions/11/rework").map((call) => call.body)).toEqual([
        { comment: "Добавьте вывод" },
      ]),
    );
    await user.keyboard("?");
    expect(await screen.findByRole("dialog", { name: "Клавиши очереди проверки" })).toBeDefined();
    unmount();
  });

  it("names the teacher who holds the work", async () => {
    desk(false);
    const { unmount } = open(12);
    expect(await screen.findByText("Проверяет Ольга Смирнова")).toBeDefined();
    unmount();
  });
});

const fakeRework = (api: ReturnType<typeof fakeApi>) => {
  for (const id of IDS) api.route(`POST submissions/${id}/rework`, ok(detail(id, "needsWork")));
};
