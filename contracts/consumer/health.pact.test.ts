import { describe, expect, it } from "vitest";
import * as Schema from "effect/Schema";
import { MatchersV3 } from "@pact-foundation/pact";
import { HealthResponse } from "@app/domain/api/health";
import { createPact } from "../support/pact-setup";

const { like, integer, regex } = MatchersV3;

/** GET /api/health is read by an operator's monitor (issue #32 part 9), not by the web app: plain fetch. */
describe("health contract (GET /api/health)", () => {
  it("200 tells that the server answers and what its store can do, to anyone", async () => {
    const pact = createPact();
    pact
      .given("the demo accounts exist")
      .uponReceiving("a health check")
      .withRequest({ method: "GET", path: "/api/health" })
      .willRespondWith({
        status: 200,
        body: {
          data: {
            status: regex(/^(ok|read-only)$/, "ok"),
            uptime_seconds: integer(12),
            // last_snapshot_at comes once this run has written a snapshot: not pinned.
            store: {
              mode: regex(/^(journal|memory)$/, "journal"),
              writable: like(true),
              sequence: integer(42),
              journal_bytes: integer(2048),
              pending_writes: integer(0),
            },
          },
        },
      });
    await pact.executeTest(async (server) => {
      const answer = await fetch(`${server.url}/api/health`);
      const health = Schema.decodeUnknownSync(HealthResponse)(await answer.json());
      expect([answer.status, health.data.status, health.data.store.writable]).toEqual([200, "ok", true]);
    });
  });
});
