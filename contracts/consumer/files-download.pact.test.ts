import { describe, expect, it } from "vitest";
import { MatchersV3, type ProviderStateInjectedValue } from "@pact-foundation/pact";
import { filesApi } from "@app/web/lib/api/files-api";
import { createPact, TOKENS } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import { expectSessionEnds, pinExpiredCall, pinRefusedRefresh } from "../support/session-expiry";
import { REVOKED_SESSION } from "../support/authoring-bodies";
import { errorBody, forbidden, unauthorized } from "../support/error-bodies";
import { statusOf } from "../support/refusal";

const { regex } = MatchersV3;
const FILE_ID = "52280289-32f9-4d4a-819b-d024b0db618d";
const NOTE = "Конспект урока: линейная регрессия";
const UPLOADED = "authoring: the student has uploaded a private note";
const AUTH = { Authorization: `Bearer ${TOKENS.valid}` };
/** The id of the file the state uploaded; a regex, so that only file paths match. */
const filePath: ProviderStateInjectedValue<string> & { regex: string } = {
  "pact:matcher:type": "regex",
  regex: "^/api/files/[0-9a-f-]{36}$",
  "pact:generator:type": "ProviderState",
  expression: "/api/files/${fileId}",
  value: `/api/files/${FILE_ID}`,
};
const signedIn = (url: string) =>
  filesApi(webClient(url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).client);

describe("file download contract (GET /api/files/{id})", () => {
  it("200 gives the owner of a private file its bytes, with the uploaded type", async () => {
    const pact = createPact();
    pact
      .given(UPLOADED)
      .uponReceiving("a download of a private file by its owner")
      .withRequest({ method: "GET", path: filePath, headers: AUTH })
      .willRespondWith({
        status: 200,
        headers: {
          "Content-Type": regex(/^text\/plain(; charset=utf-8)?$/, "text/plain; charset=utf-8"),
          "Cache-Control": "private, no-store",
        },
        body: NOTE,
      });
    await pact.executeTest(async (server) => {
      const blob = await signedIn(server.url).download(FILE_ID);
      expect([blob.type.startsWith("text/plain"), await blob.text()]).toEqual([true, NOTE]);
    });
  });

  it("401 for an anonymous caller on a private file", async () => {
    const pact = createPact();
    pact
      .given(UPLOADED)
      .uponReceiving("a download of a private file, anonymously")
      .withRequest({ method: "GET", path: filePath })
      .willRespondWith(unauthorized);
    await pact.executeTest(async (server) => {
      expect(await statusOf(filesApi(webClient(server.url).client).download(FILE_ID))).toBe(401);
    });
  });

  it("403 for another signed-in user; 404 for an id that is not a stored file", async () => {
    const pact = createPact();
    pact
      .given("authoring: the teacher is signed in and the student has uploaded a private note")
      .uponReceiving("a download of someone else's private file")
      .withRequest({ method: "GET", path: filePath, headers: AUTH })
      .willRespondWith(forbidden());
    pact
      .given("authoring: the teacher is signed in and the student has uploaded a private note")
      .uponReceiving("a download of a file that does not exist")
      .withRequest({ method: "GET", path: "/api/files/..%2F..%2Fdb.json", headers: AUTH })
      .willRespondWith({ status: 404, body: errorBody("Страница не найдена!") });
    await pact.executeTest(async (server) => {
      expect(await statusOf(signedIn(server.url).download(FILE_ID))).toBe(403);
      expect(await statusOf(signedIn(server.url).download("../../db.json"))).toBe(404);
    });
  });

  it("401 with an expired token; the refresh fails too and the client ends the session", async () => {
    const pact = createPact();
    pinExpiredCall(pact, REVOKED_SESSION, "a download with an expired token", {
      method: "GET",
      path: `/api/files/${FILE_ID}`,
    });
    pinRefusedRefresh(pact, REVOKED_SESSION, "a token refresh with the revoked refresh token of a download session");
    await pact.executeTest((server) => expectSessionEnds(server.url, (client) => filesApi(client).download(FILE_ID)));
  });
});
