import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server";
import { PYTHON_MEDIA } from "./course-content-media";
import { SEED_MEDIA, writeSeedMedia } from "./seed-media";

describe("seeded lesson media (real files behind GET /api/files/{id})", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await writeSeedMedia(server.filesDir);
  });
  afterAll(() => server.close());

  it("serves every medium to anyone, with a type the browser can use and the seeded bytes", async () => {
    const expected: Record<keyof typeof SEED_MEDIA, string> = {
      image: "image/png",
      video: "video/webm",
      document: "text/plain; charset=utf-8",
      htmlPresentation: "application/octet-stream",
      file: "application/octet-stream",
      audio: "audio/wav",
      presentation: "application/pdf",
    };
    for (const key of Object.keys(SEED_MEDIA) as Array<keyof typeof SEED_MEDIA>) {
      const ref = PYTHON_MEDIA[key];
      const response = await fetch(`${server.url}${ref.url}`);
      expect(response.status, key).toBe(200);
      expect(response.headers.get("content-type"), key).toBe(expected[key]);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(SEED_MEDIA[key].bytes), key).toBe(true);
      expect(ref.size).toBe(bytes.length);
    }
  });

  it("writes only missing files, so a second start changes nothing", async () => {
    await expect(writeSeedMedia(server.filesDir)).resolves.toBeUndefined();
    // The lesson media and the demo teacher's portrait (issue #32: list images are files of this server).
    expect(server.store.data.files.filter((f) => f.id.startsWith("5eed0000-")).length).toBe(
      Object.keys(SEED_MEDIA).length + 1,
    );
  });
});
