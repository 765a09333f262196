import * as Schema from "effect/Schema";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import type { Principal } from "../http/authenticate";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import { decodeQuery, idOf, QueryId, queryFields } from "../statistics/query";
import { canManageSchool, staffSchoolIds } from "./school-scope";

/**
 * Which school a groups or subdivisions request is about. `?school_id=` picks one (404 unknown,
 * 403 not the caller's); without it an owner or manager works in his first school, and an admin
 * reads every school but must name one to create.
 */
export const schoolsToRead = (
  db: DbData,
  principal: Principal,
  schoolId: number | undefined,
): ReadonlySet<number> | null => {
  if (schoolId !== undefined) return new Set([chosenSchool(db, principal, schoolId)]);
  return staffSchoolIds(db, principal);
};

export const schoolToWrite = (db: DbData, principal: Principal, schoolId: number | undefined): number => {
  if (schoolId !== undefined) return chosenSchool(db, principal, schoolId);
  const schools = staffSchoolIds(db, principal);
  if (schools === null) throw new HttpError(422, "", { school_id: [VALIDATION_MESSAGES.required] });
  const first = [...schools].sort((a, b) => a - b)[0];
  if (first === undefined) throw new HttpError(403, "");
  return first;
};

const chosenSchool = (db: DbData, principal: Principal, schoolId: number): number => {
  if (!db.schools.some((s) => s.id === schoolId)) throw new HttpError(404, "");
  if (!canManageSchool(db, principal, schoolId)) throw new HttpError(403, "");
  return schoolId;
};

const SchoolQuery = Schema.Struct({ school_id: Schema.optionalKey(QueryId) });

/** The `school_id` query parameter, when given (422 for one that is not an id). */
export const schoolIdQuery = (query: unknown): number | undefined =>
  idOf(decodeQuery(SchoolQuery, queryFields(query, ["school_id"])).school_id);
