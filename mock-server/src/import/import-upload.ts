import express, { type RequestHandler } from "express";
import { MAX_IMPORT_JSON_BYTES } from "@app/domain/api/files";
import multer from "multer";
import { HttpError } from "../http/http-error";
import { MAX_PACKAGE_BYTES } from "./package-files";
import { PACKAGE_MESSAGES } from "./package-messages";

/** One file part `file`, up to 50 MB, streamed by multer (busboy) and cut off at the limit. */
const packagePart = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PACKAGE_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 100 },
}).single("file");

const json = express.json({ limit: MAX_IMPORT_JSON_BYTES, strict: false });

/**
 * The import's body: a multipart upload (`file`: a cartridge, a Moodle backup or our JSON export, up
 * to 50 MB, past which 413 with the Russian reason) or, as before issue #38, the export document as
 * a JSON body up to 20 MB.
 */
export const importUpload: RequestHandler = (req, res, next) => {
  if (!req.is("multipart/form-data")) return json(req, res, next);
  packagePart(req, res, (error: unknown) => {
    if (error === undefined || error === null) return next();
    if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE")
      return next(new HttpError(413, PACKAGE_MESSAGES.tooLarge));
    next(new HttpError(400, ""));
  });
};
