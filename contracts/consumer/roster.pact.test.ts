import { describe, expect, it } from "vitest";
import { MatchersV3, type V3Request } from "@pact-foundation/pact";
import { peopleApi } from "@app/web/lib/api/people-api";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { signedInClient } from "../support/web-client";
import { AUTH } from "../support/headers";
import { forbidden, invalid } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { pin } from "../support/pin";

const { like, integer } = MatchersV3;
const JSON_AUTH = { ...AUTH, "Content-Type": "application/json" };

const OWNER = "invitations: the owner is signed in";
const STUDENT = "invitations: the student is signed in";

/** fresh@demo.ru has an account and no course; the second address has no account; the third is malformed. */
const ROWS = [
  { email: "fresh@demo.ru", name: "Анна Свежая" },
  { email: "roster.new@demo.ru", name: "Новый Ученик" },
  { email: "не-адрес", name: "Ошибка" },
];
const request = (rows: ReadonlyArray<{ email: string; name: string }>): V3Request => ({
  method: "POST",
  path: "/api/courses/2/enrolments/import",
  headers: JSON_AUTH,
  body: { rows, dry_run: true, group_id: null },
});
const row = (email: string, outcome: string, errors: ReadonlyArray<string>) => ({
  email: like(email),
  name: like("Имя"),
  outcome: like(outcome),
  errors,
});
const dryRun = (url: string, rows: ReadonlyArray<{ email: string; name: string }>) =>
  peopleApi(signedInClient(url)).importRoster(2, { rows, dry_run: true, group_id: null });

describe("CSV enrolment contract (POST /api/courses/{id}/enrolments/import)", () => {
  it("200: the dry run's report, row by row", () =>
    pin(
      {
        state: OWNER,
        description: "a dry run of a CSV roster for course 2",
        request: request(ROWS),
        response: {
          status: 200,
          body: {
            data: {
              dry_run: true,
              rows: [
                row("fresh@demo.ru", "enrol", []),
                row("roster.new@demo.ru", "invite", []),
                row("не-адрес", "error", ["Некорректный Email"]),
              ],
              counts: { enrol: integer(1), invite: integer(1), already: integer(0), error: integer(1) },
            },
          },
        },
      },
      async (url) => {
        const report = await dryRun(url, ROWS);
        expect(report.rows.map((item) => item.outcome)).toEqual(["enrol", "invite", "error"]);
        expect(report.counts.error).toBe(1);
      },
    ));

  it("422 for a file without rows", () =>
    pin(
      {
        state: OWNER,
        description: "a dry run of an empty CSV roster",
        request: request([]),
        response: invalid("rows", VALIDATION_MESSAGES.required),
      },
      async (url) => {
        expect((await refusal(dryRun(url, []))).validation?.rows).toEqual([VALIDATION_MESSAGES.required]);
      },
    ));

  it("403 for a student", () =>
    pin(
      {
        state: STUDENT,
        description: "a CSV roster sent by a student",
        request: request(ROWS.slice(0, 1)),
        response: forbidden(),
      },
      async (url) => {
        expect((await refusal(dryRun(url, ROWS.slice(0, 1)))).status).toBe(403);
      },
    ));
});
