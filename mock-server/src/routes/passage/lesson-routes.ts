import { Router } from "express";
import type { CourseBody } from "@app/domain/api/course-content";
import type { LessonProgressView } from "@app/domain/api/passage";
import { AUTHORING_MESSAGES } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { PASSAGE_MESSAGES } from "@app/domain/validation/messages";
import { principalOf } from "../../http/authenticate";
import { HttpError } from "../../http/http-error";
import { blocksOf, findLesson, type LessonRef } from "../../passage/course-walk";
import { enrolledCourse } from "../../passage/enrolled-course";
import { isLocked, statusOf } from "../../passage/progress";
import { completeBlock, finishCourseIfDone, startLesson } from "../../passage/record-progress";
import type { DbData } from "../../store/db-schema";
import type { LessonProgressRecord } from "../../store/platform-records";

const view = (db: DbData, courseId: number, userId: number, ref: LessonRef, record: LessonProgressRecord): LessonProgressView => ({
  lessonID: ref.lesson.lessonID,
  status: statusOf(record),
  statistics: {
    id: String(record.id),
    course_id: String(courseId),
    section_id: ref.moduleID,
    start_date: record.start_date,
    end_date: record.end_date,
    blocks: record.blocks.map((b) => ({ ...b })),
  },
  course_completed_at: db.enrolments.find((e) => e.course_id === courseId && e.user_id === userId)?.completed_at ?? null,
});

const lessonOr404 = (body: CourseBody, lessonId: unknown): LessonRef => {
  const ref = findLesson(body, String(lessonId));
  if (ref === undefined) throw new HttpError(404, AUTHORING_MESSAGES.lessonNotFound);
  return ref;
};

/** 409 for a lesson that consecutiveAppearance keeps closed. Checked inside the update. */
export const refuseLocked = (db: DbData, body: CourseBody, courseId: number, userId: number, ref: LessonRef): void => {
  if (isLocked(db, body, courseId, userId, ref)) throw new HttpError(409, PASSAGE_MESSAGES.lessonLocked);
};

/** Starting a lesson and completing its blocks (SPEC §3 lesson statistics, §4). */
export const lessonRoutes = (ctx: AppContext): Router => {
  const router = Router();

  router.post("/my-courses/:id/lessons/:lessonId/start", ctx.authenticate, async (req, res) => {
    const { course, body, userId } = enrolledCourse(ctx.store.data, req.params.id, principalOf(res));
    const ref = lessonOr404(body, req.params.lessonId);
    const who = { courseId: course.id, userId, now: new Date(ctx.clock()).toISOString() };
    const data = await ctx.store.update((db) => {
      refuseLocked(db, body, course.id, userId, ref);
      const record = startLesson(db, who, ref);
      finishCourseIfDone(db, who, body);
      return view(db, course.id, userId, ref, record);
    });
    res.json({ data });
  });

  /** Tests complete by being answered and free tasks by being submitted; this marks the other blocks. */
  router.post("/my-courses/:id/lessons/:lessonId/blocks/:blockId/complete", ctx.authenticate, async (req, res) => {
    const { course, body, userId } = enrolledCourse(ctx.store.data, req.params.id, principalOf(res));
    const ref = lessonOr404(body, req.params.lessonId);
    const blockID = String(req.params.blockId);
    const found = blocksOf(ref.lesson).find((b) => b.block.contentBlockID === blockID);
    if (found === undefined) throw new HttpError(404, AUTHORING_MESSAGES.blockNotFound);
    const who = { courseId: course.id, userId, now: new Date(ctx.clock()).toISOString() };
    const data = await ctx.store.update((db) => {
      refuseLocked(db, body, course.id, userId, ref);
      const mine = <T extends { course_id: number; user_id: number; block_id: string }>(r: T): boolean => r.course_id === course.id && r.user_id === userId && r.block_id === blockID;
      const tag = found.block.content._tag;
      if (tag === "test" && !db.testAttempts.some(mine)) throw new HttpError(409, PASSAGE_MESSAGES.answerTestFirst);
      if (tag === "freeTask" && !db.submissions.some(mine)) throw new HttpError(409, PASSAGE_MESSAGES.submitTaskFirst);
      const record = completeBlock(db, who, ref, blockID, body);
      return view(db, course.id, userId, ref, record);
    });
    res.json({ data });
  });

  return router;
};
