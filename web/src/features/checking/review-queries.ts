import { useInfiniteQuery, useQuery, type QueryClient } from "@tanstack/react-query";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { ReviewLockView, type ReviewCourse, type SubmissionStatus } from "@app/domain/api/review";
import { apiClient } from "../../lib/api/client";
import { reviewApi, type QueueFilters } from "../../lib/api/review-api";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";
import { isReplayingReads, lockKey, replayedRead, tapLock } from "../../lib/qa/read-tap";

const api = reviewApi(apiClient);

/** Every key of the checking area starts here, so one invalidation refreshes all counts. */
export const REVIEW_KEY = ["review"] as const;

/**
 * Work to check changes while the page is open elsewhere (students send, colleagues decide), so the
 * checking queries are fresh on every mount instead of SPEC §9's 24-hour staleness for reference data.
 */
const live = { staleTime: 0, refetchOnMount: "always" } as const;

const COURSES_PAGE = 100;

/** Every course the reviewer may check (all pages): the list sorts them itself, and the drill-down finds its course's name here. */
const allCourses = async (): Promise<ReadonlyArray<ReviewCourse>> => {
  const first = await api.courses({ page: 1, perPage: COURSES_PAGE });
  const pages = Math.ceil(first.meta.total / COURSES_PAGE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => api.courses({ page: i + 2, perPage: COURSES_PAGE })),
  );
  return [first, ...rest].flatMap((page) => page.data);
};

export const useReviewCourses = (enabled = true) =>
  useQuery({ queryKey: [...REVIEW_KEY, "courses"], queryFn: allCourses, enabled, ...live });

export const useReviewModules = (courseId: number, enabled = true) =>
  useQuery({ queryKey: [...REVIEW_KEY, "modules", courseId], queryFn: () => api.modules(courseId), enabled, ...live });

export const useReviewLessons = (courseId: number, moduleId: string | undefined) =>
  useQuery({
    queryKey: [...REVIEW_KEY, "lessons", courseId, moduleId],
    queryFn: () => api.lessons(courseId, moduleId ?? ""),
    enabled: moduleId !== undefined,
    ...live,
  });

export const useReviewTasks = (courseId: number, lessonId: string | undefined) =>
  useQuery({
    queryKey: [...REVIEW_KEY, "tasks", courseId, lessonId],
    queryFn: () => api.tasks(courseId, lessonId ?? ""),
    enabled: lessonId !== undefined,
    ...live,
  });

const SUBMISSIONS_PAGE = 20;

/** A task's submissions, newest first, `status` undefined for all of them; 'Показать ещё' loads the next page. */
export const useSubmissions = (courseId: number, taskId: string, status: SubmissionStatus | undefined) =>
  useInfiniteQuery({
    queryKey: [...REVIEW_KEY, "submissions", courseId, taskId, status ?? "all"],
    queryFn: ({ pageParam }) =>
      api.submissions(courseId, taskId, { status, page: pageParam, perPage: SUBMISSIONS_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined,
    ...live,
  });

export const submissionKey = (id: number) => [...REVIEW_KEY, "submission", id] as const;

export const useSubmission = (id: number | undefined) =>
  useQuery({
    queryKey: submissionKey(id ?? 0),
    queryFn: () => api.submission(id ?? 0),
    enabled: id !== undefined,
    ...live,
  });

/**
 * After a decision (or a 409) every count and list of the area is out of date, and so is the decided
 * work when the answer did not bring it (`stale`). The other works' details are not: the ones fetched
 * ahead keep their data and their fetches in flight, so the next work shows at once (issue #34).
 */
export const refreshReview = (client: QueryClient, stale?: number): Promise<void> =>
  refreshAfterWrite(client, REVIEW_KEY, ({ queryKey }) => queryKey[1] !== "submission" || queryKey[2] === stale);

export const decide = {
  accept: (id: number, comment: string, criteria?: ReadonlyArray<string>, files?: ReadonlyArray<string>) =>
    api.accept(id, comment, criteria, files),
  rework: (id: number, comment: string, criteria?: ReadonlyArray<string>, files?: ReadonlyArray<string>) =>
    api.rework(id, comment, criteria, files),
};

const QUEUE_PAGE = 50;

/** Issue #34: the review queue under the page's filters, oldest first; the next page loads as the teacher nears its end. */
export const useReviewQueue = (filters: QueueFilters) =>
  useInfiniteQuery({
    queryKey: [...REVIEW_KEY, "queue", filters],
    queryFn: ({ pageParam }) => api.queue(filters, { page: pageParam, perPage: QUEUE_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined,
    ...live,
  });

/** The works around the open one, fetched ahead so that J/K and the next after a decision show at once. */
export const prefetchSubmissions = (client: QueryClient, ids: ReadonlyArray<number>): void => {
  for (const id of ids)
    void client.prefetchQuery({ queryKey: submissionKey(id), queryFn: () => api.submission(id), staleTime: 30_000 });
};

/** The lock a replayed log last saw on the work (undefined: none, or the log never saw one). */
const replayedLock = (id: number): ReviewLockView | undefined => {
  const recorded = Schema.decodeUnknownResult(ReviewLockView)(replayedRead(lockKey(id)));
  return Result.isSuccess(recorded) ? recorded.success : undefined;
};

/**
 * Opening a work takes its review lock (or learns who holds it); undefined when that fails (the
 * decision will say). What it learned goes into the QA log, and a replay answers from there.
 */
export const takeLock = async (id: number): Promise<ReviewLockView | undefined> => {
  if (isReplayingReads()) return replayedLock(id);
  const lock = await api.lock(id).catch(() => undefined);
  if (lock !== undefined) tapLock(id, lock);
  return lock;
};

/** Leaving a work frees the caller's lock (logged for QA); a failure is left to the lock's timeout. */
export const releaseLock = async (id: number): Promise<void> => {
  if (isReplayingReads()) return;
  await api.unlock(id).then(
    () => tapLock(id, null),
    () => undefined,
  );
};
