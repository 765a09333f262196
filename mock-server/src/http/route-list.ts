import type { Express, RequestHandler } from "express";

/** One registered endpoint: an HTTP method and the Express path pattern under /api (e.g. `/courses/:id`). */
export type ApiRoute = { readonly method: string; readonly path: string };

const apiHandlers = new WeakMap<Express, ReadonlyArray<RequestHandler>>();

/** createApp records the handlers its /api dispatch runs, so tests can list what it serves. */
export const rememberApiHandlers = (app: Express, handlers: ReadonlyArray<RequestHandler>): void => {
  apiHandlers.set(app, handlers);
};

type RouteLayer = { readonly route?: { readonly path: unknown; readonly methods: Record<string, boolean> }; readonly handle?: unknown };

const stackOf = (handle: unknown): ReadonlyArray<RouteLayer> => {
  if (typeof handle !== "function" && (typeof handle !== "object" || handle === null)) return [];
  const stack: unknown = Reflect.get(handle, "stack");
  return Array.isArray(stack) ? (stack as ReadonlyArray<RouteLayer>) : [];
};

/**
 * Every method + path /api serves, walking its routers (all are mounted without a path prefix, so
 * a route's own path is its full path under /api).
 */
export const listApiRoutes = (app: Express): ReadonlyArray<ApiRoute> => {
  const handlers = apiHandlers.get(app);
  if (handlers === undefined) throw new Error("listApiRoutes: not an app made by createApp");
  const routes: ApiRoute[] = [];
  const walk = (stack: ReadonlyArray<RouteLayer>): void => {
    for (const layer of stack) {
      if (layer.route !== undefined) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== "_all") routes.push({ method: method.toUpperCase(), path: `/api${String(path)}` });
          }
        }
      } else walk(stackOf(layer.handle));
    }
  };
  for (const handler of handlers) walk(stackOf(handler));
  return routes;
};
