import express, { type RequestHandler, type Router } from "express";
import type { ApiRoute } from "./route-table";

/** `/courses/:id` → ["courses", "/:id"]; null when the first segment is not a plain word. */
const splitFirst = (path: string): readonly [string, string] | null => {
  const match = /^\/([A-Za-z0-9._~-]+)(\/.*)?$/.exec(path);
  return match?.[1] === undefined ? null : [match[1].toLowerCase(), match[2] ?? "/"];
};

/**
 * The /api router: `before` for every request, then the declared routes, then `notFound`. Plain
 * Express routing, with less of it per request: the routes are put on one router per first path
 * segment (`/courses`, `/my-courses`, …), mounted at that segment, so a request is matched against
 * its own group's routes only. Two routes with different first segments never answer the same
 * path, so the order Express tries them in is the table's for every request.
 */
export const apiRouter = (
  routes: ReadonlyArray<ApiRoute>,
  before: ReadonlyArray<RequestHandler>,
  notFound: RequestHandler,
): Router => {
  const api = express.Router();
  for (const handler of before) api.use(handler);
  const groups = new Map<string, Router>();
  for (const route of routes) {
    const split = splitFirst(route.path);
    if (split === null) {
      route.register(api, route.path);
      continue;
    }
    const [segment, rest] = split;
    let group = groups.get(segment);
    if (group === undefined) {
      group = express.Router();
      groups.set(segment, group);
      api.use(`/${segment}`, group);
    }
    route.register(group, rest);
  }
  api.use(notFound);
  return api;
};
