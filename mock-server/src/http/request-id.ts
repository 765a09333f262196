import { randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";

/** Every response carries X-Request-Id; a 500 is logged under it. */
export const requestId: RequestHandler = (_req, res, next) => {
  const id = randomUUID();
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  next();
};

export const requestIdOf = (res: Response): string => {
  const id: unknown = res.locals.requestId;
  return typeof id === "string" ? id : randomUUID();
};
