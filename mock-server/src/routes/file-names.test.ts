import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_MESSAGES } from "@app/domain/validation/file-rules";
import { CONTROL_CHARS_MESSAGE } from "@app/domain/validation/control-chars";
import { startTestServer, validationOf, type TestServer } from "../test-support/test-server";

const BOUNDARY = "----issue32boundary";
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

/**
 * A multipart body written by hand, so that a file name reaches the server exactly as an attacker
 * sends it (a FormData would escape some characters). `encoded`: the name as RFC 5987 filename*.
 */
const multipart = (
  file: { readonly name: string; readonly bytes: Buffer; readonly encoded?: boolean },
  fields: Readonly<Record<string, string>> = {},
): string => {
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  const disposition = file.encoded ? `filename*=utf-8''${encodeURIComponent(file.name)}` : `filename="${file.name}"`;
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n${file.bytes.toString("latin1")}\r\n`,
  );
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
};

describe("upload names: normalised, judged by allow-lists, no control characters (issue #32 rows 7 and 11)", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.login("student@demo.ru")).token;
  });
  afterAll(() => server.close());

  /** ASCII bytes only: the body goes as a string (sent as UTF-8). */
  const send = (file: { name: string; bytes: Buffer; encoded?: boolean }, fields: Record<string, string> = {}) =>
    server.call("POST", "/api/file", multipart(file, fields), token, {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    });
  /** Binary bytes, through FormData (whose escaping only touches quotes and line breaks). */
  const sendImage = (name: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("file", new Blob([PNG], { type: "image/png" }), name);
    return server.call("POST", "/api/file", form, token);
  };
  const script = Buffer.from("@echo off\r\necho hi\r\n", "latin1");
  const text = Buffer.from("just some notes\n", "latin1");

  it("refuses a runnable name behind a trailing space or dot, a stream suffix, a tab, or the form's name field", async () => {
    const stored = readdirSync(server.filesDir).length;
    for (const name of ["run.bat ", "run.bat.", "run.bat. . ", "run.cmd\t", "run.bat::$DATA", "RUN.BAT:x:$DATA"]) {
      const answer = await send({ name, bytes: script });
      expect([name, answer.status]).toEqual([name, 422]);
    }
    const named = await send({ name: "notes.txt", bytes: text }, { name: "setup.exe" });
    expect(named.status).toBe(422);
    expect(validationOf(named.body)).toEqual({ name: [FILE_MESSAGES.executable] });
    const namedDotted = await send({ name: "notes.txt", bytes: text }, { name: "setup.exe. " });
    expect(validationOf(namedDotted.body)).toEqual({ name: [FILE_MESSAGES.executable] });
    expect(readdirSync(server.filesDir).length).toBe(stored);
  });

  it("stores the normalised name: no stream suffix, no trailing dots or spaces", async () => {
    const answer = await send({ name: "x::$DATA", bytes: text });
    expect(answer.status).toBe(201);
    const data = (answer.body as { data: { name: string; url: string } }).data;
    expect(data.name).toBe("x");
    const served = await server.call("GET", data.url, undefined, token);
    expect(served.headers.get("content-disposition")).toContain('filename="x"');
    const dotted = await send({ name: "notes.txt. .", bytes: text });
    expect((dotted.body as { data: { name: string } }).data.name).toBe("notes.txt");
  });

  it("a block kind takes its own list of types by the bytes and by the name, the form's name field too", async () => {
    const image = await sendImage("photo.png", { kind: "image" });
    expect(image.status).toBe(201);
    const wrongName = await sendImage("photo.html", { kind: "image" });
    expect(wrongName.status).toBe(422);
    expect(validationOf(wrongName.body)).toEqual({ file: ["Загрузите изображение PNG, JPEG, WebP или GIF"] });
    const wrongField = await sendImage("photo.png", { kind: "image", name: "photo.svg" });
    expect(validationOf(wrongField.body)).toEqual({ name: ["Загрузите изображение PNG, JPEG, WebP или GIF"] });
    const document = await send({ name: "notes.txt", bytes: text }, { kind: "document" });
    expect(document.status).toBe(201);
    const scriptDocument = await send({ name: "notes.js", bytes: text }, { kind: "document" });
    expect(scriptDocument.status).toBe(422);
  });

  it("refuses control characters and CR/LF in the file's name and in the name field", async () => {
    const stored = readdirSync(server.filesDir).length;
    const crlf = await send({ name: "report\r\nX-Injected: 1.txt", bytes: text, encoded: true });
    expect(crlf.status).toBe(422);
    expect(validationOf(crlf.body)).toEqual({ file: [CONTROL_CHARS_MESSAGE] });
    const bell = await send({ name: "report\u0007.txt", bytes: text, encoded: true });
    expect(validationOf(bell.body)).toEqual({ file: [CONTROL_CHARS_MESSAGE] });
    const field = await send({ name: "report.txt", bytes: text }, { name: "report\r\n.txt" });
    expect(validationOf(field.body)).toEqual({ name: [CONTROL_CHARS_MESSAGE] });
    expect(readdirSync(server.filesDir).length).toBe(stored);
  });
});
