import type { NextFunction, Request, RequestHandler, Response } from "express";
import { runInOrder } from "./run-in-order";
import { routeShapesOf, type RouteShape } from "./route-shapes";

/**
 * Runs, in their order, only those /api handlers that could answer a request, instead of letting
 * Express walk every router. Each router Express enters and leaves unanswered costs its whole
 * stack of path matches plus a setImmediate, and a request used to pass through about ten of them.
 *
 * The filter is conservative: a handler is skipped only when none of its routes can match the
 * method and the path's segments. Anything it cannot judge cheaply (an unusual method or character,
 * empty segments, a trailing slash, a router with middleware of its own) runs every handler, as before.
 */
type Unit = { readonly handle: RequestHandler; readonly shapes: ReadonlyArray<RouteShape> | "always" };
type Candidates = ReadonlyArray<RequestHandler>;

const PLAIN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);
const PLAIN_PATH = /^(?:\/[A-Za-z0-9._~-]+)+$/;

const pathnameOf = (url: string): string => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

const handles = (shape: RouteShape, method: string): boolean =>
  shape.methods.has(method) || shape.methods.has("_all") || (method === "HEAD" && shape.methods.has("GET"));

const matches = (shape: RouteShape, method: string, segments: ReadonlyArray<string>): boolean => {
  if (shape.segments === "any") return true;
  if (!handles(shape, method) || shape.segments.length !== segments.length) return false;
  return shape.segments.every((literal, i) => literal === null || literal === segments[i]);
};

const couldAnswer = (unit: Unit, method: string, segments: ReadonlyArray<string>): boolean =>
  unit.shapes === "always" || unit.shapes.some((shape) => matches(shape, method, segments));

/** The handlers, in order, that could answer `method path`: all of them when the filter cannot tell. */
const candidatesFor = (units: ReadonlyArray<Unit>, method: string, path: string): Candidates => {
  if (!PLAIN_METHODS.has(method) || !PLAIN_PATH.test(path)) return units.map((u) => u.handle);
  // Express matches routes case-insensitively by default.
  const segments = path.slice(1).toLowerCase().split("/");
  return units.filter((unit) => couldAnswer(unit, method, segments)).map((u) => u.handle);
};

/**
 * Candidate lists are cached. Most requests differ only in ids, so all-digit segments share a key,
 * unless some route has an all-digit literal segment (then the key is the whole path).
 */
const CACHE_LIMIT = 2_000;
const DIGITS = /\/\d+(?=\/|$)/g;
const hasDigitLiteral = (units: ReadonlyArray<Unit>): boolean =>
  units.some((u) => u.shapes !== "always" && u.shapes.some((s) => s.segments !== "any" && s.segments.some((l) => l !== null && /^\d+$/.test(l))));

export const apiDispatch = (handlers: ReadonlyArray<RequestHandler>): RequestHandler => {
  const units: ReadonlyArray<Unit> = handlers.map((handle) => ({ handle, shapes: routeShapesOf(handle) }));
  const cache = new Map<string, Candidates>();
  const byShape = !hasDigitLiteral(units);
  const candidates = (method: string, url: string): Candidates => {
    const path = pathnameOf(url);
    const key = `${method} ${byShape ? path.replace(DIGITS, "/0") : path}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const found = candidatesFor(units, method, path);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, found);
    return found;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    runInOrder(candidates(req.method, req.url), req, res, next);
  };
};
