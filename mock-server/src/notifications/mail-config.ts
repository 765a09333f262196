import { smtpTransport, type MailTransport } from "./mail-transport";

/** Issue #35's environment: SMTP_URL (unset: the development mailbox), APP_URL (links in mail), MAIL_FROM. */
export type MailConfig = {
  readonly transport: MailTransport | null;
  readonly baseUrl: string;
  readonly describe: string;
};

export const readMailConfig = (env: NodeJS.ProcessEnv, fallbackUrl: string): MailConfig => {
  const smtp = env.SMTP_URL === undefined || env.SMTP_URL === "" ? null : env.SMTP_URL;
  const baseUrl = (env.APP_URL === undefined || env.APP_URL === "" ? fallbackUrl : env.APP_URL).replace(/\/+$/, "");
  return {
    transport: smtp === null ? null : smtpTransport(smtp, env.MAIL_FROM === "" ? undefined : env.MAIL_FROM),
    baseUrl,
    // The URL's password is never printed.
    describe: smtp === null ? "the development mailbox (/dev/mail)" : `SMTP ${new URL(smtp).host}`,
  };
};
