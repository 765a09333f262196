import { describe, expect, it } from "vitest";
import { exportFileName } from "./export-file-name";
import { blockLines, totalBlocks } from "./import-summary";
import { parseExportText } from "./parse-export-file";

describe("export file name", () => {
  it("keeps Cyrillic and spaces, drops what file systems refuse", () => {
    expect(exportFileName("Основы Python", 1)).toBe("Основы Python.json");
    expect(exportFileName('UX/UI: "дизайн"?', 5)).toBe("UX UI дизайн.json");
    expect(exportFileName("  ", 7)).toBe("course-7.json");
    expect(exportFileName("...скрытый", 8)).toBe("скрытый.json");
  });
});

describe("import report lines", () => {
  it("labels block kinds in Russian, in the constructor's order, unknown kinds last", () => {
    expect(blockLines({ video: 2, test: 3, hologram: 1, text: 0 })).toEqual([
      { kind: "test", label: "Тест", count: 3 },
      { kind: "video", label: "Видео", count: 2 },
      { kind: "hologram", label: "hologram", count: 1 },
    ]);
    expect(totalBlocks({ video: 2, test: 3 })).toBe(5);
    expect(totalBlocks({})).toBe(0);
  });
});

describe("reading the chosen file", () => {
  it("parses JSON and says when the text is not JSON", () => {
    expect(parseExportText('{"format":"course-platform/course"}')).toEqual({
      ok: true,
      document: { format: "course-platform/course" },
    });
    expect(parseExportText("not json")).toEqual({ ok: false, reason: "notJson" });
    expect(parseExportText("")).toEqual({ ok: false, reason: "notJson" });
  });
});
