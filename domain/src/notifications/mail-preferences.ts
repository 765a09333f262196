import * as Schema from "effect/Schema";
import { NOTIFICATION_KINDS, type NotificationKind } from "./notification-kinds";

/** How a person wants a kind by e-mail: at once, in the daily digest, or never (in the app it always shows). */
export const MailChoice = Schema.Literals(["now", "digest", "never"]);
export type MailChoice = typeof MailChoice.Type;

/** A person's choices; a kind he never chose is mailed at once. */
export type MailChoices = Partial<Record<NotificationKind, MailChoice>>;

export const DEFAULT_MAIL_CHOICE: MailChoice = "now";

export const mailChoiceOf = (choices: MailChoices | undefined, kind: NotificationKind): MailChoice =>
  choices?.[kind] ?? DEFAULT_MAIL_CHOICE;

/**
 * The invitation has its own e-mail, with its single-use link, sent whatever anyone chose (the
 * invitee may have no account yet): its notification shows in the app only.
 */
export const isMailed = (kind: NotificationKind): boolean => kind !== "invited";

/** Every kind with its choice, in the order the profile lists them. */
export const allMailChoices = (choices: MailChoices | undefined): Record<NotificationKind, MailChoice> =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, mailChoiceOf(choices, kind)])) as Record<
    NotificationKind,
    MailChoice
  >;
