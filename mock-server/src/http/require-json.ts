import type { RequestHandler } from "express";
import { HttpError } from "./http-error";

const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers["transfer-encoding"] !== undefined ||
  (headers["content-length"] !== undefined && headers["content-length"] !== "0");

/** 415 for a body that is neither JSON nor multipart (express.json would silently ignore it). */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!hasBody(req.headers) || req.is(["application/json", "multipart/form-data"]) !== false) return next();
  next(new HttpError(415, ""));
};
