import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { accountApi } from "@app/web/lib/api/account-api";
import { createPact, MULTIPART_BOUNDARY, TOKENS } from "../support/pact-setup";
import { webClient } from "../support/web-client";

const { like, boolean, integer } = MatchersV3;
const AVATAR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../support/avatar.png");

describe("file upload contract (SPEC §7 POST /api/file)", () => {
  it("201 answers the stored file with the url that serves it back", async () => {
    const pact = createPact();
    pact
      .given("the student is signed in")
      .uponReceiving("an avatar upload")
      .withRequestMultipartFileUpload(
        { method: "POST", path: "/api/file", headers: { Authorization: `Bearer ${TOKENS.valid}` } },
        "image/png",
        AVATAR,
        "file",
        MULTIPART_BOUNDARY,
      )
      .willRespondWith({
        status: 201,
        body: {
          data: {
            id: like("0b6f3f7e-1c1e-4d8a-9a57-3e2f1c0d9b21"),
            name: like("avatar.png"),
            size: integer(68),
            mime: like("image/png"),
            is_public: boolean(false),
            url: like("/api/files/0b6f3f7e-1c1e-4d8a-9a57-3e2f1c0d9b21"),
            created_at: like("2026-11-22T03:00:00.000Z"),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const api = accountApi(webClient(server.url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).client);
      const file = new File([readFileSync(AVATAR)], "avatar.png", { type: "image/png" });
      const uploaded = await api.uploadFile(file, { isPublic: false });
      expect(uploaded.url).toMatch(/^\/api\/files\//);
    });
  });
});
