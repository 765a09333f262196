import type { RequestHandler, Router } from "express";
import type { RouteParameters } from "express-serve-static-core";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One /api endpoint as declared: its method, its Express path under /api (e.g. `/courses/:id`) and
 * how it is put on a router at a path (with its handlers, typed by the declared path's parameters).
 * `createApp` registers the whole table with plain Express routing; the route tests read the same table.
 */
export type ApiRoute = {
  readonly method: Method;
  readonly path: string;
  readonly register: (router: Router, at: string) => void;
};

type Declare = <Path extends string>(path: Path, ...handlers: Array<RequestHandler<RouteParameters<Path>>>) => void;

/** Declares a group of routes, as a router's `get`/`post`/… would, into a list. */
export type RouteTable = {
  readonly get: Declare;
  readonly post: Declare;
  readonly put: Declare;
  readonly patch: Declare;
  readonly delete: Declare;
  readonly routes: ReadonlyArray<ApiRoute>;
};

export const routeTable = (): RouteTable => {
  const routes: ApiRoute[] = [];
  const add = (method: Method, register: ApiRoute["register"], path: string): void => {
    routes.push({ method, path, register });
  };
  return {
    get: (path, ...handlers) => add("GET", (router, at) => router.get(at, ...handlers), path),
    post: (path, ...handlers) => add("POST", (router, at) => router.post(at, ...handlers), path),
    put: (path, ...handlers) => add("PUT", (router, at) => router.put(at, ...handlers), path),
    patch: (path, ...handlers) => add("PATCH", (router, at) => router.patch(at, ...handlers), path),
    delete: (path, ...handlers) => add("DELETE", (router, at) => router.delete(at, ...handlers), path),
    routes,
  };
};
