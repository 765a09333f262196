import type { FileRecord } from "../store/db-schema";
import type { Store } from "../store/store";

/** An upload's record kept, once its bytes are stored and checked. */
export const addFile = (store: Store, record: FileRecord): Promise<void> =>
  store.update((db) => {
    db.files.push(record);
  });
