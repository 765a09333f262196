import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { accountApi } from "@app/web/lib/api/account-api";
import { coursesApi } from "@app/web/lib/api/courses-api";
import { MULTIPART_BOUNDARY, TOKENS } from "../support/pact-setup";
import { signedInClient, webClient } from "../support/web-client";
import { errorBody, forbidden, invalid } from "../support/error-bodies";
import { AUTH, JSON_AUTH, bearer } from "../support/headers";
import { pin, pinned } from "../support/pin";
import { refusal } from "../support/refusal";
import { expectSessionEnds, pinRefusedRefresh, pinSessionEnds } from "../support/session-expiry";

/**
 * The refusals of the SPEC §7 calls and GUIDE §1's two course calls that their own files do not
 * pin: validation, an expired session (401, refresh refused, session ends) and a refused role.
 */
const AVATAR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../support/avatar.png");
const REVOKED = "the student's session has been revoked";

describe("POST /api/courses and GET /api/courses/{id} refusals", () => {
  it("422 for a blank course name", () =>
    pin(
      {
        state: "the owner is signed in",
        description: "a course creation with a blank name",
        request: { method: "POST", path: "/api/courses", headers: JSON_AUTH, body: { name: " " } },
        response: invalid("name", VALIDATION_MESSAGES.required),
      },
      async (url) => {
        expect(await refusal(coursesApi(signedInClient(url)).create(" "))).toMatchObject({
          status: 422,
          validation: { name: [VALIDATION_MESSAGES.required] },
        });
      },
    ));

  it("401 for a course creation with an expired session", () =>
    pinSessionEnds(
      REVOKED,
      "a course creation with an expired token",
      { method: "POST", path: "/api/courses", body: { name: "Курс" } },
      (client) => coursesApi(client).create("Курс"),
    ));

  it("a draft: 403 for a student, 401 for an anonymous caller", async () => {
    await pin(
      {
        state: "the student is signed in",
        description: "a student asks for the demo school's draft",
        request: { method: "GET", path: "/api/courses/15", headers: AUTH },
        response: forbidden(),
      },
      async (url) => {
        expect((await refusal(coursesApi(signedInClient(url)).get(15))).status).toBe(403);
      },
    );
    await pin(
      {
        state: "the demo catalogue is published",
        description: "an anonymous caller asks for the demo school's draft",
        request: { method: "GET", path: "/api/courses/15" },
        response: { status: 401, body: errorBody(ERROR_MESSAGES.unauthorized) },
      },
      async (url) => {
        expect((await refusal(coursesApi(webClient(url).client).get(15))).status).toBe(401);
      },
    );
  });
});

describe("PUT /api/profile/{id} refusals", () => {
  it("422 for a completion form with empty names", () =>
    pin(
      {
        state: "the student is signed in",
        description: "a profile completion with empty names",
        request: {
          method: "PUT",
          path: "/api/profile/105",
          headers: JSON_AUTH,
          body: { userId: 5, profileData: { name: "", surname: "", phone: "79161234505" } },
        },
        response: invalid("name", VALIDATION_MESSAGES.required),
      },
      async (url) => {
        const answer = await refusal(
          accountApi(signedInClient(url)).saveProfile(105, {
            userId: 5,
            profileData: { name: "", surname: "", phone: "79161234505" },
          }),
        );
        expect(answer).toMatchObject({ status: 422, validation: { name: [VALIDATION_MESSAGES.required] } });
      },
    ));

  it("401 for a profile save with an expired session", () =>
    pinSessionEnds(
      REVOKED,
      "a profile save with an expired token",
      { method: "PUT", path: "/api/profile/105", body: { city: "Москва" } },
      (client) => accountApi(client).saveProfile(105, { city: "Москва" }),
    ));
});

describe("POST /api/file refusals", () => {
  it("401 for an upload with an expired session", () =>
    pinned(
      (pact) => {
        pact
          .given(REVOKED)
          .uponReceiving("an avatar upload with an expired token")
          .withRequestMultipartFileUpload(
            { method: "POST", path: "/api/file", headers: bearer(TOKENS.expired) },
            "image/png",
            AVATAR,
            "file",
            MULTIPART_BOUNDARY,
          )
          .willRespondWith({ status: 401, body: errorBody(ERROR_MESSAGES.unauthorized) });
        pinRefusedRefresh(pact, REVOKED);
      },
      (url) =>
        expectSessionEnds(url, (client) =>
          accountApi(client).uploadFile(new File([readFileSync(AVATAR)], "avatar.png", { type: "image/png" }), {
            isPublic: false,
          }),
        ),
    ));
});
