import { type RequestHandler } from "express";
import { SubdivisionRequest, type Subdivision } from "@app/domain/api/people";
import { readPaging } from "@app/domain/api/paging";
import type { AppContext } from "../../app-context";
import { numericParam } from "../../access/course-access";
import { principalOf, requireRole, type Principal } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import type { DbData } from "../../store/db-schema";
import type { SubdivisionRecord } from "../../store/platform-records";
import { createSubdivision, deleteSubdivision, updateSubdivision } from "../../people/subdivisions";
import { schoolIdQuery, schoolsToRead, schoolToWrite } from "../../people/school-choice";
import { canManageSchool } from "../../people/school-scope";
import { routeTable, type ApiRoute } from "../../http/route-table";

/** The subdivision of a path id that the caller manages: 404 unknown, 403 another school's. */
const subdivisionOf = (db: DbData, principal: Principal, idParam: unknown): SubdivisionRecord => {
  const id = numericParam(idParam);
  const subdivision = db.subdivisions.find((s) => s.id === id);
  if (subdivision === undefined) throw new HttpError(404, "");
  if (!canManageSchool(db, principal, subdivision.school_id)) throw new HttpError(403, "");
  return subdivision;
};

const asSubdivision = (record: SubdivisionRecord): Subdivision => ({ ...record, group_ids: [...record.group_ids] });

/** Subdivisions of a school, holding its groups (SCHOOL_OWNER and MANAGER of the school, or ADMIN). */
export const subdivisionRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const staff: ReadonlyArray<RequestHandler> = [ctx.authenticate, requireRole(["SCHOOL_OWNER", "MANAGER", "ADMIN"])];

  router.get("/subdivisions", ...staff, (req, res) => {
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const db = ctx.store.data;
    const schools = schoolsToRead(db, principalOf(res), schoolIdQuery(req.query));
    const list = db.subdivisions
      .filter((s) => schools === null || schools.has(s.school_id))
      .sort((a, b) => a.name.localeCompare(b.name, "ru") || a.id - b.id);
    res.json({
      data: list.slice((page - 1) * perPage, page * perPage).map(asSubdivision),
      meta: { page, per_page: perPage, total: list.length },
    });
  });

  router.post("/subdivisions", ...staff, async (req, res) => {
    const principal = principalOf(res);
    const body = decodeBody(SubdivisionRequest, req.body);
    const schoolId = schoolToWrite(ctx.store.data, principal, schoolIdQuery(req.query));
    const created = await createSubdivision(ctx.store, schoolId, body, new Date(ctx.clock()).toISOString());
    res.status(201).json({ data: asSubdivision(created) });
  });

  router.get("/subdivisions/:id", ...staff, (req, res) => {
    res.json({ data: asSubdivision(subdivisionOf(ctx.store.data, principalOf(res), req.params.id)) });
  });

  router.put("/subdivisions/:id", ...staff, async (req, res) => {
    const { id } = subdivisionOf(ctx.store.data, principalOf(res), req.params.id);
    const body = decodeBody(SubdivisionRequest, req.body);
    const updated = await updateSubdivision(ctx.store, id, body);
    res.json({ data: updated });
  });

  router.delete("/subdivisions/:id", ...staff, async (req, res) => {
    const { id } = subdivisionOf(ctx.store.data, principalOf(res), req.params.id);
    await deleteSubdivision(ctx.store, id);
    res.json({ data: { id } });
  });

  return router.routes;
};
