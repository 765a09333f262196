import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { reviewApi } from "@app/web/lib/api/review-api";
import { statisticsApi } from "@app/web/lib/api/statistics-api";
import { createPact } from "../support/pact-setup";
import { signedInClient, webClient } from "../support/web-client";
import { AUTH } from "../support/headers";
import { forbidden, unauthorized } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { STATE } from "../support/statistics-states";

const { regex } = MatchersV3;
const TEACHER = "review: the teacher is signed in";
const STUDENT = "review: the student is signed in";
const TZ = "Europe/Moscow";
const BOM = "\uFEFF";

/** The headers of a CSV download: UTF-8 CSV, an attachment with an ASCII name and the Cyrillic one (RFC 5987). */
const csvHeaders = (fallback: string) => ({
  "Content-Type": regex("^text/csv; charset=utf-8$", "text/csv; charset=utf-8"),
  "Content-Disposition": regex(
    `^attachment; filename="${fallback.replace(".", "\\.")}"; filename\\*=UTF-8''[A-Za-z0-9%._~-]+\\.csv$`,
    `attachment; filename="${fallback}"; filename*=UTF-8''%D0%A1%D1%82.csv`,
  ),
});

/**
 * A CSV answer: its headers, an example body, and the rule the provider's body must meet: the BOM,
 * the given headings, then at least one row, every line ended by CRLF (a regex on the whole text).
 */
const csvAnswer = (fallback: string, headings: string, row: string) => {
  const example = `${BOM}${headings}\r\n${row}\r\n`;
  return {
    response: { status: 200, headers: csvHeaders(fallback), body: example, contentType: "text/csv; charset=utf-8" },
    rules: {
      body: { path: "$", rules: [regex(`^${BOM}${headings}[^\\r\\n]*\\r\\n([^\\r\\n]*\\r\\n)+$`, example)] },
    },
  };
};

const bytesOf = async (blob: Blob): Promise<Uint8Array> => new Uint8Array(await blob.arrayBuffer());
const textOf = async (blob: Blob): Promise<string> =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await bytesOf(blob));

describe("grades export contract (issue #38 part 5)", () => {
  it("GET /api/courses/{id}/statistics/export.csv 200 for the assigned teacher", async () => {
    const pact = createPact();
    const path = "/api/courses/1/statistics/export.csv";
    const grades = { method: "GET" as const, path, query: { tz: TZ }, headers: AUTH };
    const answer = csvAnswer(
      "statistics-course-1.csv",
      "Студент;E-mail;Группы;Прогресс, %;",
      "Сергей Иванов;student@demo.ru;Утренняя группа;25;50;На проверке;1;02.10.2026 12:00;03.10.2026 14:45;",
    );
    pact
      .given(STATE.teacher)
      .uponReceiving("the course's grades as CSV, asked by the assigned teacher")
      .withRequest(grades)
      .willRespondWith(answer.response)
      .withResponseMatchingRules(grades, answer.rules);
    await pact.executeTest(async (server) => {
      const blob = await statisticsApi(signedInClient(server.url)).courseCsv(1, TZ);
      expect([...(await bytesOf(blob)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect((await textOf(blob)).startsWith(`${BOM}Студент;E-mail;`)).toBe(true);
    });
  });

  it("GET /api/courses/{id}/statistics/export.csv 403 for a student", async () => {
    const pact = createPact();
    pact
      .given(STATE.student)
      .uponReceiving("the course's grades as CSV, asked by a student")
      .withRequest({ method: "GET", path: "/api/courses/1/statistics/export.csv", query: { tz: TZ }, headers: AUTH })
      .willRespondWith(forbidden());
    await pact.executeTest(async (server) => {
      expect((await refusal(statisticsApi(signedInClient(server.url)).courseCsv(1, TZ))).status).toBe(403);
    });
  });

  it("GET /api/courses/{id}/statistics/export.csv 401 anonymously", async () => {
    const pact = createPact();
    pact
      .given(STATE.teacher)
      .uponReceiving("the course's grades as CSV, asked anonymously")
      .withRequest({ method: "GET", path: "/api/courses/1/statistics/export.csv", query: { tz: TZ } })
      .willRespondWith(unauthorized);
    await pact.executeTest(async (server) => {
      expect((await refusal(statisticsApi(webClient(server.url).client).courseCsv(1, TZ))).status).toBe(401);
    });
  });

  it("GET /api/review/export.csv 200 under the queue's filters for a teacher", async () => {
    const pact = createPact();
    const path = "/api/review/export.csv";
    const works = { method: "GET" as const, path, query: { course_id: "1", tz: TZ }, headers: AUTH };
    const answer = csvAnswer(
      "review-queue.csv",
      "Студент;E-mail;Курс;Урок;Задание;Статус;Попыток;Отправлено;Решение;Преподаватель;Баллы;Баллов из",
      "Сергей Иванов;student@demo.ru;Основы Python;Типы данных;Практика;На проверке;1;03.10.2026 13:45;;;;",
    );
    pact
      .given(TEACHER)
      .uponReceiving("the teacher's review queue as CSV, one course's works")
      .withRequest(works)
      .willRespondWith(answer.response)
      .withResponseMatchingRules(works, answer.rules);
    await pact.executeTest(async (server) => {
      const text = await textOf(await reviewApi(signedInClient(server.url)).queueCsv({ course_id: "1" }, TZ));
      expect(text.split("\r\n")[0]).toBe(
        `${BOM}Студент;E-mail;Курс;Урок;Задание;Статус;Попыток;Отправлено;Решение;Преподаватель;Баллы;Баллов из`,
      );
    });
  });

  it("GET /api/review/export.csv 403 for a student", async () => {
    const pact = createPact();
    pact
      .given(STUDENT)
      .uponReceiving("the review queue as CSV, asked by a student")
      .withRequest({ method: "GET", path: "/api/review/export.csv", query: { tz: TZ }, headers: AUTH })
      .willRespondWith(forbidden());
    await pact.executeTest(async (server) => {
      expect((await refusal(reviewApi(signedInClient(server.url)).queueCsv({}, TZ))).status).toBe(403);
    });
  });
});
