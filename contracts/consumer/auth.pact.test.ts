import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { isApiError } from "@app/web/lib/api/api-error";
import { createPact, TOKENS } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import { profileBody } from "../support/bodies";
import { unauthorized } from "../support/error-bodies";
import { pinSessionEnds } from "../support/session-expiry";
import { authApi } from "@app/web/lib/api/auth-api";

const { like, eachLike, fromProviderState } = MatchersV3;
const JSON_HEADERS = { "Content-Type": "application/json" };
const tokenPair = { token: like("eyJhbGciOiJIUzI1NiJ9.access"), refresh_token: like("eyJhbGciOiJIUzI1NiJ9.refresh") };

describe("auth contract", () => {
  it("POST /api/login 200 answers tokens and role strings", async () => {
    const pact = createPact();
    pact
      .given("the demo accounts exist")
      .uponReceiving("a login with the right password")
      .withRequest({
        method: "POST",
        path: "/api/login",
        headers: JSON_HEADERS,
        body: { email: "student@demo.ru", password: "demo123" },
      })
      .willRespondWith({ status: 200, body: { tokens: tokenPair, roles: eachLike("student") } });
    await pact.executeTest(async (server) => {
      const answer = await webClient(server.url).auth.login({ email: "student@demo.ru", password: "demo123" });
      expect(answer.roles).toEqual(["student"]);
      expect(answer.tokens.token.length).toBeGreaterThan(0);
    });
  });

  it("POST /api/login 422 answers the error body with errors.validation", async () => {
    const pact = createPact();
    pact
      .given("the demo accounts exist")
      .uponReceiving("a login with a wrong password")
      .withRequest({
        method: "POST",
        path: "/api/login",
        headers: JSON_HEADERS,
        body: { email: "student@demo.ru", password: "wrong" },
      })
      .willRespondWith({
        status: 422,
        body: {
          error: { message: like(ERROR_MESSAGES.loginFailed) },
          errors: { validation: { email: eachLike(ERROR_MESSAGES.loginFailed) } },
        },
      });
    await pact.executeTest(async (server) => {
      const error: unknown = await webClient(server.url)
        .auth.login({ email: "student@demo.ru", password: "wrong" })
        .catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(422);
      expect(isApiError(error) && error.body?.errors?.validation.email?.[0]).toBe(ERROR_MESSAGES.loginFailed);
    });
  });

  it("a 401 refreshes the pair (200) and replays the call with the new token", async () => {
    const pact = createPact();
    pact
      .given("the student's access token has expired")
      .uponReceiving("a profile request with an expired token")
      .withRequest({ method: "GET", path: "/api/my-profile", headers: { Authorization: `Bearer ${TOKENS.expired}` } })
      .willRespondWith(unauthorized);
    pact
      .given("the student's access token has expired")
      .uponReceiving("a token refresh with a valid refresh token")
      .withRequest({
        method: "POST",
        path: "/api/token/refresh",
        headers: JSON_HEADERS,
        body: { refresh_token: fromProviderState("${refreshToken}", TOKENS.refresh) },
      })
      .willRespondWith({
        status: 200,
        body: { data: { token: like(TOKENS.fresh), refresh_token: like("rotated-refresh-token") } },
      });
    pact
      .given("the student's access token has expired")
      .uponReceiving("the profile request replayed with the refreshed token")
      .withRequest({ method: "GET", path: "/api/my-profile", headers: { Authorization: `Bearer ${TOKENS.fresh}` } })
      .willRespondWith({ status: 200, body: profileBody("student@demo.ru") });
    await pact.executeTest(async (server) => {
      const rig = webClient(server.url, { token: TOKENS.expired, refresh_token: TOKENS.refresh });
      const profile = await rig.auth.myProfile();
      expect(profile.email).toBe("student@demo.ru");
      expect(rig.store.get()?.token).toBe(TOKENS.fresh);
      expect(rig.expiredCount()).toBe(0);
    });
  });

  it("a refresh answered 401 ends the session", () =>
    pinSessionEnds(
      "the student's session has been revoked",
      "a role request with a token of a revoked session",
      { method: "GET", path: "/api/role" },
      (client) => authApi(client).role(),
    ));

  it("POST /api/logout 200 ends the session", async () => {
    const pact = createPact();
    pact
      .given("the student is signed in")
      .uponReceiving("a logout")
      .withRequest({
        method: "POST",
        path: "/api/logout",
        headers: { ...JSON_HEADERS, Authorization: `Bearer ${TOKENS.valid}` },
        body: {},
      })
      .willRespondWith({ status: 200, body: { data: { ok: like(true) } } });
    await pact.executeTest(async (server) => {
      const answer = await webClient(server.url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).auth.logout();
      expect(answer.data.ok).toBe(true);
    });
  });
});
