import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { isApiError } from "@app/web/lib/api/api-error";
import { coursesApi } from "@app/web/lib/api/courses-api";
import { createPact, TOKENS } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import { forbidden } from "../support/error-bodies";

const { like, integer } = MatchersV3;
const course = (status: string) => ({
  id: integer(18),
  name: like("Новый курс"),
  school_id: integer(1),
  status: like(status),
  version: integer(1),
  created_at: like("2026-11-22T03:00:00.000Z"),
});

describe("courses contract (GUIDE §1 fixed endpoints)", () => {
  it("POST /api/courses 201 as an owner, 403 as a student; GET /api/courses/{id} 200", async () => {
    const pact = createPact();
    pact
      .given("the owner is signed in")
      .uponReceiving("a course creation")
      .withRequest({
        method: "POST",
        path: "/api/courses",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKENS.valid}` },
        body: { name: "Новый курс" },
      })
      .willRespondWith({ status: 201, body: { data: course("draft") } });
    pact
      .given("the student is signed in")
      .uponReceiving("a course creation by a student")
      .withRequest({
        method: "POST",
        path: "/api/courses",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKENS.valid}` },
        body: { name: "Мой курс" },
      })
      .willRespondWith(forbidden());
    pact
      .given("the demo catalogue is published")
      .uponReceiving("a published course")
      .withRequest({ method: "GET", path: "/api/courses/1" })
      .willRespondWith({ status: 200, body: { data: course("published") } });
    await pact.executeTest(async (server) => {
      const api = coursesApi(webClient(server.url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).client);
      expect((await api.create("Новый курс")).status).toBe("draft");
      const refused: unknown = await api.create("Мой курс").catch((e: unknown) => e);
      expect(isApiError(refused) && refused.status).toBe(403);
      expect((await coursesApi(webClient(server.url).client).get(1)).status).toBe("published");
    });
  });
});
