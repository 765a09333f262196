import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * DejaVu Sans and its bold (npm `dejavu-fonts-ttf`, a free licence: Bitstream Vera and its
 * derivatives), TrueType with Cyrillic, read once on the first certificate and kept.
 */
const folder = (): string =>
  path.join(path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");

let fonts: { readonly regular: Uint8Array; readonly bold: Uint8Array } | null = null;

export const certificateFonts = (): { readonly regular: Uint8Array; readonly bold: Uint8Array } => {
  fonts ??= {
    regular: readFileSync(path.join(folder(), "DejaVuSans.ttf")),
    bold: readFileSync(path.join(folder(), "DejaVuSans-Bold.ttf")),
  };
  return fonts;
};
