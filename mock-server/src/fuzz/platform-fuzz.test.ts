import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthorApplicationRequest } from "@app/domain/api/author";
import { CreateCourseRequest } from "@app/domain/api/courses";
import { ProfileCompletionRequest, ProfileUpdateRequest } from "@app/domain/api/profile-update";
import { startTestServer, type TestServer } from "../test-support/test-server";
import { bodies, pathParam, rawBody, RUNS, schemaSamples, wellBehavedCall } from "./fuzz-support";

/** Property-based fuzzing of profile, author, education, courses and files (issue 4 §11). */
describe("fuzz: profile, author, courses, files", { timeout: 120_000 }, () => {
  let server: TestServer;
  let token: string;
  let profileId: number;
  let courseId: number;
  let fileId: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.login("owner@demo.ru")).token;
    const me = await server.inject("GET", "/api/my-profile", undefined, token);
    profileId = (me.body as { data: { profile: { id: number } } }).data.profile.id;
    const course = await server.inject("POST", "/api/courses", { name: "Курс" }, token);
    courseId = (course.body as { data: { id: number } }).data.id;
    const form = new FormData();
    form.append("file", new Blob(["x"]), "x.txt");
    fileId = ((await server.inject("POST", "/api/file", form, token)).body as { data: { id: string } }).data.id;
  });
  afterAll(() => server.close());

  const check = wellBehavedCall(() => server);

  it("PUT /api/profile/{id}: both body shapes, any id", async () => {
    const completion = await schemaSamples(ProfileCompletionRequest, 100);
    const update = await schemaSamples(ProfileUpdateRequest, 100);
    const mine = { userId: 1, profileData: { name: "Ольга", surname: "Смирнова", phone: "79161234501" } };
    const arb = fc.tuple(
      fc.oneof(
        { arbitrary: fc.constant(String(profileId)), weight: 4 },
        { arbitrary: pathParam([String(profileId), "102"]), weight: 1 },
      ),
      rawBody(
        bodies(
          [...completion, ...update],
          ["userId", "profileData", "name", "phone", "education_id", "date_of_birth"],
          [mine, { city: "Москва" }],
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(arb, ([id, raw]) => check("PUT", `/api/profile/${id}`, raw, token)),
      { numRuns: RUNS },
    );
  });

  it("POST /api/author", async () => {
    const samples = await schemaSamples(AuthorApplicationRequest);
    const valid = { name: "Анна", email: "anna@demo.ru", phone: "79161234567" };
    await fc.assert(
      fc.asyncProperty(rawBody(bodies(samples, ["name", "email", "phone"], [valid])), (raw) =>
        check("POST", "/api/author", raw, undefined),
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/courses", async () => {
    const samples = await schemaSamples(CreateCourseRequest);
    await fc.assert(
      fc.asyncProperty(rawBody(bodies(samples, ["name"], [{ name: "Новый курс" }])), (raw) =>
        check("POST", "/api/courses", raw, token),
      ),
      { numRuns: RUNS },
    );
  });

  for (const kind of ["courses", "files"] as const) {
    it(`GET /api/${kind}/{id}: any id, with and without a token`, async () => {
      const arb = fc.tuple(pathParam([String(courseId), fileId]), fc.boolean());
      await fc.assert(
        fc.asyncProperty(arb, ([id, signed]) =>
          check("GET", `/api/${kind}/${id}`, undefined, signed ? token : undefined),
        ),
        { numRuns: RUNS },
      );
    });
  }

  for (const path of ["/api/education", "/api/dev/outbox", "/api/no/such/path"]) {
    it(`GET ${path} with any query`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.string().map(encodeURIComponent), (query) =>
          check("GET", `${path}?q=${query}`, undefined, undefined),
        ),
        { numRuns: RUNS },
      );
    });
  }

  it("POST /api/file: any fields and file names", async () => {
    const field = fc.oneof(
      fc.constantFrom("name", "size", "is_public", "file", "a[b]", "a[0]", "a[99]", "a[b][c]"),
      fc.string({ minLength: 1, maxLength: 20 }),
    );
    const parts = fc.array(fc.tuple(field, fc.string({ maxLength: 300 }), fc.boolean()), { maxLength: 12 });
    const arb = fc.tuple(parts, fc.string({ maxLength: 80 }));
    await fc.assert(
      fc.asyncProperty(arb, async ([list, fileName]) => {
        const form = new FormData();
        for (const [key, value, asFile] of list) {
          if (asFile) form.append(key, new Blob([value]), fileName);
          else form.append(key, value);
        }
        await check("POST", "/api/file", form, token);
      }),
      { numRuns: RUNS },
    );
    expect((await server.inject("GET", "/api/education")).status).toBe(200);
  });
});
