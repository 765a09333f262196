import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LoginRequest, RefreshRequest } from "@app/domain/api/auth";
import { RegisterRequest } from "@app/domain/api/registration";
import { PasswordResetBody, PasswordResetRequest, PasswordUpdateRequest } from "@app/domain/api/password";
import { startTestServer, type TestServer } from "../test-support/test-server";
import { RUNS, bodies, describeAnswer, rawBody, schemaSamples, wellBehaved } from "./fuzz-support";

/** Property-based fuzzing of the auth, registration and password endpoints (issue 4 §11). */
describe("fuzz: auth, registration, password", { timeout: 120_000 }, () => {
  let server: TestServer;
  let token: string;
  let refresh: string;
  beforeAll(async () => {
    server = await startTestServer();
    const pair = await server.login("admin@demo.ru");
    token = pair.token;
    refresh = pair.refresh_token;
  });
  afterAll(() => server.close());

  const fuzzPost = async (path: string, arb: fc.Arbitrary<string>, auth: () => string | undefined): Promise<void> => {
    await fc.assert(
      fc.asyncProperty(arb, async (raw) => {
        const answer = await server.inject("POST", path, raw, auth());
        if (!wellBehaved(answer)) throw new Error(`${path} ${raw} → ${describeAnswer(answer)}`);
      }),
      { numRuns: RUNS },
    );
    expect((await server.inject("GET", "/api/education")).status).toBe(200);
  };

  it("POST /api/login", async () => {
    const samples = await schemaSamples(LoginRequest);
    const valid = [
      { email: "owner@demo.ru", password: "demo123" },
      { email: "OWNER@demo.ru ", password: "wrong" },
    ];
    await fuzzPost("/api/login", rawBody(bodies(samples, ["email", "password"], valid)), () => undefined);
  });

  it("POST /api/token/refresh", async () => {
    const samples = await schemaSamples(RefreshRequest);
    await fuzzPost(
      "/api/token/refresh",
      rawBody(bodies(samples, ["refresh_token"], [{ refresh_token: refresh }, { refresh_token: token }])),
      () => undefined,
    );
  });

  it("POST /api/register", async () => {
    const samples = await schemaSamples(RegisterRequest);
    const valid = Array.from({ length: 20 }, (_, i) => ({
      email: `fuzz${i}@demo.ru`,
      password: "secret1",
      password_confirmation: "secret1",
      phone: "79161234567",
      full_name: "Фаззи Тест",
    }));
    await fuzzPost(
      "/api/register",
      rawBody(bodies(samples, ["email", "password", "password_confirmation", "phone", "full_name"], valid)),
      () => undefined,
    );
  });

  it("POST /api/password/requestReset", async () => {
    const samples = await schemaSamples(PasswordResetRequest);
    await fuzzPost(
      "/api/password/requestReset",
      rawBody(bodies(samples, ["email"], [{ email: "student@demo.ru" }])),
      () => undefined,
    );
  });

  it("POST /api/password/reset", async () => {
    const samples = await schemaSamples(PasswordResetBody);
    await fuzzPost(
      "/api/password/reset",
      rawBody(
        bodies(
          samples,
          ["email", "password", "token"],
          [{ email: "student@demo.ru", password: "secret1", token: "x" }],
        ),
      ),
      () => undefined,
    );
  });

  it("POST /api/password/update (signed in)", async () => {
    const samples = await schemaSamples(PasswordUpdateRequest);
    const same = { old_password: "demo123", new_password: "demo123", new_password_confirmation: "demo123" };
    await fuzzPost(
      "/api/password/update",
      rawBody(bodies(samples, ["old_password", "new_password", "new_password_confirmation"], [same])),
      () => token,
    );
  });

  for (const path of ["/api/role", "/api/my-profile"]) {
    it(`GET ${path} with any Authorization header`, async () => {
      const header = fc.oneof(fc.string(), fc.constant(token), fc.base64String(), fc.constant(refresh));
      await fc.assert(
        fc.asyncProperty(header, async (value) => {
          const answer = await server.inject("GET", path, undefined, undefined, {
            authorization: `Bearer ${value.replace(/[\r\n]/g, "")}`,
          });
          if (!wellBehaved(answer)) throw new Error(`${path} ${value} → ${describeAnswer(answer)}`);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it("POST /api/logout with any body and a bad token", async () => {
    await fuzzPost("/api/logout", rawBody(fc.jsonValue()), () => "not-a-token");
  });
});
