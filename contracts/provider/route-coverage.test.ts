import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as Schema from "effect/Schema";
import { Memory } from "lowdb";
import { createApp } from "@app/mock-server/app";
import { listApiRoutes, type ServedRoute } from "@app/mock-server/http/route-list";
import { openStore } from "@app/mock-server/store/store";
import { PACT_FILE } from "../support/pact-setup";

const PactFile = Schema.Struct({
  interactions: Schema.Array(
    Schema.Struct({
      description: Schema.String,
      request: Schema.Struct({ method: Schema.String, path: Schema.String }),
    }),
  ),
});

/** An Express 5 path pattern as a regular expression over concrete paths. */
export const patternOf = (path: string): RegExp => {
  const escaped = path.replace(/[.+?^$()|[\]\\]/g, "\\$&");
  const source = escaped
    .replace(/\{\*[A-Za-z_]\w*\}/g, ".*")
    .replace(/\*[A-Za-z_]\w*/g, ".*")
    .replace(/:[A-Za-z_]\w*/g, "[^/]+")
    .replace(/\{([^}]*)\}/g, "(?:$1)?");
  return new RegExp(`^${source}$`);
};

const keyOf = (route: ServedRoute): string => `${route.method} ${route.path}`;

describe("every route mock-server serves is pinned by the pact (issue 5)", () => {
  it("finds each route among the interactions", async () => {
    const app = createApp({
      store: await openStore(new Memory<unknown>()),
      clock: () => 0,
      secret: "c".repeat(64),
      accessTokenTtl: 60,
      refreshTokenTtl: 60,
    });
    const routes = listApiRoutes(app);
    expect(routes.length).toBeGreaterThan(20);
    const pact = Schema.decodeUnknownSync(PactFile)(JSON.parse(readFileSync(PACT_FILE, "utf8")));
    const pinned = (route: ServedRoute): boolean => {
      const pattern = patternOf(route.path);
      return pact.interactions.some(
        (i) => i.request.method.toUpperCase() === route.method && pattern.test(i.request.path),
      );
    };
    expect(routes.filter((r) => !pinned(r)).map(keyOf)).toEqual([]);
  });

  it("turns path patterns into matchers that tell paths apart", () => {
    expect(patternOf("/api/courses/:id").test("/api/courses/12")).toBe(true);
    expect(patternOf("/api/courses/:id").test("/api/courses/12/content")).toBe(false);
    expect(patternOf("/api/files/:id").test("/api/file")).toBe(false);
  });
});
