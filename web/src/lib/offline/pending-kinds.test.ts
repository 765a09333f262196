import { describe, expect, it } from "vitest";
import { pendingKinds } from "./pending-kinds";

describe("the unsent actions, by kind", () => {
  it("a discussion post is a post and a review a review, never an answer", () => {
    expect(
      pendingKinds([
        { _tag: "DiscussionPost", courseID: "1", text: "Вопрос" },
        { _tag: "CourseReview", courseID: "1", rating: 5, text: "Отлично" },
        { _tag: "LessonStart", courseID: "1", lessonID: "2" },
        { _tag: "TestAnswers", courseID: "1", blockID: "3", body: { answers: [] } },
      ]),
    ).toEqual({ answers: 2, posts: 1, reviews: 1 });
    expect(pendingKinds([])).toEqual({ answers: 0, posts: 0, reviews: 0 });
  });
});
