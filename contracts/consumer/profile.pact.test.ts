import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { isApiError } from "@app/web/lib/api/api-error";
import { createPact, TOKENS } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import { profileBody } from "../support/bodies";
import { unauthorized } from "../support/error-bodies";

const { eachLike } = MatchersV3;

describe("profile contract", () => {
  it("GET /api/my-profile 200 answers SPEC §3 profile data", async () => {
    const pact = createPact();
    pact
      .given("the student is signed in")
      .uponReceiving("a profile request")
      .withRequest({ method: "GET", path: "/api/my-profile", headers: { Authorization: `Bearer ${TOKENS.valid}` } })
      .willRespondWith({ status: 200, body: profileBody("student@demo.ru") });
    await pact.executeTest(async (server) => {
      const profile = await webClient(server.url, {
        token: TOKENS.valid,
        refresh_token: TOKENS.refresh,
      }).auth.myProfile();
      expect(profile.email).toBe("student@demo.ru");
      expect(profile.profile.name).toBe("Сергей");
    });
  });

  it("GET /api/my-profile 401 without a token", async () => {
    const pact = createPact();
    pact
      .given("the demo accounts exist")
      .uponReceiving("a profile request without a token")
      .withRequest({ method: "GET", path: "/api/my-profile" })
      .willRespondWith(unauthorized);
    await pact.executeTest(async (server) => {
      const error: unknown = await webClient(server.url)
        .auth.myProfile()
        .catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(401);
    });
  });

  it("GET /api/role 200 answers every role string", async () => {
    const pact = createPact();
    pact
      .given("the student is signed in")
      .uponReceiving("a role request")
      .withRequest({ method: "GET", path: "/api/role", headers: { Authorization: `Bearer ${TOKENS.valid}` } })
      .willRespondWith({ status: 200, body: { data: eachLike("student") } });
    await pact.executeTest(async (server) => {
      const roles = await webClient(server.url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).auth.role();
      expect(roles).toEqual(["student"]);
    });
  });
});
