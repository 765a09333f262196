import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AboutAdditional } from "@app/domain/course/about";
import { startTestServer, tokensByCaller, type Caller, type TestServer } from "../../test-support/test-server";
import { createCourse, readContent, type SaveAnswer } from "../../test-support/authoring-test-kit";

const HOSTILE =
  '<p><strong>Жирно</strong> и <a href="javascript:alert(1)" onclick="alert(2)">ссылка</a></p>' +
  '<script>alert(3)</script><ul><li onmouseover="alert(4)">пункт</li></ul>' +
  '<img src="x" onerror="alert(5)"><iframe src="https://evil.example"></iframe>' +
  '<svg><script>alert(6)</script></svg><a href="https://example.com" target="_self">верная</a>';
const CLEAN =
  "<p><strong>Жирно</strong> и <a>ссылка</a></p><ul><li>пункт</li></ul>" + '<a href="https://example.com">верная</a>';

/** Issue #20: a rich course description is stored as the one sanitizer leaves it, whichever save brings it. */
describe("a rich course description on save", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const withDescription = (additional: AboutAdditional, description: AboutAdditional["description"]) => ({
    ...additional,
    description,
  });

  it("PATCH stores the HTML sanitized: the formatting stays, no script or handler ever comes back", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Курс с описанием");
    const draft = await readContent(server, id, tokens.SCHOOL_OWNER);
    const additional = withDescription(draft.course.additional, { value: HOSTILE, format: "html" });
    const saved = await server.call(
      "PATCH",
      `/api/courses/${id}/content`,
      { version: draft.version, patch: { additional, modules: [], lessons: [], tasks: [] } },
      tokens.SCHOOL_OWNER,
    );
    expect(saved.status, saved.text).toBe(200);
    const after = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(after.course.additional.description).toEqual({ value: CLEAN, format: "html" });
    expect(after.course.additional.description.value).not.toMatch(/<script|<img|<iframe|<svg|\son\w+=|javascript:/i);
  });

  it("PUT does the same; a plain description is text, kept exactly as typed", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Курс целиком");
    const draft = await readContent(server, id, tokens.SCHOOL_OWNER);
    const rich = {
      ...draft.course,
      additional: withDescription(draft.course.additional, { value: HOSTILE, format: "html" }),
    };
    const put = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: draft.version, course: rich },
      tokens.SCHOOL_OWNER,
    );
    expect(put.status, put.text).toBe(200);
    expect((put.body as SaveAnswer).data.course.additional.description).toEqual({ value: CLEAN, format: "html" });

    const typed = "Пишем <script> в тексте — это просто слова\nи перенос";
    const plain = { ...draft.course, additional: withDescription(draft.course.additional, { value: typed }) };
    const again = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: draft.version + 1, course: plain },
      tokens.SCHOOL_OWNER,
    );
    expect(again.status, again.text).toBe(200);
    expect((await readContent(server, id, tokens.SCHOOL_OWNER)).course.additional.description).toEqual({
      value: typed,
    });
  });
});

describe("a rich course description in an imported file", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  it("is sanitized like one saved in the editor", async () => {
    const doc = (await server.call("GET", "/api/courses/1/export", undefined, tokens.SCHOOL_OWNER)).body as {
      course: { additional: AboutAdditional };
    };
    const hostile = {
      ...doc,
      course: {
        ...doc.course,
        additional: { ...doc.course.additional, description: { value: HOSTILE, format: "html" } },
      },
    };
    const answer = await server.call("POST", "/api/courses/import", hostile, tokens.SCHOOL_OWNER);
    expect(answer.status, answer.text).toBe(201);
    const id = (answer.body as { data: { course_id: number } }).data.course_id;
    expect((await readContent(server, id, tokens.SCHOOL_OWNER)).course.additional.description).toEqual({
      value: CLEAN,
      format: "html",
    });
  });
});
