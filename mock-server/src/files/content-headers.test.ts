import { describe, expect, it } from "vitest";
import { cleanFileName, contentDisposition, contentType, downloadName, safeMime } from "./content-headers";

describe("file answer headers", () => {
  it("keeps only types a browser may show inline", () => {
    expect(safeMime("image/PNG")).toBe("image/png");
    expect(safeMime("application/pdf; charset=binary")).toBe("application/pdf");
    for (const risky of [
      "text/html",
      "image/svg+xml",
      "application/javascript",
      "text/xml",
      "",
      "application/x-msdownload",
    ]) {
      expect(safeMime(risky)).toBe("application/octet-stream");
    }
    expect(contentType("text/plain")).toBe("text/plain; charset=utf-8");
  });

  it("writes filename* per RFC 5987 and an ASCII fallback without quotes or backslashes", () => {
    expect(contentDisposition("Отчёт (финал) 'v2' *.pdf", "application/pdf")).toBe(
      `inline; filename="_____ (_____) 'v2' *.pdf"; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82%20%28%D1%84%D0%B8%D0%BD%D0%B0%D0%BB%29%20%27v2%27%20%2A.pdf`,
    );
    expect(contentDisposition('a"b\\c.bin', "application/octet-stream")).toBe(
      `attachment; filename="a_b_c.bin"; filename*=UTF-8''a%22b%5Cc.bin`,
    );
  });

  it("cleans untrusted names: no path, no control characters, never empty, at most 256", () => {
    expect(cleanFileName("C:\\Users\\me\\доклад.docx")).toBe("доклад.docx");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\u0000b\nc.txt")).toBe("abc.txt");
    expect(cleanFileName("..")).toBe("file");
    expect(cleanFileName("dir/")).toBe("file");
    expect(cleanFileName("x".repeat(300))).toHaveLength(256);
  });

  it("downloads a file stored before issue #32 under a normalised, never runnable name", () => {
    expect(downloadName("run.bat ")).toBe("run.bat.txt");
    expect(downloadName("x.cmd::$DATA")).toBe("x.cmd.txt");
    expect(downloadName("x::$DATA")).toBe("x");
    expect(downloadName("Отчёт.pdf")).toBe("Отчёт.pdf");
    expect(downloadName("...")).toBe("file");
  });
});
