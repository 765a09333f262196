import { sendMail } from "../mail/outbox";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";

/** Where author-application notices go (the platform's managers). */
export const MANAGERS_MAILBOX = "managers@demo.ru";

/** An author's application kept, and a notice to the managers in the outbox; its id. */
export const applyAsAuthor = (
  store: Store,
  application: { readonly name: string; readonly email: string; readonly phone: string },
  now: number,
): Promise<number> =>
  store.update((db) => {
    const { name, email, phone } = application;
    const applicationId = nextId(db, "authorApplications");
    db.authorApplications.push({ id: applicationId, name, email, phone, created_at: new Date(now).toISOString() });
    sendMail(db, now, {
      kind: "author-application",
      to: MANAGERS_MAILBOX,
      subject: `Заявка автора №${applicationId}`,
      text: `Имя: ${name}\nE-mail: ${email}\nТелефон: +${phone}\nСвяжитесь с автором в течение 24 часов.`,
      link: null,
    });
    return applicationId;
  });
