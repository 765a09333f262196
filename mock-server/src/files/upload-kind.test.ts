import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptOf, uploadKindRefusal } from "@app/domain/course/file-kinds";
import { startTestServer, validationOf, type TestServer } from "../test-support/test-server";
import { sniffType } from "./sniff-type";

const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');

const upload = (server: TestServer, token: string, bytes: Uint8Array, name: string, kind?: string) => {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  form.append("is_public", "1");
  if (kind !== undefined) form.append("kind", kind);
  return server.call("POST", "/api/file", form, token);
};

describe("file kinds (domain rule) and the bytes' type (server)", () => {
  it("sniffs the first bytes, whatever the name", () => {
    expect(sniffType(PNG)).toBe("png");
    expect(sniffType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffType(new TextEncoder().encode("GIF89a...."))).toBe("gif");
    expect(sniffType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffType(new TextEncoder().encode("%PDF-1.7"))).toBe("pdf");
    expect(sniffType(SVG)).toBe("text");
    expect(sniffType(new TextEncoder().encode("<!DOCTYPE html><html>"))).toBe("html");
    expect(sniffType(Uint8Array.from([0, 1, 2, 3]))).toBe("unknown");
  });

  it("the page's check reads the name; the input accepts the kind's files", () => {
    expect(uploadKindRefusal("image", { name: "схема.PNG" })).toBeUndefined();
    expect(uploadKindRefusal("image", { name: "logo.svg" })).toBe("Загрузите изображение PNG, JPEG, WebP или GIF");
    expect(uploadKindRefusal("image", { name: "notes.txt" })).toBeDefined();
    expect(uploadKindRefusal("file", { name: "anything.bin" })).toBeUndefined();
    expect(acceptOf("image")).toBe(".png,.jpg,.jpeg,.webp,.gif");
    expect(acceptOf("file")).toBeUndefined();
  });

  describe("POST /api/file with a kind", () => {
    let server: TestServer;
    let owner: string;
    beforeAll(async () => {
      server = await startTestServer();
      owner = (await server.login("owner@demo.ru")).token;
    });
    afterAll(() => server.close());

    it("takes a PNG as an image, and refuses an SVG or a text file as one (even named .png)", async () => {
      expect((await upload(server, owner, PNG, "cover.png", "image")).status).toBe(201);
      for (const [bytes, name] of [
        [SVG, "audience.svg"],
        [SVG, "audience.png"],
        [new TextEncoder().encode("просто текст"), "notes.png"],
      ] as const) {
        const refused = await upload(server, owner, bytes, name, "image");
        expect(refused.status).toBe(422);
        expect(validationOf(refused.body)).toEqual({ file: ["Загрузите изображение PNG, JPEG, WebP или GIF"] });
      }
    });

    it("takes a PDF as a document, refuses a PNG as a video; without a kind only the general rules apply", async () => {
      expect((await upload(server, owner, new TextEncoder().encode("%PDF-1.4 test"), "a.pdf", "document")).status).toBe(
        201,
      );
      expect((await upload(server, owner, PNG, "clip.mp4", "video")).status).toBe(422);
      expect((await upload(server, owner, SVG, "logo.svg")).status).toBe(201);
      expect((await upload(server, owner, PNG, "x.png", "hologram")).status).toBe(422);
    });

    it("refuses a zip archive as an HTML presentation, whatever its name; takes one .html file (issue #29)", async () => {
      const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
      for (const name of ["слайды.zip", "слайды.html"]) {
        const refused = await upload(server, owner, zip, name, "htmlPresentation");
        expect(refused.status).toBe(422);
        expect(validationOf(refused.body)).toEqual({
          file: ["Загрузите HTML-презентацию одним файлом .html: архив .zip показать нельзя"],
        });
      }
      const html = new TextEncoder().encode("<!doctype html><html><body>Слайд</body></html>");
      expect((await upload(server, owner, html, "слайды.html", "htmlPresentation")).status).toBe(201);
    });
  });
});
