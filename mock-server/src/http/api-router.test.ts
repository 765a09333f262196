import { describe, expect, it } from "vitest";
import express from "express";
import type { RequestListener } from "node:http";
import inject from "light-my-request";
import { apiRouter } from "./api-router";
import { routeTable } from "./route-table";

const appWith = (): RequestListener => {
  const table = routeTable();
  table.post("/login", (_req, res) => res.json({ at: "login" }));
  table.get("/courses/:id", (req, res, next) =>
    req.params.id === "7" ? next() : res.json({ at: "course", id: req.params.id }),
  );
  table.post("/courses", (_req, res) => res.status(201).json({ at: "created" }));
  table.get("/courses/:id", (_req, res) => res.json({ at: "fallthrough" }));
  table.get("/courses/:id/lessons", (_req, res) => res.json({ at: "lessons" }));
  const app = express();
  app.use(
    "/api",
    apiRouter(table.routes, [(_req, res, next) => (res.setHeader("x-before", "yes"), next())], (_req, res) =>
      res.status(404).json({ at: "not found" }),
    ),
  );
  return app as unknown as RequestListener;
};

const call = async (method: "GET" | "POST" | "HEAD", url: string) => {
  const answer = await inject(appWith(), { method, url });
  return { status: answer.statusCode, body: answer.body, before: answer.headers["x-before"] };
};

describe("apiRouter", () => {
  it("answers each declared method and path, with `before` first", async () => {
    expect(await call("GET", "/api/courses/3")).toEqual({
      status: 200,
      body: '{"at":"course","id":"3"}',
      before: "yes",
    });
    expect(await call("POST", "/api/courses")).toMatchObject({ status: 201, body: '{"at":"created"}' });
    expect(await call("GET", "/api/courses/3/lessons")).toMatchObject({ body: '{"at":"lessons"}' });
    expect(await call("POST", "/api/login")).toMatchObject({ body: '{"at":"login"}' });
  });

  it("matches as Express does: any case, a trailing slash, HEAD by GET", async () => {
    expect(await call("GET", "/api/COURSES/3/")).toMatchObject({ status: 200, body: '{"at":"course","id":"3"}' });
    expect(await call("HEAD", "/api/courses/3")).toMatchObject({ status: 200 });
  });

  it("falls through to the next route of the table, in order, and to notFound", async () => {
    expect(await call("GET", "/api/courses/7")).toMatchObject({ body: '{"at":"fallthrough"}' });
    expect(await call("GET", "/api/nothing")).toMatchObject({ status: 404, before: "yes" });
    expect(await call("POST", "/api/courses/3")).toMatchObject({ status: 404 });
  });
});
