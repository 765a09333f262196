import type { TFunction } from "i18next";
import type { CertificateGapView } from "@app/domain/certificates/certificate-api";

/**
 * "Осталось: 1 урок, 2 задания на проверке, набрать в тестах 70 % (сейчас 55 %)": the parts of the
 * gap that are not zero, in the order a student meets them. Empty when nothing is left.
 */
export const gapText = (t: TFunction<"certificates">, gap: CertificateGapView, passPercent: number): string => {
  const items = [
    gap.lessons > 0 ? t("gap.lessons", { count: gap.lessons }) : null,
    gap.tasks_to_send > 0 ? t("gap.toSend", { count: gap.tasks_to_send }) : null,
    gap.tasks_on_review > 0 ? t("gap.onReview", { count: gap.tasks_on_review }) : null,
    gap.score_short ? t("gap.score", { pass: passPercent, current: gap.score_percent ?? 0 }) : null,
  ].filter((item): item is string => item !== null);
  return items.length === 0 ? "" : t("gap.left", { items: items.join(", ") });
};
