import type { MailPreferencesUpdate } from "@app/domain/api/notifications";
import type { MailChoice } from "@app/domain/notifications/mail-preferences";
import type { NotificationKind } from "@app/domain/notifications/notification-kinds";
import { castDraft } from "immer";
import type { DbDraft, Store } from "../store/store";

/** Sets some kinds' choices of one person, inside an update. */
export const setMailChoices = (db: DbDraft, userId: number, update: MailPreferencesUpdate): void => {
  const existing = db.mailPreferences.find((p) => p.user_id === userId);
  if (existing === undefined) db.mailPreferences.push(castDraft({ user_id: userId, choices: { ...update } }));
  else existing.choices = { ...existing.choices, ...update };
};

/** The profile's choices saved (PUT /api/profile/notifications). */
export const saveMailChoices = (store: Store, userId: number, update: MailPreferencesUpdate): Promise<void> =>
  store.update((db) => setMailChoices(db, userId, update));

/** The unsubscribe link: this person's mail of this kind is off; his waiting mails of it are not sent. */
export const unsubscribe = (store: Store, userId: number, kind: NotificationKind): Promise<void> =>
  store.update((db) => {
    const never: MailChoice = "never";
    setMailChoices(db, userId, { [kind]: never });
    for (let i = db.mailJobs.length - 1; i >= 0; i -= 1) {
      const j = db.mailJobs[i];
      if (
        j !== undefined &&
        j.user_id === userId &&
        j.kind === kind &&
        (j.status === "pending" || j.status === "digest")
      )
        db.mailJobs.splice(i, 1);
    }
  });
