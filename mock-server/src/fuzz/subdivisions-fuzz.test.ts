import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SubdivisionRequest } from "@app/domain/api/people";
import { RUNS, bodies, pathParam, rawBody, schemaSamples } from "./fuzz-support";
import { queryString } from "./query-fuzz-support";
import { anyCaller, idParam, mostlyStaff, startPeopleFuzz, type PeopleFuzz } from "./people-fuzz-setup";

/** Property-based fuzzing of the subdivisions endpoints (issue 4 §11): never a 5xx. */
describe("fuzz: subdivisions", { timeout: 120_000 }, () => {
  let f: PeopleFuzz;
  beforeAll(async () => {
    f = await startPeopleFuzz();
  });
  afterAll(() => f.server.close());

  const subdivisionBodies = async () =>
    bodies(
      await schemaSamples(SubdivisionRequest),
      ["name", "group_ids"],
      [{ name: "Новый отдел", group_ids: [f.groupId] }, { name: "Другой отдел" }, { name: "ю".repeat(300) }],
    );

  it("GET /api/subdivisions: any query, any caller", async () => {
    const arb = fc.tuple(queryString(["page", "per_page", "school_id"], ["1", "2", "999"]), anyCaller());
    await fc.assert(
      fc.asyncProperty(arb, ([query, who]) => f.check("GET", `/api/subdivisions?${query}`, undefined, f.tokens[who])),
      { numRuns: RUNS },
    );
  });

  it("POST /api/subdivisions: any body and ?school_id=", async () => {
    const arb = fc.tuple(
      rawBody(await subdivisionBodies()),
      queryString(["school_id"], ["1", "2", "999"]),
      mostlyStaff(),
    );
    await fc.assert(
      fc.asyncProperty(arb, ([body, query, who]) => f.check("POST", `/api/subdivisions?${query}`, body, f.tokens[who])),
      { numRuns: RUNS },
    );
  });

  it("GET /api/subdivisions/{id}: any id", async () => {
    const arb = fc.tuple(idParam(f.subdivisionId, pathParam), anyCaller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, who]) => f.check("GET", `/api/subdivisions/${id}`, undefined, f.tokens[who])),
      { numRuns: RUNS },
    );
  });

  it("PUT /api/subdivisions/{id}: any id and body", async () => {
    const arb = fc.tuple(idParam(f.subdivisionId, pathParam), rawBody(await subdivisionBodies()), mostlyStaff());
    await fc.assert(
      fc.asyncProperty(arb, ([id, body, who]) => f.check("PUT", `/api/subdivisions/${id}`, body, f.tokens[who])),
      { numRuns: RUNS },
    );
  });

  it("DELETE /api/subdivisions/{id}: any id, any caller", async () => {
    const arb = fc.tuple(pathParam(["1", "2", "3", String(f.subdivisionId)]), anyCaller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, who]) => f.check("DELETE", `/api/subdivisions/${id}`, undefined, f.tokens[who])),
      { numRuns: RUNS },
    );
    expect((await f.server.inject("GET", "/api/subdivisions", undefined, f.tokens.SCHOOL_OWNER)).status).toBe(200);
  });
});
