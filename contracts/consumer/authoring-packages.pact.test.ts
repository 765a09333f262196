import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { authoringApi } from "@app/web/lib/api/authoring-api";
import { createPact, MULTIPART_BOUNDARY, TOKENS } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import { statePath } from "../support/authoring-bodies";

const { like, eachLike, integer, regex } = MatchersV3;
const AUTH = { Authorization: `Bearer ${TOKENS.valid}` };
const OWNER = "authoring: the owner is signed in";
const OWNER_DRAFT = "authoring: the owner is signed in and has a draft with one text lesson";
const DRAFT_ID = 16;
/** A public sample cartridge (mock-server/src/import/fixtures/README.md). */
const CARTRIDGE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../mock-server/src/import/fixtures/grouptest.zip",
);
const signedIn = (url: string) =>
  authoringApi(webClient(url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).client);

describe("authoring contract: course packages (issue #38)", () => {
  it("POST /api/courses/import with an uploaded cartridge: the dry run's report, places in words", async () => {
    const pact = createPact();
    pact
      .given(OWNER)
      .uponReceiving("a dry run of an IMS Common Cartridge upload")
      .withRequestMultipartFileUpload(
        { method: "POST", path: "/api/courses/import", query: { dry_run: "true" }, headers: AUTH },
        "application/zip",
        CARTRIDGE,
        "file",
        MULTIPART_BOUNDARY,
      )
      .willRespondWith({
        status: 200,
        body: {
          data: {
            dry_run: true,
            course_id: null,
            name: like("questionGroupCourse"),
            imported: { modules: integer(1), lessons: integer(2), tasks: integer(0), blocks: { test: integer(2) } },
            skipped: eachLike({
              path: like("Раздел 1 «md 1» › Урок 1 «Grouped questions» › Вопрос 2 «Question 3»"),
              reason: like(
                "Вопрос вида «cc.essay.v0p1» не переносится: есть только выбор одного или нескольких ответов и «верно/неверно»",
              ),
            }),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const file = new File([readFileSync(CARTRIDGE)], "grouptest.zip", { type: "application/zip" });
      const report = await signedIn(server.url).importPackage(file, { dryRun: true });
      expect([report.course_id, report.skipped[0]?.path]).toEqual([
        null,
        "Раздел 1 «md 1» › Урок 1 «Grouped questions» › Вопрос 2 «Question 3»",
      ]);
    });
  });

  it("GET /api/courses/{id}/export?format=imscc: the cartridge as a zip attachment", async () => {
    const pact = createPact();
    pact
      .given(OWNER_DRAFT)
      .uponReceiving("the owner's draft as an IMS Common Cartridge")
      .withRequest({ method: "GET", path: statePath("/export", DRAFT_ID), query: { format: "imscc" }, headers: AUTH })
      .willRespondWith({
        status: 200,
        headers: {
          "Content-Type": regex("^application/zip$", "application/zip"),
          "Content-Disposition": regex(
            `^attachment; filename="course-\\d+\\.imscc"; filename\\*=UTF-8''[A-Za-z0-9%._~-]+\\.imscc$`,
            `attachment; filename="course-${DRAFT_ID}.imscc"; filename*=UTF-8''%D0%9C.imscc`,
          ),
        },
      });
    await pact.executeTest(async (server) => {
      const blob = await signedIn(server.url).exportCartridge(DRAFT_ID);
      expect(blob).toBeInstanceOf(Blob);
    });
  });
});
