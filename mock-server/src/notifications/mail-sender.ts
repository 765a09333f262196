import { retryDelayMs } from "@app/domain/notifications/mail-schedule";
import { unsubscribeFooter } from "@app/domain/notifications/mail-text";
import type { Store } from "../store/store";
import type { MailJobRecord } from "./notification-records";
import type { MailTransport, OutgoingMail } from "./mail-transport";
import { unsubscribePath, unsubscribeSigner } from "./unsubscribe-token";
import { anyDigestDue, collectDigests } from "./digest";
import { nextId } from "../store/next-id";
import { mailJobById } from "../store/lookups";
import { remindDeadlines } from "../deadlines/deadline-reminders";

export type MailSenderOptions = {
  readonly store: Store;
  /** The server's injected clock: retries and digests are due by it. */
  readonly clock: () => number;
  /** The token secret: signs the unsubscribe links. */
  readonly secret: string;
  /** The server's public address, for links in mail sent by SMTP (the dev mailbox keeps app paths). */
  readonly baseUrl: string;
  /** SMTP when SMTP_URL is set; null: the development mailbox (/dev/mail). */
  readonly transport: MailTransport | null;
  readonly log?: (line: string) => void;
};

export type MailSender = {
  /** One round: deadline reminders (issue #37), digests that are due, then every pending mail whose time has come. */
  tick(): Promise<void>;
  /** Ticks every `everyMs` of real time (the clock decides what is due) until `stop`. */
  start(everyMs?: number): void;
  stop(): Promise<void>;
};

/** The Message-ID of an outbox mail: the same on every try, so a mail sent again after a crash is recognisably the same one. */
export const messageIdOf = (jobId: number): string => `<mail-${jobId}@course-platform.local>`;

/**
 * The outbox's sender (issue #35). Delivery is at least once:
 * - to SMTP: the mail is marked sent in the store after the server accepted it; a refusal or an
 *   unreachable server leaves it pending with the next try `retryDelayMs` later on the clock. A
 *   crash between SMTP's acceptance and the mark sends it once more, with the same Message-ID.
 * - to the development mailbox: the message and the mark are one store update: exactly once.
 */
export const createMailSender = (options: MailSenderOptions): MailSender => {
  const { store, clock, transport } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const unsubscribe = unsubscribeSigner(options.secret);
  /** The rounds, one after another. */
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const composed = (job: MailJobRecord, absolute: boolean): OutgoingMail => {
    const at = (path: string): string => (absolute ? `${options.baseUrl}${path}` : path);
    const unsubscribeUrl = job.kind === "digest" ? null : at(unsubscribePath(unsubscribe.sign(job.user_id, job.kind)));
    const link = job.link === null ? "" : `\n\n${at(job.link)}`;
    const footer = unsubscribeFooter(unsubscribeUrl ?? at("/profile#notifications"));
    return {
      messageId: messageIdOf(job.id),
      to: job.to,
      subject: job.subject,
      text: `${job.text}${link}${footer}`,
      unsubscribeUrl,
    };
  };

  const toMailbox = (job: MailJobRecord): Promise<void> =>
    store.update((db) => {
      const current = mailJobById(db.mailJobs, job.id);
      if (current === undefined || current.status !== "pending") return;
      const mail = composed(job, false);
      db.outbox.push({
        id: nextId(db, "outbox"),
        kind: "notification",
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        link: job.link,
        created_at: new Date(clock()).toISOString(),
      });
      current.status = "sent";
      current.sent_at = new Date(clock()).toISOString();
    });

  const bySmtp = async (job: MailJobRecord, smtp: MailTransport): Promise<void> => {
    try {
      await smtp.send(composed(job, true));
    } catch (error) {
      const attempts = job.attempts + 1;
      log(`[mail] mail ${job.id} to ${job.to} refused (try ${attempts}): ${String(error)}`);
      await store.update((db) => {
        const current = mailJobById(db.mailJobs, job.id);
        if (current === undefined || current.status !== "pending") return;
        current.attempts = attempts;
        current.next_at = clock() + retryDelayMs(attempts);
        current.last_error = String(error).slice(0, 500);
      });
      return;
    }
    await store.update((db) => {
      const current = mailJobById(db.mailJobs, job.id);
      if (current === undefined) return;
      current.status = "sent";
      current.sent_at = new Date(clock()).toISOString();
    });
  };

  const round = async (): Promise<void> => {
    const now = clock();
    await remindDeadlines(store, now);
    if (anyDigestDue(store.data, now)) await store.update((db) => collectDigests(db, now));
    const due = store.data.mailJobs.filter((j) => j.status === "pending" && j.next_at <= now).map((j) => ({ ...j }));
    for (const job of due) await (transport === null ? toMailbox(job) : bySmtp(job, transport));
  };

  const tick = (): Promise<void> => {
    // One round at a time: a tick during a round waits for it and then runs its own.
    const next = chain.then(round);
    chain = next.catch(() => undefined);
    return next;
  };

  return {
    tick,
    start(everyMs = 1_000) {
      if (timer !== null) return;
      timer = setInterval(() => {
        void tick().catch((error: unknown) => log(`[mail] the sender's round failed: ${String(error)}`));
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await chain;
    },
  };
};
