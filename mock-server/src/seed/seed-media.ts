import { readFileSync } from "node:fs";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FileRecord } from "../store/db-schema";

/**
 * The demo course's media as real files, served by GET /api/files/{id} like uploads (the CSP
 * allows no data: URLs for audio, video or frames). The records are seeded into the store with the
 * rest of the demo data; the bytes are written into DATA_DIR/files at every start (only the missing
 * ones), so a store seeded elsewhere still finds them. The ids are fixed UUIDs.
 */
export type SeedMedia = { readonly id: string; readonly name: string; readonly mime: string; readonly bytes: Buffer };

const here = path.dirname(fileURLToPath(import.meta.url));
const asset = (name: string): Buffer => readFileSync(path.join(here, "media", name));
const utf8 = (text: string): Buffer => Buffer.from(text, "utf8");

/** A 2 s 8 kHz mono 8-bit WAV with a soft 440 Hz tone: a real, short audio file. */
const toneWav = (): Buffer => {
  const rate = 8000;
  const samples = rate * 2;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write("WAVEfmt ", 8, "ascii");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) buffer[44 + i] = Math.round(128 + 24 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return buffer;
};

/** A one-page PDF (Helvetica, ASCII text) with a correct cross-reference table. */
const onePagePdf = (lines: ReadonlyArray<string>): Buffer => {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 28 : 18} Tf 60 ${300 - i * 40} Td (${line}) Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 640 360] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
};

const media = (n: number, name: string, mime: string, bytes: Buffer): SeedMedia => ({
  id: `5eed0000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  name,
  mime,
  bytes,
});

/** "Основы Python"'s media, one per media block kind. */
export const SEED_MEDIA = {
  image: media(1, "Схема работы интерпретатора.png", "image/png", asset("interpreter.png")),
  video: media(2, "Установка Python.webm", "video/webm", asset("install-python.webm")),
  document: media(
    3,
    "Шпаргалка по типам.txt",
    "text/plain",
    utf8("int — целые числа\nfloat — дробные\nstr — строки\nbool — True/False\n"),
  ),
  htmlPresentation: media(
    4,
    "Условия.html",
    "application/octet-stream",
    utf8(
      "<!doctype html><html lang=ru><meta charset=utf-8><title>Условия</title>" +
        '<body style="font-family:sans-serif;margin:0;padding:24px;background:#306998;color:#fff">' +
        "<h1>if / elif / else</h1><p>Ветвление программы по условию.</p>" +
        '<pre style="background:#fff;color:#1b1b1b;padding:12px;border-radius:8px">if x &gt; 0:\n    print("плюс")\nelse:\n    print("не плюс")</pre></body></html>',
    ),
  ),
  file: media(5, "hello.py", "application/octet-stream", utf8('print("Привет, мир!")\n')),
  audio: media(6, "Подкаст о циклах.wav", "audio/wav", toneWav()),
  presentation: media(
    7,
    "Циклы for и while.pdf",
    "application/pdf",
    onePagePdf(["Python: for / while", "for item in items: ...", "while condition: ..."]),
  ),
} as const;

/**
 * The demo teacher's portrait in the courses' about pages: a file of this server like any list image
 * (issue #32: a list image is an uploaded file, never a `data:` or another site's address).
 */
export const SEED_PORTRAIT = media(8, "Портрет преподавателя.png", "image/png", asset("teacher-portrait.png"));

const ALL = [...Object.values(SEED_MEDIA), SEED_PORTRAIT];

/** The store rows of the seeded media: public files of the school owner (user 1). */
export const seedMediaRecords = (createdAt: string): FileRecord[] =>
  ALL.map((m) => ({
    id: m.id,
    owner_id: 1,
    name: m.name,
    mime: m.mime,
    size: m.bytes.length,
    is_public: true,
    stored_name: m.id,
    created_at: createdAt,
  }));

/** Writes the seeded media's bytes into the files directory, leaving files already there alone. */
export const writeSeedMedia = async (filesDir: string): Promise<void> => {
  await mkdir(filesDir, { recursive: true });
  for (const m of ALL) {
    const target = path.join(filesDir, m.id);
    const present = await stat(target).then(
      (s) => s.size === m.bytes.length,
      () => false,
    );
    if (!present) await writeFile(target, m.bytes);
  }
};
