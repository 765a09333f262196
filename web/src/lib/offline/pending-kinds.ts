import type { OutboxRequest } from "./outbox-item";

/** What the unsent actions are, by the word a person uses for them: answers, discussion posts, reviews (issue #30). */
export type PendingKinds = { readonly answers: number; readonly posts: number; readonly reviews: number };

const KIND: Readonly<Record<OutboxRequest["_tag"], keyof PendingKinds>> = {
  TestAnswers: "answers",
  Submission: "answers",
  LessonStart: "answers",
  BlockComplete: "answers",
  DiscussionPost: "posts",
  CourseReview: "reviews",
};

export const pendingKinds = (requests: ReadonlyArray<OutboxRequest>): PendingKinds => {
  const counts = { answers: 0, posts: 0, reviews: 0 };
  for (const request of requests) counts[KIND[request._tag]] += 1;
  return counts;
};
