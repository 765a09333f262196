import { describe, expect, it } from "vitest";
import express, { Router, type RequestHandler } from "express";
import type { RequestListener } from "node:http";
import inject from "light-my-request";
import { apiDispatch } from "./api-dispatch";

/** A router that records being entered; the dispatch reads its routes from the `stack` it exposes. */
const spyRouter = (entered: string[], name: string, build: (router: Router) => void): RequestHandler => {
  const router = Router();
  build(router);
  const enter: RequestHandler = (req, res, next) => {
    entered.push(name);
    router(req, res, next);
  };
  return Object.assign(enter, { stack: router.stack });
};

const appWith = (entered: string[]): RequestListener => {
  const spy = (name: string, build: (router: Router) => void) => spyRouter(entered, name, build);
  const app = express();
  app.use(
    "/api",
    apiDispatch([
      spy("auth", (r) => r.post("/login", (_req, res) => res.json({ at: "login" }))),
      spy("courses", (r) => {
        r.get("/courses/:id", (req, res, next) => (req.params.id === "7" ? next() : res.json({ at: "course", id: req.params.id })));
        r.post("/courses", (_req, res) => res.status(201).json({ at: "created" }));
      }),
      spy("more-courses", (r) => r.get("/courses/:id", (_req, res) => res.json({ at: "fallthrough" }))),
      spy("lessons", (r) => r.get("/courses/:id/lessons", (_req, res) => res.json({ at: "lessons" }))),
      (_req, res) => res.status(404).json({ at: "not found" }),
    ]),
  );
  return app as unknown as RequestListener;
};

const call = async (method: "GET" | "POST" | "HEAD" | "OPTIONS", url: string) => {
  const entered: string[] = [];
  const answer = await inject(appWith(entered), { method, url });
  return { entered, status: answer.statusCode, body: answer.body };
};

describe("apiDispatch", () => {
  it("enters only the routers with a route for the method and path", async () => {
    expect(await call("GET", "/api/courses/3")).toEqual({ entered: ["courses"], status: 200, body: '{"at":"course","id":"3"}' });
    expect(await call("POST", "/api/courses")).toMatchObject({ entered: ["courses"], status: 201 });
    expect(await call("GET", "/api/courses/3/lessons")).toMatchObject({ entered: ["lessons"], status: 200 });
    expect(await call("HEAD", "/api/COURSES/3")).toMatchObject({ entered: ["courses"], status: 200 });
  });

  it("falls through to the next candidate, in order, and to the 404 handler", async () => {
    expect(await call("GET", "/api/courses/7")).toMatchObject({ entered: ["courses", "more-courses"], body: '{"at":"fallthrough"}' });
    expect(await call("GET", "/api/nothing")).toMatchObject({ entered: [], status: 404 });
  });

  it("runs every handler when the path or method is not plain", async () => {
    for (const [method, url] of [["GET", "/api/courses/3/"], ["GET", "/api/courses/%33"], ["OPTIONS", "/api/courses"]] as const) {
      expect((await call(method, url)).entered[0]).toBe("auth");
    }
  });
});
