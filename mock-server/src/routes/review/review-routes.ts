import * as Result from "effect/Result";
import {
  QueueQuery,
  SubmissionsQuery,
  type ReviewCoursesResponse,
  type ReviewQueueResponse,
  type ReviewNode,
  type ReviewNodesResponse,
  type SubmissionSummariesResponse,
} from "@app/domain/api/review";
import { decodeWith } from "@app/domain/api/decode";
import { AUTHORING_MESSAGES, VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { allow, canReview, courseOr404, isEnrolled } from "../../access/course-access";
import { principalOf, requireRole } from "../../http/authenticate";
import { HttpError } from "../../http/http-error";
import { countsBy, noCounts } from "../../review/counts";
import { findLesson, findModule, findTask, publishedModules } from "../../review/course-tree";
import { paginate } from "../../http/paginate";
import { reviewQueue, type QueueFilters } from "../../review/review-queue";
import { readPaging } from "@app/domain/api/paging";
import { REVIEWER_ROLES } from "../../review/reviewer-roles";
import { reviewableCourses } from "../../review/reviewable-courses";
import { byLastSubmittedDesc, submissionSummary } from "../../review/submission-view";
import type { DbData } from "../../store/db-schema";
import { routeTable, type ApiRoute } from "../../http/route-table";

const submissionsOf = (db: DbData, courseId: number): DbData["submissions"] =>
  db.submissions.filter((s) => s.course_id === courseId);

/** `?status=`: absent for every status, else one of the three (422 otherwise). */
const statusFilter = (value: unknown): SubmissionsQuery["status"] => {
  const result = decodeWith(SubmissionsQuery)(value === undefined ? {} : { status: value });
  if (Result.isFailure(result)) throw new HttpError(422, "", { status: [VALIDATION_MESSAGES.unknownOption] });
  return result.success.status;
};

/** The queue's filters from its query string; 422 naming the field for a bad one. */
export const queueFilters = (query: Record<string, unknown>): QueueFilters => {
  const fields = ["status", "course_id", "group_id", "task_id", "older_than_days", "late"] as const;
  const given = Object.fromEntries(fields.flatMap((f) => (typeof query[f] === "string" ? [[f, query[f]]] : [])));
  const result = decodeWith(QueueQuery)(given);
  if (Result.isFailure(result)) {
    const bad =
      fields.find((f) => f in given && Result.isFailure(decodeWith(QueueQuery)({ [f]: given[f] }))) ?? "status";
    throw new HttpError(422, "", { [bad]: [VALIDATION_MESSAGES.unknownOption] });
  }
  const q = result.success;
  const numberOr = (text: string | undefined): number | undefined => (text === undefined ? undefined : Number(text));
  return {
    status: q.status ?? "onReview",
    courseId: numberOr(q.course_id),
    groupId: numberOr(q.group_id),
    taskId: q.task_id,
    olderThanDays: numberOr(q.older_than_days),
    late: q.late === undefined ? undefined : q.late === "1",
  };
};

/**
 * SPEC §2 /availableCourses and /check/…: the courses the caller may check, then modules,
 * lessons and tasks with counts by status, then a task's submissions (the exercise level, where
 * a student sees his own). Names come from the published body; a course never published has no modules.
 */
export const reviewRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const reviewer = [ctx.authenticate, requireRole(REVIEWER_ROLES)];

  /** The course of the path, or 404; 403 unless the caller may check it. */
  const reviewedCourse = (res: Parameters<typeof principalOf>[0], id: unknown): ReturnType<typeof courseOr404> => {
    const db = ctx.store.data;
    const course = courseOr404(db, id);
    allow(canReview(db, principalOf(res), course));
    return course;
  };

  router.get("/review/courses", ...reviewer, (req, res) => {
    const db = ctx.store.data;
    const counts = countsBy(db.submissions, (s) => s.course_id);
    const courses = reviewableCourses(db, principalOf(res)).map((c) => ({
      id: c.id,
      name: c.name,
      school_id: c.school_id,
      counts: counts.get(c.id) ?? noCounts(),
    }));
    const answer: ReviewCoursesResponse = paginate(courses, req.query);
    res.json(answer);
  });

  /** Issue #34: every work waiting for the caller across his courses, oldest first (review-queue.ts). */
  router.get("/review/queue", ...reviewer, (req, res) => {
    const filters = queueFilters(req.query);
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const queue = reviewQueue(ctx.store.data, principalOf(res), filters, ctx.clock(), { page, perPage });
    const answer: ReviewQueueResponse = {
      data: queue.data,
      meta: { page, per_page: perPage, total: queue.total },
      counts: queue.counts,
      courses: queue.courses,
      tasks: queue.tasks,
      groups: queue.groups,
    };
    res.json(answer);
  });

  router.get("/review/courses/:id/modules", ...reviewer, (req, res) => {
    const course = reviewedCourse(res, req.params.id);
    const db = ctx.store.data;
    const counts = countsBy(submissionsOf(db, course.id), (s) => s.module_id);
    const data: ReviewNode[] = publishedModules(db, course.id).map((m) => ({
      id: m.moduleID,
      name: m.moduleName,
      counts: counts.get(m.moduleID) ?? noCounts(),
    }));
    const answer: ReviewNodesResponse = { data };
    res.json(answer);
  });

  router.get("/review/courses/:id/modules/:moduleId/lessons", ...reviewer, (req, res) => {
    const course = reviewedCourse(res, req.params.id);
    const db = ctx.store.data;
    const module = findModule(db, course.id, String(req.params.moduleId));
    if (module === undefined) throw new HttpError(404, AUTHORING_MESSAGES.moduleNotFound);
    const counts = countsBy(submissionsOf(db, course.id), (s) => s.lesson_id);
    const data: ReviewNode[] = module.lessons.map((l) => ({
      id: l.lessonID,
      name: l.lessonName,
      counts: counts.get(l.lessonID) ?? noCounts(),
    }));
    const answer: ReviewNodesResponse = { data };
    res.json(answer);
  });

  router.get("/review/courses/:id/lessons/:lessonId/tasks", ...reviewer, (req, res) => {
    const course = reviewedCourse(res, req.params.id);
    const db = ctx.store.data;
    const lesson = findLesson(db, course.id, String(req.params.lessonId));
    if (lesson === undefined) throw new HttpError(404, AUTHORING_MESSAGES.lessonNotFound);
    const counts = countsBy(submissionsOf(db, course.id), (s) => s.task_id);
    const data: ReviewNode[] = lesson.tasks.map((t) => ({
      id: t.taskID,
      name: t.name,
      counts: counts.get(t.taskID) ?? noCounts(),
    }));
    const answer: ReviewNodesResponse = { data };
    res.json(answer);
  });

  /** SPEC §6 "check exercise level": reviewers see every submission; an enrolled student only his own. */
  router.get("/review/courses/:id/tasks/:taskId/submissions", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const principal = principalOf(res);
    const isReviewer = canReview(db, principal, course);
    allow(isReviewer || (principal.roles.includes("STUDENT") && isEnrolled(db, principal.user.id, course.id)));
    const taskId = String(req.params.taskId);
    if (findTask(db, course.id, taskId) === undefined) throw new HttpError(404, AUTHORING_MESSAGES.taskNotFound);
    const status = statusFilter(req.query.status);
    const list = submissionsOf(db, course.id)
      .filter(
        (s) =>
          s.task_id === taskId &&
          (isReviewer || s.user_id === principal.user.id) &&
          (status === undefined || s.status === status),
      )
      .sort(byLastSubmittedDesc)
      .map((s) => submissionSummary(db, s));
    const answer: SubmissionSummariesResponse = paginate(list, req.query);
    res.json(answer);
  });

  return router.routes;
};
