import { describe, expect, it } from "vitest";
import { mayAnswerReview, mayDeletePost, mayEditReview, replyThread } from "./conversation-rules";

const student = { userId: 7, staff: false };
const teacher = { userId: 9, staff: true };

describe("conversations in a course (issue #30)", () => {
  it("a reply goes under the thread's first post, also when it answers a reply (one level deep)", () => {
    expect(replyThread({ id: 3, reply_to: null })).toBe(3);
    expect(replyThread({ id: 5, reply_to: 3 })).toBe(3);
  });
  it("a post is deleted by its author or the course's staff", () => {
    expect(mayDeletePost(student, { authorId: 7 })).toBe(true);
    expect(mayDeletePost(student, { authorId: 8 })).toBe(false);
    expect(mayDeletePost(teacher, { authorId: 8 })).toBe(true);
  });
  it("a review is edited by its author only, and answered by the course's staff only", () => {
    expect(mayEditReview(student, { authorId: 7 })).toBe(true);
    expect(mayEditReview(teacher, { authorId: 7 })).toBe(false);
    expect(mayAnswerReview(teacher)).toBe(true);
    expect(mayAnswerReview(student)).toBe(false);
  });
});
