import type { FileRef } from "@app/domain/course/ids";

/**
 * Seeded media are small generated files carried as data: URLs, because the seed runs inside a
 * store update with no files directory at hand (seedDemo gets only the store). They render and
 * download like uploads; their ids start with `seed-` and are not rows of `files`.
 */
const dataUrl = (mime: string, text: string): string => `data:${mime};base64,${Buffer.from(text, "utf8").toString("base64")}`;

const svg = (title: string, color: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${color}"/>` +
  `<text x="320" y="190" font-family="sans-serif" font-size="36" fill="#ffffff" text-anchor="middle">${title}</text></svg>`;

/** A 0.1 s silent 8 kHz mono WAV: a real audio file. */
const silentWav = (): string => {
  const samples = 800;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write("WAVEfmt ", 8, "ascii");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(8000, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(samples, 40);
  buffer.fill(128, 44);
  return `data:audio/wav;base64,${buffer.toString("base64")}`;
};

const ref = (id: string, name: string, url: string): FileRef => ({ id: `seed-${id}`, name, url, size: url.length });

/** A cover image for a course: its name on a coloured background. */
export const coverUrl = (title: string, color: string): string => dataUrl("image/svg+xml", svg(title, color));

/** A teacher's portrait placeholder. */
export const avatarUrl = (initials: string): string =>
  dataUrl(
    "image/svg+xml",
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><circle cx="60" cy="60" r="60" fill="#4a6cf7"/><text x="60" y="72" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );

/** The media of "Основы Python", one per media block kind. */
export const PYTHON_MEDIA = {
  image: ref("python-image", "Схема работы интерпретатора.svg", coverUrl("Интерпретатор Python", "#306998")),
  video: ref("python-video", "Установка Python.svg", coverUrl("Видео: установка Python", "#ffd43b")),
  document: ref("python-document", "Шпаргалка по типам.txt", dataUrl("text/plain;charset=utf-8", "int — целые числа\nfloat — дробные\nstr — строки\nbool — True/False\n")),
  htmlPresentation: ref(
    "python-html",
    "Условия.html",
    dataUrl("text/html;charset=utf-8", "<!doctype html><meta charset=utf-8><title>Условия</title><h1>if / elif / else</h1><p>Ветвление программы по условию.</p>"),
  ),
  file: ref("python-file", "hello.py", dataUrl("text/x-python;charset=utf-8", 'print("Привет, мир!")\n')),
  audio: ref("python-audio", "Подкаст о циклах.wav", silentWav()),
  presentation: ref("python-presentation", "Циклы.svg", coverUrl("Циклы for и while", "#4b8bbe")),
} as const;
