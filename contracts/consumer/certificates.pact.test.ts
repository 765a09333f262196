import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { CERTIFICATE_RULE_MESSAGES } from "@app/domain/certificates/certificate-rule";
import { REVOKE_MESSAGES } from "@app/domain/certificates/certificate-api";
import { certificatePdfPath, certificatesApi } from "@app/web/lib/api/certificates-api";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { AUTH, JSON_AUTH } from "../support/headers";
import { errorBody, forbidden, invalid, unauthorized } from "../support/error-bodies";
import { pinned } from "../support/pin";
import { refusal } from "../support/refusal";
import { signedInClient, webClient } from "../support/web-client";

/** Issue #36: certificates (docs/api.md "Certificates"). A stranger reads only the public verification. */
const { like, integer, boolean, regex, eachLike } = MatchersV3;
const NUMBER = "CP-2026-PACT2345";
const HOLDS = "certificates: the student holds CP-2026-PACT2345";
const STUDENT = "certificates: the student holds CP-2026-PACT2345 and is signed in";
const OWNER = "certificates: the student holds CP-2026-PACT2345 and the owner is signed in";
const NUMBER_PATTERN = "^CP-\\d{4}-[2-9A-HJKMNP-TV-Z]{8}$";
const ISO = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$";

const publicFields = (status: "valid" | "revoked") => ({
  number: regex(NUMBER_PATTERN, NUMBER),
  status: like(status),
  student_name: like("Сергей Иванов"),
  course_name: like("Основы Python"),
  school_name: like("Демо-школа"),
  document: like("Сертификат о прохождении курса"),
  honours: boolean(false),
  issued_at: regex(ISO, "2026-10-05T10:00:00.000Z"),
  revoked_at: status === "valid" ? null : regex(ISO, "2026-10-06T10:00:00.000Z"),
  replaced_by: null,
});
const fullFields = (status: "valid" | "revoked") => ({
  ...publicFields(status),
  course_id: integer(1),
  user_id: integer(5),
  score_percent: integer(80),
  revoke_reason: status === "valid" ? null : like("Работа списана"),
});

const anonymous = (url: string) => certificatesApi(webClient(url).client);
const signedIn = (url: string) => certificatesApi(signedInClient(url));

