import { describe, expect, it } from "vitest";
import { authoringApi, type AuthoringApi } from "@app/web/lib/api/authoring-api";
import { createPact, TOKENS } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import { draftBody, exportWithUnknownBlock, REVOKED_SESSION } from "../support/authoring-bodies";
import { expectSessionEnds, pinExpiredCall, pinRefusedRefresh } from "../support/session-expiry";
import { forbidden, unauthorized } from "../support/error-bodies";
import { statusOf } from "../support/refusal";

const course = draftBody("15");
const exported = exportWithUnknownBlock();

type Endpoint = {
  readonly what: string;
  readonly method: "GET" | "PUT" | "POST" | "DELETE";
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  readonly call: (api: AuthoringApi) => Promise<unknown>;
};

/** Every authoring call that needs a signed-in staff member, as the client makes it. */
const STAFF_CALLS: ReadonlyArray<Endpoint> = [
  {
    what: "created courses",
    method: "GET",
    path: "/api/created-courses",
    query: { page: "1" },
    call: (api) => api.createdCourses(),
  },
  { what: "a draft", method: "GET", path: "/api/courses/15/content", call: (api) => api.content(15) },
  {
    what: "a save",
    method: "PUT",
    path: "/api/courses/15/content",
    body: { version: 1, course },
    call: (api) => api.saveContent(15, { version: 1, course }),
  },
  { what: "a publish", method: "POST", path: "/api/courses/15/publish", call: (api) => api.publish(15) },
  { what: "a delete", method: "DELETE", path: "/api/courses/15", call: (api) => api.remove(15) },
  { what: "an export", method: "GET", path: "/api/courses/15/export", call: (api) => api.exportCourse(15) },
  {
    what: "an import",
    method: "POST",
    path: "/api/courses/import",
    query: { dry_run: "true" },
    body: exported,
    call: (api) => api.importCourse(exported, { dryRun: true }),
  },
];

/** Anyone may read a published course's about page, but a draft's needs its staff, and a sent token is checked. */
const aboutDraft: Endpoint = {
  what: "the about page of a draft",
  method: "GET",
  path: "/api/courses/15/about",
  call: (api) => api.about(15),
};

const headersOf = (endpoint: Endpoint, token: string) => ({
  Authorization: `Bearer ${token}`,
  ...(endpoint.body === undefined ? {} : { "Content-Type": "application/json" }),
});
const optional = (endpoint: Endpoint) => ({
  ...(endpoint.query === undefined ? {} : { query: endpoint.query }),
  ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
});

describe("authoring contract: refusals", () => {
  it("403 for a student on every staff call and on a draft's about page", async () => {
    const pact = createPact();
    for (const endpoint of [...STAFF_CALLS, aboutDraft]) {
      pact
        .given("authoring: the student is signed in")
        .uponReceiving(`${endpoint.what} by a student`)
        .withRequest({
          method: endpoint.method,
          path: endpoint.path,
          headers: headersOf(endpoint, TOKENS.valid),
          ...optional(endpoint),
        })
        .willRespondWith(forbidden());
    }
    await pact.executeTest(async (server) => {
      const api = authoringApi(webClient(server.url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).client);
      for (const endpoint of [...STAFF_CALLS, aboutDraft])
        expect([endpoint.what, await statusOf(endpoint.call(api))]).toEqual([endpoint.what, 403]);
    });
  });

  it("401 for an anonymous caller on a draft's about page", async () => {
    const pact = createPact();
    pact
      .given("authoring: the demo courses are published")
      .uponReceiving("the about page of a draft, anonymously")
      .withRequest({ method: "GET", path: "/api/courses/15/about" })
      .willRespondWith(unauthorized);
    await pact.executeTest(async (server) => {
      expect(await statusOf(authoringApi(webClient(server.url).client).about(15))).toBe(401);
    });
  });

  it("401 with an expired token on every signed-in call; the refresh fails too and the client ends the session", async () => {
    const pact = createPact();
    for (const endpoint of [...STAFF_CALLS, aboutDraft])
      pinExpiredCall(pact, REVOKED_SESSION, `${endpoint.what} with an expired token`, {
        method: endpoint.method,
        path: endpoint.path,
        ...optional(endpoint),
      });
    pinRefusedRefresh(pact, REVOKED_SESSION, "a token refresh with the revoked refresh token of an authoring session");
    await pact.executeTest(async (server) => {
      for (const endpoint of [...STAFF_CALLS, aboutDraft])
        await expectSessionEnds(server.url, (client) => endpoint.call(authoringApi(client)));
    });
  });
});
