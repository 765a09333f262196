import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CourseReview, DiscussionPost } from "@app/domain/api/social";
import { ok } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { DiscussionPostItem } from "./discussion-post";
import { ReviewItem } from "./review-item";

// The outbox (loaded with the review form) takes happy-dom's stub of Web Locks for the real thing: without it, it runs unlocked.
vi.hoisted(() => Object.defineProperty(globalThis.navigator, "locks", { value: undefined, configurable: true }));

/** Issue #30: replies one level deep under a thread; a review edited in place and answered by the course. */
const person = (id: number, name: string) => ({ id, name, surname: "Иванов", avatar: null });
const thread: DiscussionPost = {
  id: 1,
  course_id: 7,
  author: person(5, "Сергей"),
  text: "Где материалы?",
  created_at: "2026-10-02T12:00:00.000Z",
  reply_to: null,
  replies: [
    {
      id: 2,
      course_id: 7,
      author: person(9, "Ольга"),
      text: "Под видео",
      created_at: "2026-10-02T13:00:00.000Z",
      reply_to: 1,
    },
  ],
};
const review: CourseReview = {
  id: 4,
  course_id: 7,
  author: person(5, "Сергей"),
  rating: 3,
  text: "Неплохо",
  created_at: "2026-10-02T12:00:00.000Z",
  edited_at: "2026-10-05T09:30:00.000Z",
  answer: { author: person(9, "Ольга"), text: "Спасибо!", at: "2026-10-06T10:00:00.000Z" },
};

describe("a discussion thread", () => {
  it("shows its replies under it; `Ответить` on a reply sends the reply into the same thread", async () => {
    const api = fakeApi({ "POST courses/7/discussion": ok({ ...thread.replies[0], id: 3, replies: [] }, 201) });
    const onReplied = vi.fn(() => Promise.resolve());
    const { user } = renderScreen(
      <ul>
        <DiscussionPostItem courseId={7} post={thread} me={5} onDelete={vi.fn()} onReplied={onReplied} />
      </ul>,
      { as: "STUDENT" },
    );
    const replies = screen.getByRole("list", { name: "Ответы на сообщение" });
    expect(within(replies).getByText("Под видео")).toBeTruthy();
    await user.click(within(replies).getByRole("button", { name: "Ответить" }));
    await user.type(screen.getByLabelText("Ответ пользователю Ольга Иванов"), "  Спасибо!  ");
    await user.click(screen.getByRole("button", { name: "Отправить ответ" }));
    await vi.waitFor(() => expect(onReplied).toHaveBeenCalled());
    expect(api.callsTo("POST courses/7/discussion")[0]?.body).toEqual({ text: "Спасибо!", reply_to: 2 });
    expect(screen.queryByLabelText("Ответ пользователю Ольга Иванов")).toBeNull();
  });
});

describe("a review", () => {
  it("says `изменён` with the edit's date and shows the course's answer; its author edits it in place", async () => {
    const api = fakeApi({ "PUT courses/7/reviews/4": ok({ ...review, rating: 5, text: "Отлично" }) });
    const onChanged = vi.fn(() => Promise.resolve());
    const { user } = renderScreen(
      <ul>
        <ReviewItem courseId={7} review={review} mine answers={false} onDelete={vi.fn()} onChanged={onChanged} />
      </ul>,
      { as: "STUDENT" },
    );
    expect(screen.getByText("изменён").querySelector("time")?.getAttribute("dateTime")).toBe(review.edited_at);
    expect(within(screen.getByRole("region", { name: "Ответ курса" })).getByText("Спасибо!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ответить на отзыв" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Изменить" }));
    const text = screen.getByLabelText("Текст отзыва");
    expect((text as HTMLTextAreaElement).value).toBe("Неплохо");
    await user.clear(text);
    await user.type(text, "Отлично");
    await user.click(screen.getByRole("radio", { name: "5 звёзд" }));
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.callsTo("PUT courses/7/reviews/4")[0]?.body).toEqual({ rating: 5, text: "Отлично" });
  });

  it("the course's staff answer it (or change their answer); they cannot edit it", async () => {
    const api = fakeApi({ "PUT courses/7/reviews/4/answer": ok(review) });
    const onChanged = vi.fn(() => Promise.resolve());
    const { user } = renderScreen(
      <ul>
        <ReviewItem courseId={7} review={review} mine={false} answers onDelete={vi.fn()} onChanged={onChanged} />
      </ul>,
      { as: "TEACHER" },
    );
    expect(screen.queryByRole("button", { name: "Изменить" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Изменить ответ" }));
    const field = screen.getByLabelText("Ответ на отзыв");
    expect((field as HTMLTextAreaElement).value).toBe("Спасибо!");
    await user.type(field, " Ждём вас снова.");
    await user.click(screen.getByRole("button", { name: "Опубликовать ответ" }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.callsTo("PUT courses/7/reviews/4/answer")[0]?.body).toEqual({ text: "Спасибо! Ждём вас снова." });
  });
});
