import type { FileRef } from "@app/domain/course/ids";
import { SEED_MEDIA, type SeedMedia } from "./seed-media";

/**
 * Covers and portraits are small SVGs carried as data: URLs (images may be data: under the CSP).
 * The lesson media are real files (seed-media.ts), since audio, video and frames may not be data:.
 */
const dataUrl = (mime: string, text: string): string =>
  `data:${mime};base64,${Buffer.from(text, "utf8").toString("base64")}`;

/** Characters of a cover's line at 36 px (about 560 of the 640 px), and at most this many lines. */
const LINE = 26;
const LINES = 3;

const escapeXml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A title in lines of whole words; a word or a last line that does not fit ends in `…` (never cut at both edges). */
export const coverLines = (title: string): string[] => {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LINE) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const fit = (line: string): string => (line.length > LINE ? `${line.slice(0, LINE - 1)}…` : line);
  if (lines.length <= LINES) return lines.map(fit);
  const kept = lines.slice(0, LINES);
  return [...kept.slice(0, -1).map(fit), `${(kept.at(-1) ?? "").slice(0, LINE - 1)}…`];
};

/** The cover's text: one line as it always was; a longer title in centred lines that fit the width. */
const coverText = (title: string): string => {
  const lines = coverLines(title);
  const attributes = `font-family="sans-serif" font-size="36" fill="#ffffff" text-anchor="middle"`;
  if (lines.length === 1 && lines[0] === title) return `<text x="320" y="190" ${attributes}>${escapeXml(title)}</text>`;
  const top = 190 - ((lines.length - 1) * 44) / 2;
  const spans = lines.map((line, i) => `<tspan x="320" y="${top + i * 44}">${escapeXml(line)}</tspan>`).join("");
  return `<text ${attributes}>${spans}</text>`;
};

const svg = (title: string, color: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${color}"/>` +
  `${coverText(title)}</svg>`;

const ref = (media: SeedMedia): FileRef => ({
  id: media.id,
  name: media.name,
  url: `/api/files/${media.id}`,
  size: media.bytes.length,
});

/** A cover image for a course: its name on a coloured background. */
export const coverUrl = (title: string, color: string): string => dataUrl("image/svg+xml", svg(title, color));

/** The media of "Основы Python", one per media block kind: real files served by GET /api/files/{id}. */
export const PYTHON_MEDIA = {
  image: ref(SEED_MEDIA.image),
  video: ref(SEED_MEDIA.video),
  document: ref(SEED_MEDIA.document),
  htmlPresentation: ref(SEED_MEDIA.htmlPresentation),
  file: ref(SEED_MEDIA.file),
  audio: ref(SEED_MEDIA.audio),
  presentation: ref(SEED_MEDIA.presentation),
} as const;
