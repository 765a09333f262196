import type { TFunction } from "i18next";
import type { NotificationView } from "@app/domain/api/notifications";

/** The sentences of a kind that depend on its detail: a purchase, a certificate with distinction. */
const VARIANTS: Readonly<Record<string, string>> = {
  "student-joined:purchase": "student-joined-purchase",
  "certificate-issued:honours": "certificate-issued-honours",
};

/** A notification's sentence (namespace `notifications`). */
export const notificationText = (t: TFunction<"notifications">, n: NotificationView): string => {
  const key = VARIANTS[`${n.kind}:${n.parts.detail ?? ""}`] ?? n.kind;
  return t(`kinds.${key}`, { ...n.parts, interpolation: { escapeValue: false } });
};
