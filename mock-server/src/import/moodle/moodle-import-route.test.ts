import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { zipSync } from "fflate";
import { pack } from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportReport } from "@app/domain/api/authoring";
import {
  errorMessage,
  startTestServer,
  tokensByCaller,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { readContent } from "../../test-support/authoring-test-kit";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { readTarGz } from "./tar-package";

const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describe("POST /api/courses/import with a Moodle backup (.mbz, issue #38)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const upload = (bytes: Uint8Array, name: string, dryRun: boolean) => {
    const form = new FormData();
    form.set("file", new Blob([bytes]), name);
    return server.call("POST", `/api/courses/import?dry_run=${dryRun}`, form, tokens.SCHOOL_OWNER);
  };
  const reportOf = (body: unknown): ImportReport => (body as { data: ImportReport }).data;

  it("a dry run counts what comes and names each question left out; the import stores the files byte for byte", async () => {
    const dry = await upload(fixture("referencequiz.mbz"), "referencequiz.mbz", true);
    expect(dry.status).toBe(200);
    const report = reportOf(dry.body);
    expect(report).toMatchObject({
      dry_run: true,
      course_id: null,
      name: "Test Fixtures",
      imported: { modules: 1, lessons: 1, tasks: 0, blocks: { text: 1, test: 1 } },
    });
    expect(report.skipped).toHaveLength(13);
    expect(report.skipped[0]).toEqual({
      path: "Раздел 1 «Без раздела» › Тест «Reference Quiz (standard question types)» › Вопрос 1 «Description»",
      reason: MOODLE_MESSAGES.unsupportedQuestion("«Описание» (description)"),
    });
    const filesBefore = server.store.data.files.length;
    const answer = await upload(fixture("multiple_mod_types.mbz"), "backup.mbz", false);
    expect(answer.status).toBe(201);
    const created = reportOf(answer.body);
    expect(created.imported).toEqual({
      modules: 4,
      lessons: 58,
      tasks: 5,
      blocks: { text: 17, test: 40, freeTask: 5, image: 5 },
    });
    expect(server.store.data.files.length).toBe(filesBefore + 3);
    const { course } = await readContent(server, created.course_id ?? 0, tokens.SCHOOL_OWNER);
    const images = course.moduleList[2]?.lessons.flatMap((l) => l.lessonContent.map((b) => b.content)) ?? [];
    const hashes: string[] = [];
    for (const content of images) {
      if (content._tag !== "image" || content.file === null) continue;
      const response = await fetch(`${server.url}${content.file.url}`);
      expect(response.status).toBe(200);
      hashes.push(
        createHash("sha1")
          .update(new Uint8Array(await response.arrayBuffer()))
          .digest("hex"),
      );
    }
    // files.xml: the content hashes of resources 410–414 (three distinct images; 412–414 share one).
    expect(hashes).toEqual([
      "6bbb137eb03ae3b98a6b80b8fc43907931a553af",
      "18d8ad7316645477b86982a6bc7780a926b8c702",
      "1cddfcfa5e27039691347f9c8a4b3c7d60c998c4",
      "1cddfcfa5e27039691347f9c8a4b3c7d60c998c4",
      "1cddfcfa5e27039691347f9c8a4b3c7d60c998c4",
    ]);
  });

  it("takes a zipped backup (older Moodle) the same way, and refuses a tar with a link with the reason on the file", async () => {
    const files = await readTarGz(fixture("referencequiz.mbz"));
    const entries: Record<string, Uint8Array> = {};
    for (const path of files.paths) entries[path] = await files.read(path);
    const zipped = await upload(zipSync(entries), "old.mbz", true);
    expect(zipped.status).toBe(200);
    expect(reportOf(zipped.body).imported).toEqual(
      reportOf((await upload(fixture("referencequiz.mbz"), "new.mbz", true)).body).imported,
    );

    const packer = pack();
    packer.entry({ name: "moodle_backup.xml" }, "<moodle_backup/>");
    packer.entry({ name: "files/ab/abc", type: "symlink", linkname: "/etc/passwd" });
    packer.finalize();
    const chunks: Uint8Array[] = [];
    for await (const chunk of packer) if (chunk instanceof Uint8Array) chunks.push(chunk);
    const refused = await upload(gzipSync(Buffer.concat(chunks)), "evil.mbz", true);
    expect(refused.status).toBe(422);
    expect(errorMessage(refused.body)).toBe(MOODLE_MESSAGES.link("files/ab/abc"));
    expect(refused.body).toMatchObject({ errors: { validation: { file: [MOODLE_MESSAGES.link("files/ab/abc")] } } });
  });
});
