import { type RequestHandler } from "express";
import * as Schema from "effect/Schema";
import type { StudentDetails, StudentsResponse } from "@app/domain/api/people";
import { readPaging } from "@app/domain/api/paging";
import { maxLengthMessage, PEOPLE_MESSAGES } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { numericParam } from "../../access/course-access";
import { principalOf, requireRole, type Principal } from "../../http/authenticate";
import { HttpError } from "../../http/http-error";
import { invalidField } from "../../http/form-input";
import type { DbData } from "../../store/db-schema";
import type { GroupRecord } from "../../store/platform-records";
import { decodeQuery, idOf, QUERY_TEXT_MAX, QueryId, QueryText, queryFields } from "../../statistics/query";
import { canReadSchool } from "../../people/school-scope";
import { isVisibleStudent, listStudents, studentDetails } from "../../statistics/students";
import { routeTable, type ApiRoute } from "../../http/route-table";

const StudentsQuery = Schema.Struct({ search: Schema.optionalKey(QueryText), group_id: Schema.optionalKey(QueryId) });

/** The group a list is filtered by: 422 unknown, 403 a school the caller does not belong to. */
const filterGroup = (db: DbData, principal: Principal, groupId: number | undefined): GroupRecord | undefined => {
  if (groupId === undefined) return undefined;
  const group = db.groups.find((g) => g.id === groupId);
  if (group === undefined) throw invalidField("group_id", PEOPLE_MESSAGES.unknownGroup);
  if (!canReadSchool(db, principal, group.school_id)) throw new HttpError(403, "");
  return group;
};

/** SPEC §6 /students: TEACHER, SCHOOL_OWNER, MANAGER, ADMIN see the students of their courses. */
export const studentRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const allowed: ReadonlyArray<RequestHandler> = [
    ctx.authenticate,
    requireRole(["TEACHER", "SCHOOL_OWNER", "MANAGER", "ADMIN"]),
  ];

  router.get("/students", ...allowed, (req, res) => {
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const query = decodeQuery(StudentsQuery, queryFields(req.query, ["search", "group_id"]), {
      search: maxLengthMessage(QUERY_TEXT_MAX),
    });
    const db = ctx.store.data;
    const principal = principalOf(res);
    const group = filterGroup(db, principal, idOf(query.group_id));
    const students = listStudents(db, principal, {
      ...(query.search === undefined ? {} : { search: query.search }),
      ...(group === undefined ? {} : { group }),
    });
    const answer: StudentsResponse = {
      data: students.slice((page - 1) * perPage, page * perPage),
      meta: { page, per_page: perPage, total: students.length },
    };
    res.json(answer);
  });

  router.get("/students/:userId", ...allowed, (req, res) => {
    const id = numericParam(req.params.userId);
    const db = ctx.store.data;
    const principal = principalOf(res);
    const user = db.users.find((u) => u.id === id);
    if (user === undefined) throw new HttpError(404, "");
    if (!isVisibleStudent(db, principal, id)) throw new HttpError(403, "");
    const answer: { data: StudentDetails } = { data: studentDetails(db, principal, user) };
    res.json(answer);
  });

  return router.routes;
};
