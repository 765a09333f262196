import type { Express } from "express";
import type { ApiRoute, Method } from "./route-table";

/** One served endpoint: its method and its full Express path pattern (e.g. `/api/courses/:id`). */
export type ServedRoute = { readonly method: Method; readonly path: string };

const tables = new WeakMap<Express, ReadonlyArray<ApiRoute>>();

/** createApp records the route table it registered, so tests can list what it serves. */
export const rememberApiRoutes = (app: Express, routes: ReadonlyArray<ApiRoute>): void => {
  tables.set(app, routes);
};

/** Every method + path /api serves, read from the declared table the app was built from. */
export const listApiRoutes = (app: Express): ReadonlyArray<ServedRoute> => {
  const routes = tables.get(app);
  if (routes === undefined) throw new Error("listApiRoutes: not an app made by createApp");
  return routes.map((route) => ({ method: route.method, path: `/api${route.path}` }));
};
