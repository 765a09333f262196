import { describe, expect, it } from "vitest";
import { exportDisposition } from "./export-document";

describe("exportDisposition", () => {
  it("keeps a Cyrillic name as RFC 5987 filename* with an ASCII fallback", () => {
    expect(exportDisposition(7, "Основы Python")).toBe(
      `attachment; filename="course-7.json"; filename*=UTF-8''${encodeURIComponent("Основы Python.json")}`,
    );
  });

  it("never throws and never lets header-breaking characters through", () => {
    const header = exportDisposition(3, "a\"b\r\nc/d\\e\u0000 (x) 'y' \ud800");
    expect(header).toBe(
      `attachment; filename="course-3.json"; filename*=UTF-8''a%20b%20%20c%20d%20e%20%20%28x%29%20%27y%27%20%EF%BF%BD.json`,
    );
    expect(exportDisposition(4, "  /// ")).toBe(`attachment; filename="course-4.json"; filename*=UTF-8''course-4.json`);
  });
});
