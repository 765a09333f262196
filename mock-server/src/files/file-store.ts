import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import multer from "multer";
import type { RequestHandler } from "express";
import { FILE_MESSAGES } from "@app/domain/validation/file-rules";
import { HttpError } from "../http/http-error";
import { TOO_LARGE_CODES, UPLOAD_LIMITS } from "./upload-limits";

/** A generated stored name: a UUID, never anything the client sent. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Multer on disk, under `dir` with generated names and every limit set. Errors become 413
 * (a limit) or 400 (a malformed body) instead of reaching the error handler as 500s.
 */
export const uploadSingle = (dir: string, field: string): RequestHandler => {
  const storage = multer.diskStorage({
    destination: (_req, _file, done) => {
      try {
        mkdirSync(dir, { recursive: true });
        done(null, dir);
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)), dir);
      }
    },
    filename: (_req, _file, done) => done(null, randomUUID()),
  });
  const upload = multer({ storage, limits: UPLOAD_LIMITS, defParamCharset: "utf8" }).single(field);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (error === undefined || error === null) return next();
      // A file over the limit is named as such (issue #29): the page shows the server's reason.
      if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE")
        return next(new HttpError(413, FILE_MESSAGES.tooLarge));
      if (error instanceof multer.MulterError)
        return next(new HttpError(TOO_LARGE_CODES.has(error.code) ? 413 : 400, ""));
      next(new HttpError(400, ""));
    });
  };
};

/** Removes a stored file (a rejected upload); a missing one is fine. */
export const removeStored = (dir: string, storedName: string): Promise<void> =>
  STORED_NAME.test(storedName) ? rm(path.join(dir, storedName), { force: true }) : Promise.resolve();

/** The first bytes of a stored file (what its type is sniffed from); fewer for a shorter file. */
export const readHead = async (dir: string, storedName: string, length = 16): Promise<Uint8Array> => {
  const handle = await open(path.join(dir, storedName), "r");
  try {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};
