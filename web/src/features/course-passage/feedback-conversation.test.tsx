import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SubmissionView } from "@app/domain/api/passage";
import { ok } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { FeedbackConversation } from "./feedback-conversation";
import { submissionsQueryKey } from "./passage-actions";

// The passage's actions start the offline outbox when loaded; only their query key is wanted here.
vi.mock("./passage-actions", () => ({
  submissionsQueryKey: (courseID: string) => ["my-course", courseID, "submissions"] as const,
}));

/** Issue #34 part 6, the student's side: the teacher's file, `Ответить`, and his answer in the thread. */
const work: SubmissionView = {
  id: 7,
  course_id: 1,
  user_id: 5,
  module_id: "1",
  lesson_id: "1",
  task_id: "1",
  block_id: "3",
  status: "needsWork",
  attempts: [
    {
      number: 1,
      text: "print(1)",
      files: [],
      submitted_at: "2026-10-03T10:00:00.000Z",
      feedback: {
        teacher_id: 4,
        decision: "needsWork",
        comment: "Посмотрите пример",
        at: "2026-10-03T11:00:00.000Z",
        files: [{ id: "f-1", name: "пример.py", url: "/api/files/f-1", size: 31 }],
      },
    },
  ],
  updated_at: "2026-10-03T11:00:00.000Z",
};

describe("the student's answer to a rework comment", () => {
  it("shows the teacher's file; `Ответить` needs a text, then sends it and keeps the answered work for the lesson", async () => {
    const replied: SubmissionView = {
      ...work,
      attempts: work.attempts.map((a) => ({
        ...a,
        replies: [{ user_id: 5, text: "А пробел нужен?", at: "2026-10-03T12:00:00.000Z" }],
      })),
    };
    const api = fakeApi({ "POST submissions/7/replies": ok(replied, 201) });
    const view = renderScreen(<FeedbackConversation courseID="1" submission={work} />, { as: "STUDENT" });
    view.queryClient.setQueryData(submissionsQueryKey("1"), [work]);
    expect(screen.getByRole("button", { name: /пример\.py/ })).toBeDefined();
    await view.user.click(screen.getByRole("button", { name: "Ответить" }));
    await view.user.click(screen.getByRole("button", { name: "Отправить ответ" }));
    expect(await screen.findByText("Напишите ответ")).toBeDefined();
    expect(api.calls).toEqual([]);
    await view.user.type(screen.getByLabelText("Ваш ответ преподавателю"), "  А пробел нужен? ");
    await view.user.click(screen.getByRole("button", { name: "Отправить ответ" }));
    expect(await screen.findByText("Ответ отправлен преподавателю")).toBeDefined();
    expect(api.callsTo("POST submissions/7/replies").map((call) => call.body)).toEqual([{ text: "А пробел нужен?" }]);
    expect(
      view.queryClient.getQueryData<SubmissionView[]>(submissionsQueryKey("1"))?.[0]?.attempts[0]?.replies,
    ).toEqual(replied.attempts[0]?.replies);
  });
});
