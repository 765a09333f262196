import nodemailer from "nodemailer";

/** One e-mail ready to leave: its Message-ID comes from its outbox id. */
export type OutgoingMail = {
  readonly messageId: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Absolute URLs for `List-Unsubscribe` (RFC 2369) with one-click POST (RFC 8058); null for a digest. */
  readonly unsubscribeUrl: string | null;
};

/** Resolves once the server accepted the mail (SMTP 250), rejects when it refused or could not be reached. */
export type MailTransport = { readonly send: (mail: OutgoingMail) => Promise<void> };

export const MAIL_FROM = "Курсы <no-reply@course-platform.local>";

/** Mail through SMTP (SMTP_URL, e.g. `smtp://user:pass@host:587`), by nodemailer. */
export const smtpTransport = (url: string, from = MAIL_FROM): MailTransport => {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        ...(mail.unsubscribeUrl === null
          ? {}
          : {
              headers: {
                "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
                "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
              },
            }),
      });
    },
  };
};
