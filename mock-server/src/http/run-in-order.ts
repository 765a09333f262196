import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Calls handlers one after another as Express would if each were its own layer, without a router
 * layer (and its path match) per handler: an error goes straight to `next`, and `next("route")`
 * from a middleware just moves on, as it does in a router.
 */
export const runInOrder = (
  handlers: ReadonlyArray<RequestHandler>,
  req: Request,
  res: Response,
  next: NextFunction,
): void => {
  let index = 0;
  const step = (error?: unknown): void => {
    if (error !== undefined && error !== null && error !== "route") {
      next(error);
      return;
    }
    const handler = handlers[index];
    index += 1;
    if (handler === undefined) {
      next();
      return;
    }
    void handler(req, res, step);
  };
  step();
};

/** Several middlewares as one layer. */
export const inOrder =
  (handlers: ReadonlyArray<RequestHandler>): RequestHandler =>
  (req, res, next) => {
    runInOrder(handlers, req, res, next);
  };
