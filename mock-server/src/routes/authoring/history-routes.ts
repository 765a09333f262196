import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import {
  DiscardRequest,
  NameVersionRequest,
  RestoreRequest,
  type NamedVersion,
  type CourseHistoryPage,
  type NewVersion,
  type VersionDiff,
  type VersionView,
} from "@app/domain/api/course-history";
import type { CourseRecord } from "@app/domain/api/courses";
import { readPaging } from "@app/domain/api/paging";
import { diffCourseBodies } from "@app/domain/course-history/diff-bodies";
import type { AppContext } from "../../app-context";
import { allow, courseOr404, isAssignedTeacher, isCourseStaff } from "../../access/course-access";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { routeTable, type ApiRoute } from "../../http/route-table";
import {
  courseHistory,
  draftOf,
  latestVersion,
  listedRecords,
  publishedOf,
  publishedVersion,
  VERSION_NOT_FOUND,
  versionEntry,
  versionOr404,
} from "../../course-history/history-view";
import { discardChanges, HISTORY_MESSAGES, restoreVersion } from "../../course-history/restore-version";
import { nameVersion } from "../../course-history/name-version";
import type { Response } from "express";

const HistoryQuery = Schema.Struct({
  section: Schema.optionalKey(Schema.String),
  lesson: Schema.optionalKey(Schema.String),
});
const DiffQuery = Schema.Struct({ from: Schema.optionalKey(Schema.String), to: Schema.optionalKey(Schema.String) });

/** A query's known parameters; one sent twice (an array) or of a wrong shape counts as not sent. */
const queryOf = <S extends Schema.Decoder<unknown>>(schema: S, query: unknown): S["Type"] | undefined => {
  const decoded = Schema.decodeUnknownResult(schema)(query);
  return Result.isSuccess(decoded) ? decoded.success : undefined;
};

const VERSION_PARAM_MESSAGE = "Укажите номер версии";

/** A version number from the path or a query, or 404 / 422. */
const versionNumber = (text: string, field: string | null): number => {
  if (/^\d{1,15}$/.test(text)) return Number(text);
  if (field === null) throw new HttpError(404, VERSION_NOT_FOUND);
  throw new HttpError(422, "", { [field]: [VERSION_PARAM_MESSAGE] });
};

/** Staff and admins: everything; the course's assigned teacher: the reads. */
const mayRead = (ctx: AppContext, res: Response, course: CourseRecord): void => {
  const principal = principalOf(res);
  allow(isCourseStaff(principal, course) || isAssignedTeacher(ctx.store.data, principal, course));
};

/** GET and POST /api/courses/{id}/history…: the course's saved versions (issue #22). */
export const historyRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const now = (): string => new Date(ctx.clock()).toISOString();

  router.get("/courses/:id/history", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    mayRead(ctx, res, course);
    const history = courseHistory(db, course);
    const filter = queryOf(HistoryQuery, req.query) ?? {};
    const records = listedRecords(history, filter);
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const start = (page - 1) * perPage;
    const answer: CourseHistoryPage = {
      data: records.slice(start, start + perPage).map((r) => versionEntry(db, history, r)),
      meta: {
        page,
        per_page: perPage,
        total: records.length,
        current_version: course.version,
        published_version: publishedVersion(history),
        latest_version: latestVersion(history) ?? course.version,
      },
    };
    res.json(answer);
  });

  // Before /history/:version, which would take "diff" for a version.
  router.get("/courses/:id/history/diff", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    mayRead(ctx, res, course);
    const history = courseHistory(db, course);
    const query = queryOf(DiffQuery, req.query) ?? {};
    const fromText = query.from ?? "published";
    const toText = query.to ?? "draft";
    const side = (text: string, field: "from" | "to") => {
      if (text === "draft") return { version: course.version, course: draftOf(db, course) };
      if (text === "published") {
        const published = publishedOf(db, course);
        if (published === null) throw new HttpError(422, "", { [field]: [HISTORY_MESSAGES.neverPublished] });
        return { version: publishedVersion(history) ?? 0, course: published };
      }
      const version = versionNumber(text, field);
      return { version, course: versionOr404(history, version).course };
    };
    const from = side(fromText, "from");
    const to = side(toText, "to");
    const answer: VersionDiff = {
      data: { from: from.version, to: to.version, changes: diffCourseBodies(from.course, to.course) },
    };
    res.json(answer);
  });

  router.get("/courses/:id/history/:version", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    mayRead(ctx, res, course);
    const history = courseHistory(db, course);
    const { record, course: body } = versionOr404(history, versionNumber(String(req.params.version), null));
    const answer: VersionView = { data: { entry: versionEntry(db, history, record), course: body } };
    res.json(answer);
  });

  router.post("/courses/:id/history/discard", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    const principal = principalOf(res);
    allow(isCourseStaff(principal, course));
    const body = decodeBody(DiscardRequest, req.body);
    const saved = await discardChanges(ctx.store, course, body.version, now(), {
      author_id: principal.user.id,
      retention: ctx.historyRetention,
    });
    const answer: NewVersion = { data: saved };
    res.json(answer);
  });

  router.post("/courses/:id/history/:version/restore", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    const principal = principalOf(res);
    allow(isCourseStaff(principal, course));
    const from = versionNumber(String(req.params.version), null);
    const body = decodeBody(RestoreRequest, req.body);
    const saved = await restoreVersion(ctx.store, course, { from, ...body }, now(), {
      author_id: principal.user.id,
      retention: ctx.historyRetention,
    });
    const answer: NewVersion = { data: saved };
    res.json(answer);
  });

  router.put("/courses/:id/history/:version/name", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const version = versionNumber(String(req.params.version), null);
    const body = decodeBody(NameVersionRequest, req.body);
    const answer: NamedVersion = { data: await nameVersion(ctx.store, course, version, body.name) };
    res.json(answer);
  });
  return router.routes;
};
