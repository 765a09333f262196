import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import type { ImportResponse } from "@app/domain/api/authoring";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { emptyCourseBody } from "@app/domain/api/course-content";
import { withoutSecrets } from "@app/domain/course/course-secrets";
import type { AppContext } from "../../app-context";
import { allow, contentOf, courseOr404, isCourseStaff } from "../../access/course-access";
import { principalOf, requireRole } from "../../http/authenticate";
import { HttpError } from "../../http/http-error";
import { exportDisposition, exportDocument } from "../../authoring/export-document";
import { importSource, jsonSource, refusedFile } from "../../import/import-source";
import { importUpload } from "../../import/import-upload";
import { reportLines } from "../../import/report-lines";
import { storePackageFiles, withStoredFiles } from "../../import/store-package-files";
import { readImport } from "../../authoring/import-course";
import { createImported, importedName } from "../../authoring/create-imported";
import { copyCourse } from "../../authoring/copy-course";
import { cartridgePackage } from "../../import/cartridge/cartridge-package";
import { attachmentDisposition } from "../../http/attachment-disposition";
import type { CopyCourseResponse } from "@app/domain/api/authoring";
import { routeTable, type ApiRoute } from "../../http/route-table";

const DryRun = Schema.Literals(["true", "false", "1", "0"]);
const decodeDryRun = Schema.decodeUnknownResult(Schema.UndefinedOr(DryRun));
const decodeFormat = Schema.decodeUnknownResult(Schema.UndefinedOr(Schema.Literals(["json", "imscc"])));

/** GET /api/courses/{id}/export (`format`: json, the default, or imscc), and POST /api/courses/{id}/copy (a new draft `… (копия)`). */
export const exportRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/export", ctx.authenticate, async (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const format = decodeFormat(req.query.format);
    if (Result.isFailure(format)) throw new HttpError(422, "", { format: ["Ожидается json или imscc"] });
    const body = contentOf(db, course.id)?.draft ?? emptyCourseBody(String(course.id), course.name);
    if (format.success === "imscc") {
      // An IMS Common Cartridge 1.3 of the structure (issue #38): what other LMSs import.
      const bytes = await cartridgePackage(withoutSecrets(body), { data: db, filesDir: ctx.filesDir });
      res.setHeader("Content-Type", "application/zip");
      res.setHeader("Content-Disposition", attachmentDisposition(course.name, "imscc", `course-${course.id}`));
      res.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return;
    }
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
 * POST /api/courses/import. The body (a multipart upload up to 50 MB, or an export document as JSON
 * up to 20 MB) is read once the token and the role are checked (an anonymous big body is never read).
 * A package (IMS Common Cartridge, Moodle backup) is converted to an export document first; its files
 * are stored only by a real import, and its report lines name places in words (`importPlace`).
 */
export const importRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  router.post(
    "/courses/import",
    ctx.authenticateOnly,
    requireRole(["SCHOOL_OWNER", "MANAGER", "ADMIN"]),
    importUpload,
    async (req, res) => {
      const flag = decodeDryRun(req.query.dry_run);
      if (Result.isFailure(flag)) throw new HttpError(422, "", { dry_run: ["Ожидается true или false"] });
      const dryRun = flag.success === "true" || flag.success === "1";
      const multipart = req.is("multipart/form-data") !== false;
      if (multipart && req.file === undefined) throw refusedFile(VALIDATION_MESSAGES.fileRequired);
      const source = req.file === undefined ? jsonSource(req.body) : await importSource(req.file.buffer);
      const { user } = principalOf(res);
      const now = new Date(ctx.clock()).toISOString();
      const stored =
        source.files === null || dryRun
          ? null
          : await storePackageFiles(ctx, source.files.package, source.files.uses, user.id, now);
      // A package's blocks may hold its own files only (by package path on a dry run, stored after), never
      // another file of this server; an export document's, any file of this server (as before).
      const known =
        source.files === null
          ? new Set(ctx.store.data.files.map((f) => f.id))
          : new Set(
              stored === null ? source.files.uses.map((use) => use.path) : [...stored.refs.values()].map((r) => r.id),
            );
      const course = stored === null ? source.course : withStoredFiles(source.course, stored.refs);
      const plan = readImport(course, (id) => known.has(id));
      const schoolId = user.school_id[0] ?? 0;
      const report = {
        dry_run: dryRun,
        name: importedName(ctx.store, schoolId, plan.course.general.name.value),
        imported: plan.imported,
        skipped: reportLines(source, course, plan.skipped, stored?.skipped ?? []),
      };
      if (dryRun) {
        const answer: ImportResponse = { data: { ...report, course_id: null } };
        res.json(answer);
        return;
      }
      const created = await createImported(ctx.store, schoolId, plan.course, now, user.id);
      const answer: ImportResponse = { data: { ...report, name: created.name, course_id: created.id } };
      res.status(201).json(answer);
    },
  );
  return router.routes;
};
