import { describe, expect, it } from "vitest";
import { CONTROL_CHARS_MESSAGE } from "./control-chars";
import { fileNameControlProblem, isRunnableName, normalizeFileName } from "./file-names";
import { FILE_MESSAGES, fileNameRefusal, fileRefusal } from "./file-rules";
import { uploadKindRefusal } from "../course/file-kinds";

describe("upload names (issue #32 rows 7 and 11)", () => {
  it("normalises a name as Windows reads it", () => {
    expect(normalizeFileName("run.bat ")).toBe("run.bat");
    expect(normalizeFileName("run.bat.")).toBe("run.bat");
    expect(normalizeFileName("run.bat. . ")).toBe("run.bat");
    expect(normalizeFileName("run.bat::$DATA")).toBe("run.bat");
    expect(normalizeFileName("x::$DATA")).toBe("x");
    expect(normalizeFileName("C:\\Users\\me\\отчёт.pdf")).toBe("отчёт.pdf");
    expect(normalizeFileName("../../etc/passwd")).toBe("passwd");
    expect(normalizeFileName("  Отчёт за май.pdf")).toBe("Отчёт за май.pdf");
    expect(normalizeFileName("Тема 1: циклы.pdf")).toBe("Тема 1: циклы.pdf");
    expect(normalizeFileName("run.bat:hidden:$DATA")).toBe("run.bat");
  });

  it("judges the normalised name: runnable names are refused behind dots, spaces and stream suffixes", () => {
    for (const name of ["run.bat ", "run.bat.", "RUN.BAT::$DATA", "setup.exe. ", "a.js", "x.hta", "y.lnk"])
      expect([name, isRunnableName(name), fileNameRefusal(name)]).toEqual([name, true, FILE_MESSAGES.executable]);
    expect(isRunnableName("run.bat:x")).toBe(true);
    expect(isRunnableName("run.bat :x.txt")).toBe(true);
    for (const name of ["main.py", "notes.txt", "project.zip", "Makefile", "x::$DATA", "Тема 1: циклы.pdf"])
      expect([name, fileNameRefusal(name)]).toEqual([name, undefined]);
    expect(fileRefusal({ name: "run.bat. ", size: 10 })).toBe(FILE_MESSAGES.executable);
  });

  it("refuses control characters, tab and CR/LF included", () => {
    for (const name of ["run.cmd\t", "a\r\nb.txt", "a\nb.txt", "bell\u0007.txt", "a\u0085.txt", "a\u202Etxt.exe"])
      expect([JSON.stringify(name), fileNameControlProblem(name)]).toEqual([
        JSON.stringify(name),
        CONTROL_CHARS_MESSAGE,
      ]);
    expect(fileNameControlProblem("Отчёт за май 😀.pdf")).toBeUndefined();
  });

  it("a kind's allow-list holds for the bytes and for the normalised name", () => {
    const image = "Загрузите изображение PNG, JPEG, WebP или GIF";
    expect(uploadKindRefusal("image", { name: "photo.png", sniffed: "png" })).toBeUndefined();
    expect(uploadKindRefusal("image", { name: "photo.html", sniffed: "png" })).toBe(image);
    expect(uploadKindRefusal("image", { name: "photo.png. ", sniffed: "png" })).toBeUndefined();
    expect(uploadKindRefusal("image", { name: "photo.png", sniffed: "text" })).toBe(image);
    expect(uploadKindRefusal("image", { name: "", sniffed: "png" })).toBeUndefined();
    expect(uploadKindRefusal("document", { name: "notes.js", sniffed: "text" })).toBeDefined();
  });
});
