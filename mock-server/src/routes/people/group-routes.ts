import { Router, type RequestHandler } from "express";
import * as Schema from "effect/Schema";
import { castDraft } from "immer";
import { GroupRequest, GroupStudentsRequest, type Group } from "@app/domain/api/people";
import { readPaging } from "@app/domain/api/paging";
import type { AppContext } from "../../app-context";
import { numericParam } from "../../access/course-access";
import { principalOf, requireRole, type Principal } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import type { DbData } from "../../store/db-schema";
import { nextId } from "../../store/next-id";
import type { GroupRecord } from "../../store/platform-records";
import { checkGroup } from "../../statistics/group-rules";
import { decodeQuery, idOf, QueryId, queryFields } from "../../statistics/query";
import { schoolsToRead, schoolToWrite } from "../../statistics/school-choice";
import { canManageSchool } from "../../statistics/scope";

const SchoolQuery = Schema.Struct({ school_id: Schema.optionalKey(QueryId) });

export const schoolIdQuery = (query: unknown): number | undefined => idOf(decodeQuery(SchoolQuery, queryFields(query, ["school_id"])).school_id);

/** The group of a path id that the caller manages: 404 unknown, 403 another school's. */
const groupOf = (db: DbData, principal: Principal, idParam: unknown): GroupRecord => {
  const id = numericParam(idParam);
  const group = db.groups.find((g) => g.id === id);
  if (group === undefined) throw new HttpError(404, "");
  if (!canManageSchool(db, principal, group.school_id)) throw new HttpError(403, "");
  return group;
};

const asGroup = (record: GroupRecord): Group => ({ ...record, student_ids: [...record.student_ids] });

/** Groups of a school's students (SCHOOL_OWNER and MANAGER of the school, or ADMIN). */
export const groupRoutes = (ctx: AppContext): Router => {
  const router = Router();
  const staff: ReadonlyArray<RequestHandler> = [ctx.authenticate, requireRole(["SCHOOL_OWNER", "MANAGER", "ADMIN"])];

  router.get("/groups", ...staff, (req, res) => {
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const db = ctx.store.data;
    const schools = schoolsToRead(db, principalOf(res), schoolIdQuery(req.query));
    const groups = db.groups.filter((g) => schools === null || schools.has(g.school_id)).sort((a, b) => a.name.localeCompare(b.name, "ru") || a.id - b.id);
    res.json({ data: groups.slice((page - 1) * perPage, page * perPage).map(asGroup), meta: { page, per_page: perPage, total: groups.length } });
  });

  router.post("/groups", ...staff, async (req, res) => {
    const principal = principalOf(res);
    const body = decodeBody(GroupRequest, req.body);
    const schoolId = schoolToWrite(ctx.store.data, principal, schoolIdQuery(req.query));
    const group = await ctx.store.update((db) => {
      const checked = checkGroup(db, schoolId, null, body.name, body.student_ids ?? []);
      const record: GroupRecord = { id: nextId(db, "groups"), school_id: schoolId, name: checked.name ?? "", student_ids: checked.studentIds ?? [], created_at: new Date(ctx.clock()).toISOString() };
      db.groups.push(castDraft(record));
      return record;
    });
    res.status(201).json({ data: asGroup(group) });
  });

  router.get("/groups/:id", ...staff, (req, res) => {
    res.json({ data: asGroup(groupOf(ctx.store.data, principalOf(res), req.params.id)) });
  });

  router.put("/groups/:id", ...staff, async (req, res) => {
    const principal = principalOf(res);
    const { id } = groupOf(ctx.store.data, principal, req.params.id);
    const body = decodeBody(GroupRequest, req.body);
    const group = await ctx.store.update((db) => {
      const record = db.groups.find((g) => g.id === id);
      if (record === undefined) throw new HttpError(404, "");
      const checked = checkGroup(db, record.school_id, id, body.name, body.student_ids);
      record.name = checked.name ?? record.name;
      if (checked.studentIds !== undefined) record.student_ids = [...checked.studentIds];
      return { ...record, student_ids: [...record.student_ids] };
    });
    res.json({ data: group });
  });

  router.put("/groups/:id/students", ...staff, async (req, res) => {
    const principal = principalOf(res);
    const { id } = groupOf(ctx.store.data, principal, req.params.id);
    const body = decodeBody(GroupStudentsRequest, req.body);
    const group = await ctx.store.update((db) => {
      const record = db.groups.find((g) => g.id === id);
      if (record === undefined) throw new HttpError(404, "");
      const checked = checkGroup(db, record.school_id, id, undefined, body.student_ids);
      record.student_ids = [...(checked.studentIds ?? [])];
      return { ...record, student_ids: [...record.student_ids] };
    });
    res.json({ data: group });
  });

  router.delete("/groups/:id", ...staff, async (req, res) => {
    const { id } = groupOf(ctx.store.data, principalOf(res), req.params.id);
    await ctx.store.update((db) => {
      db.groups = db.groups.filter((g) => g.id !== id);
      for (const subdivision of db.subdivisions) {
        if (subdivision.group_ids.includes(id)) subdivision.group_ids = subdivision.group_ids.filter((g) => g !== id);
      }
    });
    res.json({ data: { id } });
  });

  return router;
};
