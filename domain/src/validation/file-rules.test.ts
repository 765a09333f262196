import { describe, expect, it } from "vitest";
import { FILE_MESSAGES, fileRefusal } from "./file-rules";

const MB = 1024 * 1024;

describe("file rules (issue #15)", () => {
  it("refuses empty files and files over 50 MB", () => {
    expect(fileRefusal({ name: "a.txt", size: 0 })).toBe(FILE_MESSAGES.empty);
    expect(fileRefusal({ name: "a.txt", size: 50 * MB })).toBeUndefined();
    expect(fileRefusal({ name: "video.mp4", size: 60 * MB })).toBe("Файл больше 50 МБ");
  });

  it("refuses executables by name and by their first bytes; accepts archives and code", () => {
    expect(fileRefusal({ name: "setup.EXE", size: 10 })).toBe("Исполняемые файлы загружать нельзя");
    expect(fileRefusal({ name: "run.bat", size: 10 })).toBe(FILE_MESSAGES.executable);
    expect(fileRefusal({ name: "отчёт.pdf", size: 10, head: new Uint8Array([0x4d, 0x5a, 0x90, 0]) })).toBe(
      FILE_MESSAGES.executable,
    );
    expect(fileRefusal({ name: "a.out", size: 10, head: new Uint8Array([0x7f, 0x45, 0x4c, 0x46]) })).toBe(
      FILE_MESSAGES.executable,
    );
    expect(fileRefusal({ name: "project.zip", size: 10, head: new Uint8Array([0x50, 0x4b, 3, 4]) })).toBeUndefined();
    expect(fileRefusal({ name: "main.py", size: 10, head: new Uint8Array([0x4d, 0x41, 0x49, 0x4e]) })).toBeUndefined();
    expect(fileRefusal({ name: "Makefile", size: 10 })).toBeUndefined();
  });
});
