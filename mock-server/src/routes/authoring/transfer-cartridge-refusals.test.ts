import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  errorMessage,
  startTestServer,
  tokensByCaller,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { writeSeedMedia } from "../../seed/seed-media";
import { PACKAGE_MESSAGES } from "../../import/package-messages";
import { cartridgeSteps } from "./transfer-cartridge.fixtures";

/** Packages refused, whole or in part: nothing here travels in the round trip of transfer-cartridge.test.ts. */
describe("IMS Common Cartridge import and export (issue #38)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    await writeSeedMedia(server.filesDir);
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const { upload, imported } = cartridgeSteps(() => ({ server, tokens }), []);

  it("a package cannot point a block at another file of this server", async () => {
    // A file named after a stored file's id, with a program's bytes: refused, so its block comes without a file.
    const victim = server.store.data.files[0]?.id ?? "";
    const manifest = `<manifest><organizations><organization><item identifier="root"><item identifier="m"><title>М</title>
      <item identifier="f" identifierref="r1"><title>Файл</title></item></item></item></organization></organizations>
      <resources><resource identifier="r1" type="webcontent" href="${victim}"><file href="${victim}"/></resource></resources></manifest>`;
    const zip = zipSync({ "imsmanifest.xml": strToU8(manifest), [victim]: new Uint8Array([0x4d, 0x5a, 1, 2]) });
    const course = await imported(zip, "victim.imscc");
    const block = course.moduleList[0]?.lessons[0]?.lessonContent[0]?.content;
    expect(block).toMatchObject({ _tag: "file", file: null });
  });

  it("refuses hostile packages with the reason: XXE in the manifest, a path out of the package, not a package", async () => {
    const xxe = zipSync({
      "imsmanifest.xml": strToU8(
        '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><manifest>&x;</manifest>',
      ),
    });
    const answer = await upload(xxe, "xxe.imscc", true);
    expect(answer.status).toBe(422);
    expect(errorMessage(answer.body)).toBe(PACKAGE_MESSAGES.xmlEntities("imsmanifest.xml"));
    const escape = await upload(zipSync({ "../../evil.sh": strToU8("x") }), "evil.imscc", true);
    expect(errorMessage(escape.body)).toBe(PACKAGE_MESSAGES.badPath("../../evil.sh"));
    const other = await upload(strToU8("просто текст"), "notes.txt", true);
    expect(errorMessage(other.body)).toBe(PACKAGE_MESSAGES.unknownFormat);
  });

  it("413 with the Russian reason past 50 MB", async () => {
    const answer = await upload(new Uint8Array(50 * 1024 * 1024 + 1), "big.imscc", true);
    expect(answer.status).toBe(413);
    expect(errorMessage(answer.body)).toBe(PACKAGE_MESSAGES.tooLarge);
  });
});
