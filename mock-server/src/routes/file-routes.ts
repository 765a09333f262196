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
import { fileRefusal } from "@app/domain/validation/file-rules";
import { cleanFileName, contentDisposition, contentType, safeMime } from "../files/content-headers";
import { uploadKindProblem } from "../files/upload-kind";
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

/** Checks the text fields; a rejected upload's stored file is removed. */
const uploadFields = async (
  req: Request,
  dir: string,
  storedName: string,
): Promise<{ name?: string; isPublic: boolean }> => {
  try {
    const fields = decodeBody(FileUploadFields, { ...(req.body as object | undefined) });
    const name = fields.name?.trim();
    if (name !== undefined && name.length > LIMITS.name) throw invalidField("name", maxLengthMessage(LIMITS.name));
    if (fields.size !== undefined && !/^\d+$/.test(fields.size.trim()))
      throw invalidField("size", VALIDATION_MESSAGES.invalidFields);
    return { name: name === "" ? undefined : name, isPublic: fields.is_public === "1" || fields.is_public === "true" };
  } catch (error) {
    await removeStored(dir, storedName);
    throw error;
  }
};

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
      // Issue #15: empty files and programs are refused (docs/api.md, domain file-rules).
      const refusal = fileRefusal({
        name: file.originalname,
        size: file.size,
        head: await readHead(ctx.filesDir, file.filename),
      });
      if (refusal !== undefined) {
        await removeStored(ctx.filesDir, file.filename);
        throw invalidField("file", refusal);
      }
      // Issue #18: where the file goes (`kind`: an image, a video block, ...) is judged by its bytes.
      const wrongKind = uploadKindProblem(req.body, await readHead(ctx.filesDir, file.filename, 512));
      if (wrongKind !== undefined) {
        await removeStored(ctx.filesDir, file.filename);
        throw invalidField("file", wrongKind);
      }
      const { name, isPublic } = await uploadFields(req, ctx.filesDir, file.filename);
      const now = new Date(ctx.clock()).toISOString();
      const record: FileRecord = {
        id: file.filename,
        owner_id: principalOf(res).user.id,
        name: name ?? cleanFileName(file.originalname),
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
    res.setHeader("Content-Disposition", contentDisposition(record.name, record.mime));
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("Cache-Control", record.is_public ? "public, max-age=3600" : "private, no-store");
    res.sendFile(record.stored_name, { root: ctx.filesDir, dotfiles: "deny" }, (error) => {
      if (error !== undefined && !res.headersSent) res.status(404).json({ error: { message: "Страница не найдена!" } });
    });
  });
  return router.routes;
};
