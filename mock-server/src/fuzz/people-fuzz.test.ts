import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GroupRequest, GroupStudentsRequest } from "@app/domain/api/people";
import { RUNS, bodies, pathParam, rawBody, schemaSamples } from "./fuzz-support";
import { queryString } from "./query-fuzz-support";
import { anyCaller, idParam, mostlyStaff, startPeopleFuzz, type PeopleFuzz } from "./people-fuzz-setup";

/** Property-based fuzzing of the groups endpoints (issue 4 §11): never a 5xx. */
describe("fuzz: groups", { timeout: 120_000 }, () => {
  let f: PeopleFuzz;
  beforeAll(async () => {
    f = await startPeopleFuzz();
  });
  afterAll(() => f.server.close());

  const groupBodies = async () =>
    bodies(
      await schemaSamples(GroupRequest),
      ["name", "student_ids"],
      [{ name: "Новая группа", student_ids: [...f.studentIds] }, { name: "Ещё одна" }, { name: "я".repeat(300) }],
    );

  it("GET /api/groups: any query, any caller", async () => {
    const arb = fc.tuple(queryString(["page", "per_page", "school_id"], ["1", "2", "999"]), anyCaller());
    await fc.assert(
      fc.asyncProperty(arb, ([query, who]) => f.check("GET", `/api/groups?${query}`, undefined, f.tokens[who])),
      { numRuns: RUNS },
    );
  });

  it("POST /api/groups: any body and ?school_id=", async () => {
    const arb = fc.tuple(rawBody(await groupBodies()), queryString(["school_id"], ["1", "2", "999"]), mostlyStaff());
    await fc.assert(
      fc.asyncProperty(arb, ([body, query, who]) => f.check("POST", `/api/groups?${query}`, body, f.tokens[who])),
      { numRuns: RUNS },
    );
  });

  it("GET /api/groups/{id}: any id", async () => {
    const arb = fc.tuple(idParam(f.groupId, pathParam), anyCaller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, who]) => f.check("GET", `/api/groups/${id}`, undefined, f.tokens[who])),
      { numRuns: RUNS },
    );
  });

  it("PUT /api/groups/{id}: any id and body", async () => {
    const arb = fc.tuple(idParam(f.groupId, pathParam), rawBody(await groupBodies()), mostlyStaff());
    await fc.assert(
      fc.asyncProperty(arb, ([id, body, who]) => f.check("PUT", `/api/groups/${id}`, body, f.tokens[who])),
      { numRuns: RUNS },
    );
  });

  it("PUT /api/groups/{id}/students: any id and body", async () => {
    const samples = await schemaSamples(GroupStudentsRequest);
    const arb = fc.tuple(
      idParam(f.groupId, pathParam),
      rawBody(bodies(samples, ["student_ids"], [{ student_ids: [...f.studentIds] }, { student_ids: [] }])),
      mostlyStaff(),
    );
    await fc.assert(
      fc.asyncProperty(arb, ([id, body, who]) => f.check("PUT", `/api/groups/${id}/students`, body, f.tokens[who])),
      { numRuns: RUNS },
    );
  });

  it("DELETE /api/groups/{id}: any id, any caller", async () => {
    const arb = fc.tuple(pathParam(["1", "2", "3", String(f.groupId)]), anyCaller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, who]) => f.check("DELETE", `/api/groups/${id}`, undefined, f.tokens[who])),
      { numRuns: RUNS },
    );
    expect((await f.server.inject("GET", "/api/groups", undefined, f.tokens.SCHOOL_OWNER)).status).toBe(200);
  });
});
