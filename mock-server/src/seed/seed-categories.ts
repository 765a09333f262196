import { nextId } from "../store/next-id";
import type { Store } from "../store/store";
import { DEMO_CATEGORIES } from "./catalogue-content";

/**
 * The course categories a production start needs (issue #32 part 4): a course cannot be published
 * without one (SPEC §5), and nothing else makes them. Seeded once, into a store that has none; the
 * demo seed brings the same list.
 */
export const seedCategories = async (store: Store): Promise<boolean> => {
  if (store.data.categories.length > 0) return false;
  await store.update((db) => {
    for (const name of DEMO_CATEGORIES) db.categories.push({ id: nextId(db, "categories"), name });
  });
  return true;
};
