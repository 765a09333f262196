import { castDraft } from "immer";
import type { SubdivisionRequest } from "@app/domain/api/people";
import { HttpError } from "../http/http-error";
import { nextId } from "../store/next-id";
import type { SubdivisionRecord } from "../store/platform-records";
import type { Store } from "../store/store";
import { checkSubdivision } from "../statistics/group-rules";

/** A new subdivision of a school, its name and groups checked against the school's. */
export const createSubdivision = (
  store: Store,
  schoolId: number,
  body: SubdivisionRequest,
  now: string,
): Promise<SubdivisionRecord> =>
  store.update((db) => {
    const checked = checkSubdivision(db, schoolId, null, body.name, body.group_ids ?? []);
    const record: SubdivisionRecord = {
      id: nextId(db, "subdivisions"),
      school_id: schoolId,
      name: checked.name,
      group_ids: checked.groupIds ?? [],
      created_at: now,
    };
    db.subdivisions.push(castDraft(record));
    return record;
  });

/** A subdivision's new name and, when given, its groups. 404 for one gone meanwhile. */
export const updateSubdivision = (store: Store, id: number, body: SubdivisionRequest): Promise<SubdivisionRecord> =>
  store.update((db) => {
    const record = db.subdivisions.find((s) => s.id === id);
    if (record === undefined) throw new HttpError(404, "");
    const checked = checkSubdivision(db, record.school_id, id, body.name, body.group_ids);
    record.name = checked.name;
    if (checked.groupIds !== undefined) record.group_ids = [...checked.groupIds];
    return { ...record, group_ids: [...record.group_ids] };
  });

export const deleteSubdivision = (store: Store, id: number): Promise<void> =>
  store.update((db) => {
    db.subdivisions = db.subdivisions.filter((s) => s.id !== id);
  });
