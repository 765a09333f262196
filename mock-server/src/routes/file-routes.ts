import { type Request } from "express";
import { FileUploadFields, type FileUploadResponse, type UploadedFile } from "@app/domain/api/files";
import { VALIDATION_MESSAGES, maxLengthMessage } from "@app/domain/validation/messages";
import { LIMITS } from "@app/domain/constants";
import type { AppContext } from "../app-context";
import type { FileRecord } from "../store/db-schema";
import { mayReadPrivateFile } from "../access/file-access";
import { maybePrincipal, principalOf } from "../http/authenticate";
import { decodeBody } from "../http/decode-body";
import { HttpError } from "../http/http-error";
import { invalidField } from "../http/form-input";
import { STORED_NAME, readHead, removeStored, uploadSingle } from "../files/file-store";
import { fileNameRefusal, fileRefusal } from "@app/domain/validation/file-rules";
import { normalizeFileName } from "@app/domain/validation/file-names";
import { uploadKindRefusal, type UploadKind } from "@app/domain/course/file-kinds";
import { cleanFileName, contentDisposition, contentType, downloadName, safeMime } from "../files/content-headers";
import { uploadKindOf, uploadKindProblem } from "../files/upload-kind";
import { fileUrl } from "../files/file-url";
import { addFile } from "../files/file-records";
import { routeTable, type ApiRoute } from "../http/route-table";

const view = (record: FileRecord): UploadedFile => ({
  id: record.id,
  name: record.name,
  size: record.size,
  mime: record.mime,
  is_public: record.is_public,
  url: fileUrl(record.id),
  created_at: record.created_at,
});

/** The upload refused: its stored file removed, then 422 on `field`. */
const refuse = async (dir: string, storedName: string, field: string, message: string): Promise<never> => {
  await removeStored(dir, storedName);
  throw invalidField(field, message);
};

/**
 * Checks the text fields (a rejected upload's stored file is removed). The `name` field is judged
 * like the file's own name (issue #32): no control characters, no runnable name, the kind's types.
 */
const uploadFields = async (
  req: Request,
  dir: string,
  storedName: string,
  kind: UploadKind | undefined,
): Promise<{ name?: string; isPublic: boolean }> => {
  try {
    const fields = decodeBody(FileUploadFields, { ...(req.body as object | undefined) });
    const raw = fields.name ?? "";
    const nameProblem =
      fileNameRefusal(raw) ?? (kind === undefined || raw.trim() === "" ? undefined : kindRefusalByName(kind, raw));
    if (nameProblem !== undefined) throw invalidField("name", nameProblem);
    const name = normalizeFileName(raw);
    if (name.length > LIMITS.name) throw invalidField("name", maxLengthMessage(LIMITS.name));
    if (fields.size !== undefined && !/^\d+$/.test(fields.size.trim()))
      throw invalidField("size", VALIDATION_MESSAGES.invalidFields);
    return { name: name === "" ? undefined : name, isPublic: fields.is_public === "1" || fields.is_public === "true" };
  } catch (error) {
    await removeStored(dir, storedName);
    throw error;
  }
};

/** Why a file named `name` may not go where `kind` says, by its name alone. */
const kindRefusalByName = (kind: UploadKind, name: string): string | undefined => uploadKindRefusal(kind, { name });

/** SPEC §7 POST /api/file (multipart) and GET /api/files/{id} to serve it back. */
export const fileRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.post(
    "/file",
    (req, _res, next) => next(req.is("multipart/form-data") ? undefined : new HttpError(415, "")),
    ctx.authenticate,
    uploadSingle(ctx.filesDir, "file"),
    async (req, res) => {
      const file = req.file;
      if (file === undefined) throw invalidField("file", VALIDATION_MESSAGES.fileRequired);
      // Issue #15: empty files and programs are refused (docs/api.md, domain file-rules); issue #32:
      // by the name normalised (`run.bat. `, `run.bat::$DATA`), and names with control characters.
      const refusal = fileRefusal({
        name: file.originalname,
        size: file.size,
        head: await readHead(ctx.filesDir, file.filename),
      });
      if (refusal !== undefined) await refuse(ctx.filesDir, file.filename, "file", refusal);
      // Issue #18: where the file goes (`kind`: an image, a video block, ...) is judged by its bytes,
      // and (issue #32) by its name.
      const head = await readHead(ctx.filesDir, file.filename, 512);
      const wrongKind = uploadKindProblem(req.body, head, file.originalname);
      if (wrongKind !== undefined) await refuse(ctx.filesDir, file.filename, "file", wrongKind);
      const kind = uploadKindOf(req.body) ?? undefined;
      const { name, isPublic } = await uploadFields(req, ctx.filesDir, file.filename, kind);
      const now = new Date(ctx.clock()).toISOString();
      const record: FileRecord = {
        id: file.filename,
        owner_id: principalOf(res).user.id,
        name: name ?? cleanFileName(normalizeFileName(file.originalname)),
        mime: safeMime(file.mimetype),
        size: file.size,
        is_public: isPublic,
        stored_name: file.filename,
        created_at: now,
      };
      await addFile(ctx.store, record);
      const answer: FileUploadResponse = { data: view(record) };
      res.status(201).json(answer);
    },
  );

  /** Public files for anyone; private ones only for their owner (and admins). */
  router.get("/files/:id", ctx.optionalAuthenticate, (req, res) => {
    const id = String(req.params.id);
    const record = STORED_NAME.test(id) ? ctx.store.data.files.find((f) => f.id === id) : undefined;
    if (record === undefined) throw new HttpError(404, "");
    if (!record.is_public) {
      const principal = maybePrincipal(res);
      if (principal === null) throw new HttpError(401, "");
      if (!mayReadPrivateFile(ctx.store.data, principal, record)) throw new HttpError(403, "");
    }
    res.setHeader("Content-Type", contentType(record.mime));
    res.setHeader("Content-Disposition", contentDisposition(downloadName(record.name), record.mime));
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("Cache-Control", record.is_public ? "public, max-age=3600" : "private, no-store");
    res.sendFile(record.stored_name, { root: ctx.filesDir, dotfiles: "deny" }, (error) => {
      if (error !== undefined && !res.headersSent) res.status(404).json({ error: { message: "Страница не найдена!" } });
    });
  });
  return router.routes;
};
