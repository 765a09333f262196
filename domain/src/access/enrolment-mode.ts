import type { SettingsAccesses, SettingsActions } from "../course/settings";

/**
 * How a person gets into a published course by himself (SPEC §3 settings.accesses, actions):
 * - `closed`: self-enrolment is off (actions.accessEnable or accesses.available); only an invitation
 *   or the course's access link lets him in;
 * - `invitation`: accesses.accessByEmail: only an invited e-mail may enrol;
 * - `paid`: the price is above zero: `Купить` records an order, then enrols;
 * - `open`: `Записаться` enrols at once.
 */
export type EnrolmentMode = "open" | "invitation" | "paid" | "closed";

/** A price as the course form stores it (a string, SPEC §3): its amount in roubles, 0 when not a number. */
export const priceAmount = (value: string): number => {
  const amount = Number(value.replace(/\s/g, "").replace(",", "."));
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
};

export const enrolmentMode = (actions: SettingsActions, accesses: SettingsAccesses, price: string): EnrolmentMode => {
  if (!actions.accessEnable || !accesses.available) return "closed";
  if (accesses.accessByEmail) return "invitation";
  return priceAmount(price) > 0 ? "paid" : "open";
};

/** Seats left of a course with a seat limit (null: no limit). Never below zero. */
export const seatsLeft = (limit: number | null, enrolled: number): number | null =>
  limit === null ? null : Math.max(0, limit - enrolled);
