import express from "express";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { EXPORT_FORMAT_VERSION, ExportEnvelope, type ImportResponse } from "@app/domain/api/authoring";
import { emptyCourseBody } from "@app/domain/api/course-content";
import { withoutSecrets } from "@app/domain/course/course-secrets";
import type { AppContext } from "../../app-context";
import { allow, contentOf, courseOr404, isCourseStaff } from "../../access/course-access";
import { principalOf, requireRole } from "../../http/authenticate";
import { HttpError } from "../../http/http-error";
import { exportDisposition, exportDocument } from "../../authoring/export-document";
import { IMPORT_MESSAGES } from "../../authoring/import-messages";
import { readImport } from "../../authoring/import-course";
import { createImported, importedName } from "../../authoring/create-imported";
import { copyCourse } from "../../authoring/copy-course";
import type { CopyCourseResponse } from "@app/domain/api/authoring";
import { routeTable, type ApiRoute } from "../../http/route-table";

const decodeEnvelope = Schema.decodeUnknownResult(ExportEnvelope);
const DryRun = Schema.Literals(["true", "false", "1", "0"]);
const decodeDryRun = Schema.decodeUnknownResult(Schema.UndefinedOr(DryRun));

/** GET /api/courses/{id}/export, and POST /api/courses/{id}/copy (a new draft `… (копия)`). */
export const exportRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/export", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const body = contentOf(db, course.id)?.draft ?? emptyCourseBody(String(course.id), course.name);
    res.setHeader("Content-Disposition", exportDisposition(course.id, course.name));
    // An export is a copy too: it never carries the join link (issue #32).
    res.json(exportDocument(withoutSecrets(body), new Date(ctx.clock()).toISOString()));
  });

  router.post("/courses/:id/copy", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    const principal = principalOf(res);
    allow(isCourseStaff(principal, course));
    const copy = await copyCourse(ctx.store, course.id, new Date(ctx.clock()).toISOString(), principal.user.id);
    const answer: CopyCourseResponse = { data: copy };
    res.status(201).json(answer);
  });
  return router.routes;
};

/**
 * POST /api/courses/import. An export document may hold a big course, so this route parses its own
 * body up to 20 MB, once the token and the role are checked (an anonymous 19 MB body is never parsed).
 */
export const importRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  router.post(
    "/courses/import",
    ctx.authenticateOnly,
    requireRole(["SCHOOL_OWNER", "MANAGER", "ADMIN"]),
    express.json({ limit: "20mb", strict: false }),
    async (req, res) => {
      const flag = decodeDryRun(req.query.dry_run);
      if (Result.isFailure(flag)) throw new HttpError(422, "", { dry_run: ["Ожидается true или false"] });
      const dryRun = flag.success === "true" || flag.success === "1";
      const envelope = decodeEnvelope(req.body);
      if (Result.isFailure(envelope))
        throw new HttpError(422, IMPORT_MESSAGES.notExport, { file: [IMPORT_MESSAGES.notExport] });
      const version = envelope.success.format_version;
      if (version !== EXPORT_FORMAT_VERSION)
        throw new HttpError(422, IMPORT_MESSAGES.unsupportedVersion(version), {
          file: [IMPORT_MESSAGES.unsupportedVersion(version)],
        });
      const files = new Set(ctx.store.data.files.map((f) => f.id));
      const plan = readImport(envelope.success.course, (id) => files.has(id));
      const { user } = principalOf(res);
      const schoolId = user.school_id[0] ?? 0;
      const report = {
        dry_run: dryRun,
        name: importedName(ctx.store, schoolId, plan.course.general.name.value),
        imported: plan.imported,
        skipped: [...plan.skipped],
      };
      if (dryRun) {
        const answer: ImportResponse = { data: { ...report, course_id: null } };
        res.json(answer);
        return;
      }
      const created = await createImported(
        ctx.store,
        schoolId,
        plan.course,
        new Date(ctx.clock()).toISOString(),
        user.id,
      );
      const answer: ImportResponse = { data: { ...report, name: created.name, course_id: created.id } };
      res.status(201).json(answer);
    },
  );
  return router.routes;
};
