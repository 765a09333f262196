import { whoIsTold, type NotificationFact } from "@app/domain/notifications/who-is-told";
import { isMailed, mailChoiceOf } from "@app/domain/notifications/mail-preferences";
import { mailLine, mailSubject } from "@app/domain/notifications/mail-text";
import { castDraft } from "immer";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import { emailOf } from "../people/person-view";

/**
 * Writes what `fact` tells whom (the domain's rule) inside the caller's store update, so the action
 * and its notifications land together or not at all (issue #35): each notification, and its e-mail
 * in the durable outbox as its recipient chose (at once, for the daily digest, or none).
 */
export const notify = (db: DbDraft, nowMs: number, fact: NotificationFact): void => {
  const at = new Date(nowMs).toISOString();
  for (const draft of whoIsTold(fact)) {
    // The id index: no scan of the users per notification.
    const email = emailOf(db, draft.recipient);
    if (email === null) continue;
    const user = { id: draft.recipient, email };
    db.notifications.push(
      castDraft({
        id: nextId(db, "notifications"),
        user_id: user.id,
        kind: draft.kind,
        link: draft.link,
        parts: { ...draft.parts },
        created_at: at,
        read_at: null,
      }),
    );
    if (!isMailed(draft.kind)) continue;
    const choice = mailChoiceOf(db.mailPreferences.find((p) => p.user_id === user.id)?.choices, draft.kind);
    if (choice === "never") continue;
    db.mailJobs.push({
      id: nextId(db, "mailJobs"),
      user_id: user.id,
      kind: draft.kind,
      to: user.email,
      subject: mailSubject(draft.kind, draft.parts),
      text: mailLine(draft.kind, draft.parts),
      link: draft.link,
      status: choice === "digest" ? "digest" : "pending",
      attempts: 0,
      next_at: nowMs,
      created_at: at,
      sent_at: null,
      last_error: null,
    });
  }
};
