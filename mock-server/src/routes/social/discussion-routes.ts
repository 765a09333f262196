import { SOCIAL_MESSAGES } from "@app/domain/validation/messages";
import { mayDeletePost, replyThread } from "@app/domain/social/conversation-rules";
import {
  DISCUSSION_TEXT_MAX,
  DiscussionPostRequest,
  type DeletedResponse,
  type DiscussionReply,
  type DiscussionPage,
  type DiscussionPostResponse,
} from "@app/domain/api/social";
import type { AppContext } from "../../app-context";
import { allow, courseOr404 } from "../../access/course-access";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { effectiveSettings } from "../../review/course-tree";
import { paginate } from "../../http/paginate";
import { personView } from "../../people/person-view";
import { isCourseMember, isCourseModerator } from "../../social/social-access";
import { requiredText } from "../../review/text-field";
import { addDiscussionPost, removeDiscussionPost } from "../../social/social-writes";
import type { DbData } from "../../store/db-schema";
import type { DiscussionPostRecord } from "../../store/platform-records";
import { routeTable, type ApiRoute } from "../../http/route-table";

const replyView = (db: DbData, p: DiscussionPostRecord, thread: number): DiscussionReply => ({
  id: p.id,
  course_id: p.course_id,
  author: personView(db, p.user_id),
  text: p.text,
  created_at: p.created_at,
  reply_to: thread,
});

/** A thread's first post with its replies, oldest first; a reply alone (as POST answers it). */
const postView = (db: DbData, p: DiscussionPostRecord): DiscussionPostResponse["data"] => {
  const thread = p.reply_to;
  const base = { ...replyView(db, p, thread ?? p.id), reply_to: thread ?? null };
  if (thread !== undefined) return { ...base, replies: [] };
  const replies = db.discussionPosts
    .filter((r) => r.reply_to === p.id)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
    .map((r) => replyView(db, r, p.id));
  return { ...base, replies };
};

const POST_NOT_FOUND = "Сообщение не найдено";

/**
 * The course's Обсуждение tab: its members read and write; posting and replying need commentsEnable.
 * The list pages the threads' first posts, newest first, each with its replies (issue #30).
 */
export const discussionRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/discussion", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    allow(isCourseMember(db, principalOf(res), course));
    const posts = db.discussionPosts
      .filter((p) => p.course_id === course.id && p.reply_to === undefined)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((p) => postView(db, p));
    const answer: DiscussionPage = paginate(posts, req.query);
    res.json(answer);
  });

  router.post("/courses/:id/discussion", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    const principal = principalOf(res);
    allow(isCourseMember(ctx.store.data, principal, course));
    if (!effectiveSettings(ctx.store.data, course.id).actions.commentsEnable)
      throw new HttpError(403, SOCIAL_MESSAGES.commentsDisabled);
    const request = decodeBody(DiscussionPostRequest, req.body);
    const text = requiredText("text", request.text, DISCUSSION_TEXT_MAX);
    // A reply goes into the thread of the post it answers, one level deep (issue #30).
    let thread: number | undefined;
    if (request.reply_to !== undefined) {
      const target = ctx.store.data.discussionPosts.find((p) => p.course_id === course.id && p.id === request.reply_to);
      if (target === undefined) throw new HttpError(404, POST_NOT_FOUND);
      thread = replyThread({ id: target.id, reply_to: target.reply_to ?? null });
    }
    const created_at = new Date(ctx.clock()).toISOString();
    const post = await addDiscussionPost(ctx.store, {
      course_id: course.id,
      user_id: principal.user.id,
      text,
      created_at,
      ...(thread === undefined ? {} : { reply_to: thread }),
    });
    const answer: DiscussionPostResponse = { data: postView(ctx.store.data, post) };
    res.status(201).json(answer);
  });

  router.delete("/courses/:id/discussion/:postId", ctx.authenticate, async (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const principal = principalOf(res);
    allow(isCourseMember(db, principal, course));
    const postId = String(req.params.postId);
    const post = db.discussionPosts.find((p) => p.course_id === course.id && String(p.id) === postId);
    if (post === undefined) throw new HttpError(404, POST_NOT_FOUND);
    const viewer = { userId: principal.user.id, staff: isCourseModerator(db, principal, course) };
    allow(mayDeletePost(viewer, { authorId: post.user_id }));
    await removeDiscussionPost(ctx.store, post.id);
    const answer: DeletedResponse = { data: { id: post.id } };
    res.json(answer);
  });
  return router.routes;
};
