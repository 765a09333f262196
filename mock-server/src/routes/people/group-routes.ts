import { type RequestHandler } from "express";
import { GroupRequest, GroupStudentsRequest, type Group } from "@app/domain/api/people";
import { readPaging } from "@app/domain/api/paging";
import type { AppContext } from "../../app-context";
import { numericParam } from "../../access/course-access";
import { principalOf, requireRole, type Principal } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import type { DbData } from "../../store/db-schema";
import type { GroupRecord } from "../../store/platform-records";
import { createGroup, deleteGroup, setGroupStudents, updateGroup } from "../../people/groups";
import { schoolIdQuery, schoolsToRead, schoolToWrite } from "../../people/school-choice";
import { canManageSchool } from "../../people/school-scope";
import { routeTable, type ApiRoute } from "../../http/route-table";

/** The group of a path id that the caller manages: 404 unknown, 403 another school's. */
const groupOf = (db: DbData, principal: Principal, idParam: unknown): GroupRecord => {
  const id = numericParam(idParam);
  const group = db.groups.find((g) => g.id === id);
  if (group === undefined) throw new HttpError(404, "");
  if (!canManageSchool(db, principal, group.school_id)) throw new HttpError(403, "");
  return group;
};

/** The wire's group: `start_date` always there (null for none, and for records from before it existed). */
const asGroup = (record: GroupRecord): Group => ({
  ...record,
  student_ids: [...record.student_ids],
  start_date: record.start_date ?? null,
});

/** Groups of a school's students (SCHOOL_OWNER and MANAGER of the school, or ADMIN). */
export const groupRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const staff: ReadonlyArray<RequestHandler> = [ctx.authenticate, requireRole(["SCHOOL_OWNER", "MANAGER", "ADMIN"])];

  router.get("/groups", ...staff, (req, res) => {
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const db = ctx.store.data;
    const schools = schoolsToRead(db, principalOf(res), schoolIdQuery(req.query));
    const groups = db.groups
      .filter((g) => schools === null || schools.has(g.school_id))
      .sort((a, b) => a.name.localeCompare(b.name, "ru") || a.id - b.id);
    res.json({
      data: groups.slice((page - 1) * perPage, page * perPage).map(asGroup),
      meta: { page, per_page: perPage, total: groups.length },
    });
  });

  router.post("/groups", ...staff, async (req, res) => {
    const principal = principalOf(res);
    const body = decodeBody(GroupRequest, req.body);
    const schoolId = schoolToWrite(ctx.store.data, principal, schoolIdQuery(req.query));
    const group = await createGroup(ctx.store, schoolId, body, new Date(ctx.clock()).toISOString());
    res.status(201).json({ data: asGroup(group) });
  });

  router.get("/groups/:id", ...staff, (req, res) => {
    res.json({ data: asGroup(groupOf(ctx.store.data, principalOf(res), req.params.id)) });
  });

  router.put("/groups/:id", ...staff, async (req, res) => {
    const principal = principalOf(res);
    const { id } = groupOf(ctx.store.data, principal, req.params.id);
    const body = decodeBody(GroupRequest, req.body);
    const group = await updateGroup(ctx.store, id, body);
    res.json({ data: asGroup(group) });
  });

  router.put("/groups/:id/students", ...staff, async (req, res) => {
    const principal = principalOf(res);
    const { id } = groupOf(ctx.store.data, principal, req.params.id);
    const body = decodeBody(GroupStudentsRequest, req.body);
    const group = await setGroupStudents(ctx.store, id, body);
    res.json({ data: asGroup(group) });
  });

  router.delete("/groups/:id", ...staff, async (req, res) => {
    const { id } = groupOf(ctx.store.data, principalOf(res), req.params.id);
    await deleteGroup(ctx.store, id);
    res.json({ data: { id } });
  });

  return router.routes;
};
