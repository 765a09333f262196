import { screen, waitFor } from "@testing-library/react";
import { Route } from "wouter";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { ReviewQueuePage } from "./queue-page";

const emptyQueue = {
  status: 200,
  body: {
    data: [],
    meta: { page: 1, per_page: 12, total: 0 },
    counts: { on_review: 0, needs_work: 0, accepted: 0 },
    courses: [{ id: "1", name: "Основы Python", count: 0 }],
    tasks: [],
    groups: [],
  },
};

afterEach(() => vi.restoreAllMocks());

describe("the review queue's `Скачать CSV` (issue #38 part 5)", () => {
  it("downloads the works under the filters in the address, with the token and the viewer's zone", async () => {
    const api = fakeApi({ "GET review/queue": emptyQueue, "GET review/export.csv": { status: 200, body: "CSV" } });
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:queue");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderScreen(<Route path="/availableCourses/queue/:id?" component={ReviewQueuePage} />, {
      path: "/availableCourses/queue?course=1&status=accepted&days=7",
      as: "TEACHER",
    });
    await user.click(await screen.findByRole("button", { name: "Скачать CSV" }));
    await waitFor(() => expect(saved).toEqual(["Работы на проверке.csv blob:queue"]));
    const [call] = api.callsTo("GET review/export.csv");
    expect(call?.token).toBe("access-TEACHER");
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      course_id: "1",
      status: "accepted",
      older_than_days: "7",
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});
