import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { CreateInvitationsRequest, JoinRequest } from "@app/domain/api/access";
import { addFixtureCourse } from "../test-support/course-fixture";
import { startTestServer, type TestServer } from "../test-support/test-server";
import { RUNS, bodies, describeAnswer, pathParam, rawBody, schemaSamples, wellBehaved } from "./fuzz-support";

/** Property-based fuzzing of the access endpoints: invitations, link, enrolment, users (issue 4 §11). */
describe("fuzz: access", { timeout: 120_000 }, () => {
  let server: TestServer;
  let tokens: ReadonlyArray<string | undefined>;
  let courseId: string;
  let invitationToken: string;
  let linkToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    const owner = (await server.login("owner@demo.ru")).token;
    tokens = [
      owner,
      (await server.login("student@demo.ru")).token,
      (await server.login("teacher@demo.ru")).token,
      undefined,
    ];
    courseId = String((await addFixtureCourse(server.store, { students: [5] })).courseId);
    await server.inject(
      "POST",
      `/api/courses/${courseId}/invitations`,
      { emails: ["student@demo.ru"], role: "student" },
      owner,
    );
    invitationToken = server.store.data.outbox.at(-1)?.link?.split("/invite/")[1] ?? "";
    linkToken = (
      (await server.inject("POST", `/api/courses/${courseId}/access-link`, undefined, owner)).body as {
        data: { token: string };
      }
    ).data.token;
  });
  afterAll(() => server.close());

  const check = async (method: string, path: string, body: unknown, auth: string | undefined): Promise<void> => {
    const answer = await server.inject(method, path, body, auth);
    if (!wellBehaved(answer)) throw new Error(`${method} ${path} ${String(body)} → ${describeAnswer(answer)}`);
  };
  const caller = () => fc.constantFrom(...tokens);
  const course = () =>
    fc.oneof(
      { arbitrary: fc.constant(courseId), weight: 4 },
      { arbitrary: pathParam([courseId, "1", "15"]), weight: 1 },
    );

  it("POST /api/courses/{id}/invitations", async () => {
    const samples = await schemaSamples(CreateInvitationsRequest, 100);
    const valid = [
      { emails: ["a@demo.ru", "b@demo.ru"], role: "student" },
      { emails: ["t@demo.ru"], role: "teacher" },
      { emails: ["bad", ""], role: "student" },
    ];
    const arb = fc.tuple(course(), rawBody(bodies(samples, ["emails", "role"], valid)), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, raw, token]) => check("POST", `/api/courses/${id}/invitations`, raw, token)),
      { numRuns: RUNS },
    );
  });

  it("GET /api/courses/{id}/invitations with any paging", async () => {
    const arb = fc.tuple(course(), fc.string().map(encodeURIComponent), fc.string().map(encodeURIComponent), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, page, perPage, token]) =>
        check("GET", `/api/courses/${id}/invitations?page=${page}&per_page=${perPage}`, undefined, token),
      ),
      { numRuns: RUNS },
    );
  });

  it("DELETE /api/courses/{id}/invitations/{invitationId}", async () => {
    const arb = fc.tuple(course(), pathParam(["1", "2", "3"]), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, invitation, token]) =>
        check("DELETE", `/api/courses/${id}/invitations/${invitation}`, undefined, token),
      ),
      { numRuns: RUNS },
    );
  });

  for (const [method, suffix] of [
    ["GET", ""],
    ["POST", "/accept"],
  ] as const) {
    it(`${method} /api/invitations/{token}${suffix}`, async () => {
      const arb = fc.tuple(pathParam([invitationToken]), caller());
      await fc.assert(
        fc.asyncProperty(arb, ([token, auth]) => check(method, `/api/invitations/${token}${suffix}`, undefined, auth)),
        { numRuns: RUNS },
      );
    });
  }

  it("POST /api/courses/{id}/access-link", async () => {
    const arb = fc.tuple(course(), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, token]) => check("POST", `/api/courses/${id}/access-link`, undefined, token)),
      { numRuns: RUNS },
    );
  });

  it("POST /api/courses/join", async () => {
    const samples = await schemaSamples(JoinRequest, 100);
    const arb = fc.tuple(rawBody(bodies(samples, ["token"], [{ token: linkToken }, { token: "" }])), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([raw, token]) => check("POST", "/api/courses/join", raw, token)),
      { numRuns: RUNS },
    );
  });

  it("POST /api/courses/{id}/enrolments with any body", async () => {
    const arb = fc.tuple(course(), rawBody(fc.jsonValue()), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, raw, token]) => check("POST", `/api/courses/${id}/enrolments`, raw, token)),
      { numRuns: RUNS },
    );
  });

  it("GET /api/courses/{id}/users", async () => {
    const arb = fc.tuple(course(), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, token]) => check("GET", `/api/courses/${id}/users`, undefined, token)),
      { numRuns: RUNS },
    );
  });

  it("DELETE /api/courses/{id}/users/{userId}", async () => {
    const arb = fc.tuple(course(), pathParam(["5", "6", "7"]), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, user, token]) =>
        check("DELETE", `/api/courses/${id}/users/${user}`, undefined, token),
      ),
      { numRuns: RUNS },
    );
  });
});
