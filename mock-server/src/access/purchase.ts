import type { CourseRecord } from "@app/domain/api/courses";
import type { OrderRecord } from "../store/platform-records";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import { enrol, type Enrolled } from "./enrol";
import type { Store } from "../store/store";

export type Purchased = Enrolled & { readonly order: OrderRecord | null };

/**
 * Buys a paid course, in one store update: the order (paid at once: the development stand has no
 * payment provider) and the enrolment, with the seat check of `enrol`. A student already in the
 * course gets his enrolment back and no second order.
 */
export const purchase = (db: DbDraft, course: CourseRecord, userId: number, amount: string, now: string): Purchased => {
  const enrolled = enrol(db, course, userId, "purchase", now);
  if (!enrolled.created) return { ...enrolled, order: null };
  const order: OrderRecord = {
    id: nextId(db, "orders"),
    course_id: course.id,
    user_id: userId,
    amount,
    status: "paid",
    created_at: now,
  };
  db.orders.push(order);
  return { ...enrolled, order: { ...order } };
};

/** purchase, written at once. */
export const purchaseIn = (
  store: Store,
  course: CourseRecord,
  userId: number,
  amount: string,
  now: string,
): Promise<Purchased> => store.update((db) => purchase(db, course, userId, amount, now));
