import type { TFunction } from "i18next";

/** "school_owner" → "Владелец школы"; a list the server joined ("student, teacher") label by label. */
export const roleLabels = (t: TFunction<"admin">, roles: string | ReadonlyArray<string>): string =>
  (typeof roles === "string" ? roles.split(", ") : roles)
    .filter((role) => role !== "")
    .map((role) => t(`roles.${role}`, { defaultValue: role }))
    .join(", ");
