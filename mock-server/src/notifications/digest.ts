import { digestDue } from "@app/domain/notifications/mail-schedule";
import { DIGEST_SUBJECT } from "@app/domain/notifications/mail-text";
import type { DbData } from "../store/db-schema";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";

/** Whether some person's digest is due (read before an update, so a quiet tick writes nothing). */
export const anyDigestDue = (db: DbData, nowMs: number): boolean =>
  db.mailJobs.some((j) => j.status === "digest" && digestDue(Date.parse(j.created_at), nowMs));

/**
 * The daily digest (issue #35), inside one store update: each person's mails waiting for a digest
 * moment that has come become one pending mail listing them, and are marked `digested`. Being one
 * update, a crash leaves either all of them waiting or the digest in the outbox: never both.
 */
export const collectDigests = (db: DbDraft, nowMs: number): number => {
  const byUser = new Map<number, DbDraft["mailJobs"][number][]>();
  for (const job of db.mailJobs)
    if (job.status === "digest" && digestDue(Date.parse(job.created_at), nowMs))
      byUser.set(job.user_id, [...(byUser.get(job.user_id) ?? []), job]);
  for (const [userId, jobs] of byUser) {
    const lines = jobs.map((j) => `• ${j.text}${j.link === null ? "" : `\n  ${j.link}`}`);
    db.mailJobs.push({
      id: nextId(db, "mailJobs"),
      user_id: userId,
      kind: "digest",
      to: jobs[0]?.to ?? "",
      subject: `${DIGEST_SUBJECT} (${jobs.length})`,
      text: lines.join("\n\n"),
      link: "/notifications",
      status: "pending",
      attempts: 0,
      next_at: nowMs,
      created_at: new Date(nowMs).toISOString(),
      sent_at: null,
      last_error: null,
    });
    for (const job of jobs) job.status = "digested";
  }
  return byUser.size;
};