describe("certificates contract", () => {
  it("GET /api/certificates/{number}: anyone, signed out: 200 valid; 404 unknown", () =>
    pinned(
      (pact) => {
        pact
          .given(HOLDS)
          .uponReceiving("the public verification of a certificate, signed out")
          .withRequest({ method: "GET", path: `/api/certificates/${NUMBER}` })
          .willRespondWith({ status: 200, body: { data: publicFields("valid") } });
        pact
          .given(HOLDS)
          .uponReceiving("the public verification of an unknown number")
          .withRequest({ method: "GET", path: "/api/certificates/CP-2026-ZZZZZZZZ" })
          .willRespondWith({ status: 404, body: errorBody("Сертификат с таким номером не найден") });
      },
      async (url) => {
        const found = await anonymous(url).verify(NUMBER);
        expect([found.status, found.student_name]).toEqual(["valid", "Сергей Иванов"]);
        expect((await refusal(anonymous(url).verify("CP-2026-ZZZZZZZZ"))).status).toBe(404);
      },
    ));

  it("GET /api/certificates/{number}/pdf: anyone, signed out: the PDF", () =>
    pinned(
      (pact) =>
        pact
          .given(HOLDS)
          .uponReceiving("the PDF of a certificate, signed out")
          .withRequest({ method: "GET", path: certificatePdfPath(NUMBER) })
          .willRespondWith({ status: 200, headers: { "Content-Type": "application/pdf" } }),
      async (url) => {
        // The app links to it (a plain <a href>): the address is web's, the call the browser's.
        const answer = await fetch(`${url}${certificatePdfPath(NUMBER)}`);
        expect([answer.status, answer.headers.get("content-type")]).toEqual([200, "application/pdf"]);
      },
    ));

  it("GET /api/certificates and /api/my-courses/{id}/certificate: the student's own; signed out 401", () =>
    pinned(
      (pact) => {
        pact
          .given(STUDENT)
          .uponReceiving("the student's certificates")
          .withRequest({ method: "GET", path: "/api/certificates", headers: AUTH })
          .willRespondWith({ status: 200, body: { data: eachLike(fullFields("valid")) } });
        pact
          .given(STUDENT)
          .uponReceiving("the student's course 1 and its certificate")
          .withRequest({ method: "GET", path: "/api/my-courses/1/certificate", headers: AUTH })
          .willRespondWith({
            status: 200,
            body: {
              data: {
                document: like("Сертификат о прохождении курса"),
                rule: { pass_percent: integer(70), honours_percent: integer(90) },
                gap: null,
                certificate: fullFields("valid"),
              },
            },
          });
        pact
          .given(HOLDS)
          .uponReceiving("a stranger's list of certificates")
          .withRequest({ method: "GET", path: "/api/certificates" })
          .willRespondWith(unauthorized);
      },
      async (url) => {
        expect((await signedIn(url).mine())[0]?.number).toBe(NUMBER);
        const course = await signedIn(url).ofMyCourse(1);
        expect([course.document, course.gap, course.certificate?.number]).toEqual([
          "Сертификат о прохождении курса",
          null,
          NUMBER,
        ]);
        expect((await refusal(anonymous(url).mine())).status).toBe(401);
      },
    ));

  it("GET /api/courses/{id}/certificates: the course's staff; a student 403", () =>
    pinned(
      (pact) => {
        pact
          .given(OWNER)
          .uponReceiving("the course's certificates for its owner")
          .withRequest({ method: "GET", path: "/api/courses/1/certificates", headers: AUTH })
          .willRespondWith({ status: 200, body: { data: eachLike(fullFields("valid")) } });
      },
      async (url) => {
        expect((await signedIn(url).ofCourse(1)).map((c) => c.number)).toContain(NUMBER);
      },
    ).then(() =>
      pinned(
        (pact) =>
          pact
            .given(STUDENT)
            .uponReceiving("a student's look at the course's certificates")
            .withRequest({ method: "GET", path: "/api/courses/1/certificates", headers: AUTH })
            .willRespondWith(forbidden()),
        async (url) => {
          expect((await refusal(signedIn(url).ofCourse(1))).status).toBe(403);
        },
      ),
    ));

  it("POST /api/certificates/{number}/revoke: staff, with a reason (422 without); then reissue 201", () =>
    pinned(
      (pact) => {
        pact
          .given(OWNER)
          .uponReceiving("the owner revokes a certificate with a reason")
          .withRequest({
            method: "POST",
            path: `/api/certificates/${NUMBER}/revoke`,
            headers: JSON_AUTH,
            body: { reason: "Работа списана" },
          })
          .willRespondWith({ status: 200, body: { data: fullFields("revoked") } });
      },
      async (url) => {
        const revoked = await signedIn(url).revoke(NUMBER, "Работа списана");
        expect([revoked.status, revoked.revoke_reason]).toEqual(["revoked", "Работа списана"]);
      },
    )
      .then(() =>
        pinned(
          (pact) =>
            pact
              .given(OWNER)
              .uponReceiving("a revocation without a reason")
              .withRequest({
                method: "POST",
                path: `/api/certificates/${NUMBER}/revoke`,
                headers: JSON_AUTH,
                body: { reason: "" },
              })
              .willRespondWith(invalid("reason", REVOKE_MESSAGES.reasonRequired)),
          async (url) => {
            expect((await refusal(signedIn(url).revoke(NUMBER, ""))).validation).toEqual({
              reason: [REVOKE_MESSAGES.reasonRequired],
            });
          },
        ),
      )
      .then(() =>
        pinned(
          (pact) =>
            pact
              .given(OWNER)
              .uponReceiving("the owner reissues a certificate")
              .withRequest({ method: "POST", path: `/api/certificates/${NUMBER}/reissue`, headers: AUTH })
              .willRespondWith({
                status: 201,
                body: { data: { ...fullFields("valid"), number: regex(NUMBER_PATTERN, "CP-2026-NEW23456") } },
              }),
          async (url) => {
            const fresh = await signedIn(url).reissue(NUMBER);
            expect(fresh.status).toBe("valid");
          },
        ),
      ));

  it("GET and PUT /api/courses/{id}/certificate-rule: the thresholds; 422 when the distinction is below", () =>
    pinned(
      (pact) => {
        pact
          .given("the owner is signed in")
          .uponReceiving("the course's certificate thresholds")
          .withRequest({ method: "GET", path: "/api/courses/1/certificate-rule", headers: AUTH })
          .willRespondWith({
            status: 200,
            body: { data: { pass_percent: integer(70), honours_percent: integer(90) } },
          });
        pact
          .given("the owner is signed in")
          .uponReceiving("new certificate thresholds")
          .withRequest({
            method: "PUT",
            path: "/api/courses/1/certificate-rule",
            headers: JSON_AUTH,
            body: { pass_percent: 60, honours_percent: 85 },
          })
          .willRespondWith({
            status: 200,
            body: { data: { pass_percent: integer(60), honours_percent: integer(85) } },
          });
        pact
          .given("the owner is signed in")
          .uponReceiving("certificate thresholds with the distinction below the certificate")
          .withRequest({
            method: "PUT",
            path: "/api/courses/1/certificate-rule",
            headers: JSON_AUTH,
            body: { pass_percent: 80, honours_percent: 60 },
          })
          .willRespondWith(invalid("honours_percent", CERTIFICATE_RULE_MESSAGES.honoursBelowPass));
      },
      async (url) => {
        expect(await signedIn(url).rule(1)).toEqual({ pass_percent: 70, honours_percent: 90 });
        expect(await signedIn(url).setRule(1, { pass_percent: 60, honours_percent: 85 })).toEqual({
          pass_percent: 60,
          honours_percent: 85,
        });
        const refused = await refusal(signedIn(url).setRule(1, { pass_percent: 80, honours_percent: 60 }));
        expect([refused.status, refused.message]).toEqual([422, ERROR_MESSAGES.unprocessable]);
      },
    ));
});
