import { castDraft } from "immer";
import type { GroupRequest, GroupStudentsRequest } from "@app/domain/api/people";
import { HttpError } from "../http/http-error";
import { nextId } from "../store/next-id";
import type { GroupRecord } from "../store/platform-records";
import type { Store } from "../store/store";
import { checkGroup } from "../statistics/group-rules";

/** A copy of a group that later updates do not change. */
const copyOf = (record: GroupRecord): GroupRecord => ({ ...record, student_ids: [...record.student_ids] });

/** A new group of a school, its name and students checked against the school's. */
export const createGroup = (store: Store, schoolId: number, body: GroupRequest, now: string): Promise<GroupRecord> =>
  store.update((db) => {
    const checked = checkGroup(db, schoolId, null, body.name, body.student_ids ?? [], body.start_date);
    const record: GroupRecord = {
      id: nextId(db, "groups"),
      school_id: schoolId,
      name: checked.name ?? "",
      student_ids: checked.studentIds ?? [],
      created_at: now,
      start_date: body.start_date ?? null,
    };
    db.groups.push(castDraft(record));
    return record;
  });

/** A group's new name and, when given, its students and start date (null clears it). 404 for a group gone meanwhile. */
export const updateGroup = (store: Store, id: number, body: GroupRequest): Promise<GroupRecord> =>
  store.update((db) => {
    const record = db.groups.find((g) => g.id === id);
    if (record === undefined) throw new HttpError(404, "");
    const checked = checkGroup(db, record.school_id, id, body.name, body.student_ids, body.start_date);
    record.name = checked.name ?? record.name;
    if (body.start_date !== undefined) record.start_date = body.start_date;
    if (checked.studentIds !== undefined) record.student_ids = [...checked.studentIds];
    return copyOf(record);
  });

/** A group's students replaced. */
export const setGroupStudents = (store: Store, id: number, body: GroupStudentsRequest): Promise<GroupRecord> =>
  store.update((db) => {
    const record = db.groups.find((g) => g.id === id);
    if (record === undefined) throw new HttpError(404, "");
    const checked = checkGroup(db, record.school_id, id, undefined, body.student_ids);
    record.student_ids = [...(checked.studentIds ?? [])];
    return copyOf(record);
  });

/** A group removed, and from every subdivision that held it. */
export const deleteGroup = (store: Store, id: number): Promise<void> =>
  store.update((db) => {
    db.groups = db.groups.filter((g) => g.id !== id);
    for (const subdivision of db.subdivisions) {
      if (subdivision.group_ids.includes(id)) subdivision.group_ids = subdivision.group_ids.filter((g) => g !== id);
    }
  });
