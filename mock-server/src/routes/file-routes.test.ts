import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M } from "@app/domain/validation/messages";
import { UPLOAD_LIMITS } from "../files/upload-limits";
import { FILE_MESSAGES } from "@app/domain/validation/file-rules";
import { startTestServer, validationOf, type TestServer } from "../test-support/test-server";

type Uploaded = { data: { id: string; name: string; size: number; mime: string; is_public: boolean; url: string } };

const form = (parts: Record<string, string | Blob>, fileName = "Отчёт за май.pdf"): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (value instanceof Blob) data.append(key, value, fileName);
    else data.append(key, value);
  }
  return data;
};

describe("POST /api/file and GET /api/files/{id}", () => {
  let server: TestServer;
  let owner: string;
  let student: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    owner = (await server.login("owner@demo.ru")).token;
    student = (await server.login("student@demo.ru")).token;
    admin = (await server.login("admin@demo.ru")).token;
  });
  afterAll(() => server.close());

  it("has every multer limit set, the file size at 50 MB", () => {
    expect(UPLOAD_LIMITS.fileSize).toBe(50 * 1024 * 1024);
    for (const key of [
      "files",
      "fields",
      "parts",
      "fieldNestingDepth",
      "fieldArrayIndexLimit",
      "fieldNameSize",
      "fieldSize",
      "headerPairs",
    ] as const) {
      expect(Number.isInteger(UPLOAD_LIMITS[key])).toBe(true);
    }
  });

  it("stores a public file under a generated name and serves it to anyone, Cyrillic name intact", async () => {
    const bytes = new Blob(["%PDF-1.4 test"], { type: "application/pdf" });
    const answer = await server.call("POST", "/api/file", form({ file: bytes, size: "13", is_public: "1" }), owner);
    expect(answer.status).toBe(201);
    const data = (answer.body as Uploaded).data;
    expect(data).toMatchObject({ name: "Отчёт за май.pdf", size: 13, mime: "application/pdf", is_public: true });
    expect(readdirSync(server.filesDir)).toContain(data.id);
    expect(readdirSync(server.filesDir).some((f) => f.includes("Отчёт") || f.endsWith(".pdf"))).toBe(false);
    const served = await server.call("GET", data.url);
    expect(served.status).toBe(200);
    expect(served.text).toBe("%PDF-1.4 test");
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(
      `inline; filename="_____ __ ___.pdf"; filename*=UTF-8''${encodeURIComponent("Отчёт за май.pdf")}`,
    );
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("serves dangerous types as downloads of application/octet-stream", async () => {
    const html = new Blob(["<script>alert(1)</script>"], { type: "text/html" });
    const answer = await server.call(
      "POST",
      "/api/file",
      form({ file: html, name: "page.html", is_public: "1" }),
      owner,
    );
    const data = (answer.body as Uploaded).data;
    expect(data.mime).toBe("application/octet-stream");
    const served = await server.call("GET", data.url);
    expect(served.headers.get("content-type")).toBe("application/octet-stream");
    expect(served.headers.get("content-disposition")).toMatch(/^attachment; filename="page.html"/);
  });

  it("keeps a private file for its owner (and admins)", async () => {
    const answer = await server.call(
      "POST",
      "/api/file",
      form({ file: new Blob(["secret"], { type: "text/plain" }), name: "заметки.txt" }),
      student,
    );
    const data = (answer.body as Uploaded).data;
    expect(data.is_public).toBe(false);
    expect((await server.call("GET", data.url)).status).toBe(401);
    expect((await server.call("GET", data.url, undefined, owner)).status).toBe(403);
    const mine = await server.call("GET", data.url, undefined, student);
    expect(mine.status).toBe(200);
    expect(mine.text).toBe("secret");
    expect(mine.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await server.call("GET", data.url, undefined, admin)).status).toBe(200);
  });

  it("lets the course's reviewers read a private file a student attached to his work, and nobody else", async () => {
    const alexey = (await server.login("alexey.volkov@demo.ru")).token;
    const teacher = (await server.login("teacher@demo.ru")).token;
    const upload = await server.call(
      "POST",
      "/api/file",
      form({ file: new Blob(["моё решение"], { type: "text/plain" }), name: "решение.txt" }),
      alexey,
    );
    const file = (upload.body as Uploaded).data;
    expect((await server.call("GET", file.url, undefined, teacher)).status).toBe(403);
    type Block = { contentBlockID: string; status: string; content: { _tag: string } };
    type Course = {
      data: { moduleList: Array<{ lessons: Array<{ tasks: Array<{ taskID: string; taskContent: Block[] }> }> }> };
    };
    const course = (await server.call("GET", "/api/my-courses/1", undefined, alexey)).body as Course;
    const tasks = course.data.moduleList.flatMap((m) => m.lessons.flatMap((l) => l.tasks));
    const task = tasks.find((t) => t.taskContent.some((b) => b.content._tag === "freeTask" && b.status === "none"));
    const block = task?.taskContent.find((b) => b.content._tag === "freeTask");
    if (task === undefined || block === undefined)
      throw new Error("the demo course has no free task left for this student");
    const sent = await server.call(
      "POST",
      `/api/my-courses/1/tasks/${task.taskID}/blocks/${block.contentBlockID}/submissions`,
      { files: [file.id] },
      alexey,
    );
    expect(sent.status).toBe(201);
    expect((await server.call("GET", file.url, undefined, teacher)).status).toBe(200);
    expect((await server.call("GET", file.url, undefined, owner)).status).toBe(200);
    expect((await server.call("GET", file.url, undefined, student)).status).toBe(403);
  });

  it("ignores paths in the file name and answers 404 for traversal ids", async () => {
    const answer = await server.call("POST", "/api/file", form({ file: new Blob(["x"]) }, "../../etc/passwd"), owner);
    expect(answer.status).toBe(201);
    const data = (answer.body as Uploaded).data;
    expect(data.name).toBe("passwd");
    for (const id of ["..%2F..%2Fetc%2Fpasswd", "%2e%2e", "..", data.id.toUpperCase()]) {
      expect((await server.call("GET", `/api/files/${id}`, undefined, owner)).status).toBe(404);
    }
  });

  it("needs a token, a multipart body and a file", async () => {
    expect((await server.call("POST", "/api/file", form({ file: new Blob(["x"]) }))).status).toBe(401);
    expect((await server.call("POST", "/api/file", { name: "x" }, owner)).status).toBe(415);
    const noFile = await server.call("POST", "/api/file", form({ name: "x" }), owner);
    expect(noFile.status).toBe(422);
    expect(validationOf(noFile.body)).toEqual({ file: [M.fileRequired] });
  });

  it("refuses empty files and programs (by name or by their first bytes), keeps nothing of them; accepts archives", async () => {
    const before = readdirSync(server.filesDir).length;
    const empty = await server.call("POST", "/api/file", form({ file: new Blob([]) }, "пусто.txt"), student);
    expect(empty.status).toBe(422);
    expect(validationOf(empty.body)).toEqual({ file: [FILE_MESSAGES.empty] });
    const byName = await server.call("POST", "/api/file", form({ file: new Blob(["hello"]) }, "setup.exe"), student);
    expect(validationOf(byName.body)).toEqual({ file: [FILE_MESSAGES.executable] });
    const byBytes = await server.call(
      "POST",
      "/api/file",
      form({ file: new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])]) }, "отчёт.pdf"),
      student,
    );
    expect(validationOf(byBytes.body)).toEqual({ file: [FILE_MESSAGES.executable] });
    expect(readdirSync(server.filesDir)).toHaveLength(before);
    const archive = await server.call(
      "POST",
      "/api/file",
      form({ file: new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14])]) }, "проект.zip"),
      student,
    );
    expect(archive.status).toBe(201);
  });

  it("enforces the limits: 413 for too many files or fields, 400 for nesting and a broken body", async () => {
    const two = new FormData();
    two.append("file", new Blob(["a"]), "a.txt");
    two.append("file", new Blob(["b"]), "b.txt");
    expect((await server.call("POST", "/api/file", two, owner)).status).toBe(413);
    const fields = form({ file: new Blob(["x"]) });
    for (let i = 0; i < 10; i += 1) fields.append(`f${i}`, "v");
    expect((await server.call("POST", "/api/file", fields, owner)).status).toBe(413);
    const nested = form({ "a[b][c]": "x", file: new Blob(["x"]) });
    expect((await server.call("POST", "/api/file", nested, owner)).status).toBe(400);
    const broken = await server.call("POST", "/api/file", "--xx\r\nnot a part", owner, {
      "content-type": "multipart/form-data; boundary=xx",
    });
    expect(broken.status).toBe(400);
    const files = readdirSync(server.filesDir).length;
    const badName = await server.call(
      "POST",
      "/api/file",
      form({ file: new Blob(["x"]), name: "я".repeat(300) }),
      owner,
    );
    expect(badName.status).toBe(422);
    expect(readdirSync(server.filesDir).length).toBe(files);
  });

  it("answers 413 for a file over 50 MB, with the reason in words", async () => {
    const big = new Blob([new Uint8Array(UPLOAD_LIMITS.fileSize + 1)]);
    const answer = await server.call("POST", "/api/file", form({ file: big }), owner);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: { message: "Файл больше 50 МБ" } });
  }, 60_000);
});
