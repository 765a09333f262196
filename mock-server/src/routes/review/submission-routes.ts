import { type Request, type Response } from "express";
import {
  AcceptRequest,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  ReworkRequest,
  type ReviewLockResponse,
  type SubmissionDetailResponse,
} from "@app/domain/api/review";
import { VALIDATION_MESSAGES, maxLengthMessage } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { allow, canReview, numericParam } from "../../access/course-access";
import { principalOf, requireRole } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { recordDecision, type Decision } from "../../review/decide-submission";
import { REVIEWER_ROLES } from "../../review/reviewer-roles";
import { reviewLocks } from "../../review/review-locks";
import { submissionDetail } from "../../review/submission-view";
import { ownFiles } from "../../passage/own-files";
import type { DbData } from "../../store/db-schema";
import type { SubmissionRecord } from "../../store/platform-records";
import { submissionById } from "../../store/lookups";
import { routeTable, type ApiRoute } from "../../http/route-table";

const submissionOr404 = (db: DbData, idParam: unknown): SubmissionRecord => {
  const id = numericParam(idParam);
  const submission = submissionById(db.submissions, id);
  if (submission === undefined) throw new HttpError(404, REVIEW_MESSAGES.submissionNotFound);
  return submission;
};

/** A reviewer of the submission's course (its staff or an assigned teacher). */
const reviews = (db: DbData, res: Response, submission: SubmissionRecord): boolean => {
  const course = db.courses.find((c) => c.id === submission.course_id);
  return course !== undefined && canReview(db, principalOf(res), course);
};

/** Trimmed comment; `required` for rework. At most REVIEW_COMMENT_MAX characters. */
const checkedComment = (comment: string, required: boolean): string => {
  const text = comment.trim();
  if (required && text === "") throw new HttpError(422, "", { comment: [VALIDATION_MESSAGES.required] });
  if (text.length > REVIEW_COMMENT_MAX)
    throw new HttpError(422, "", { comment: [maxLengthMessage(REVIEW_COMMENT_MAX)] });
  return text;
};

/** One submission with its history (the reviewer or the student himself), and the two decisions. */
export const submissionRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const locks = reviewLocks();

  router.get("/submissions/:id", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const submission = submissionOr404(db, req.params.id);
    allow(submission.user_id === principalOf(res).user.id || reviews(db, res, submission));
    const answer: SubmissionDetailResponse = { data: submissionDetail(db, submission) };
    res.json(answer);
  });

  const decide = (decision: Decision) => async (req: Request, res: Response) => {
    const submission = submissionOr404(ctx.store.data, req.params.id);
    allow(reviews(ctx.store.data, res, submission));
    const body = decision === "accepted" ? decodeBody(AcceptRequest, req.body) : decodeBody(ReworkRequest, req.body);
    const comment = checkedComment(body.comment ?? "", decision === "needsWork");
    const criteria = body.criteria ?? [];
    const teacherId = principalOf(res).user.id;
    locks.refuseIfHeld(ctx.store.data, submission.id, teacherId, ctx.clock());
    await recordDecision(ctx.store, {
      submissionId: submission.id,
      teacherId,
      decision,
      comment,
      nowMs: ctx.clock(),
      criteria,
      files: ownFiles(ctx.store.data, teacherId, body.files ?? []),
    });
    locks.release(submission.id, teacherId, ctx.clock());
    const answer: SubmissionDetailResponse = {
      data: submissionDetail(ctx.store.data, submissionOr404(ctx.store.data, submission.id)),
    };
    res.json(answer);
  };

  /** Issue #34 part 5: opening a work takes its review lock (or shows who holds it); leaving frees it. */
  router.post("/submissions/:id/lock", ctx.authenticate, requireRole(REVIEWER_ROLES), (req, res) => {
    const submission = submissionOr404(ctx.store.data, req.params.id);
    allow(reviews(ctx.store.data, res, submission));
    const teacherId = principalOf(res).user.id;
    const answer: ReviewLockResponse = { data: locks.take(ctx.store.data, submission.id, teacherId, ctx.clock()) };
    res.json(answer);
  });

  router.delete("/submissions/:id/lock", ctx.authenticate, requireRole(REVIEWER_ROLES), (req, res) => {
    const submission = submissionOr404(ctx.store.data, req.params.id);
    allow(reviews(ctx.store.data, res, submission));
    locks.release(submission.id, principalOf(res).user.id, ctx.clock());
    res.json({ data: null });
  });

  router.post("/submissions/:id/accept", ctx.authenticate, requireRole(REVIEWER_ROLES), decide("accepted"));
  router.post("/submissions/:id/rework", ctx.authenticate, requireRole(REVIEWER_ROLES), decide("needsWork"));
  return router.routes;
};
