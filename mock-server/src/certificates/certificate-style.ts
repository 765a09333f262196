import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AboutStyle } from "@app/domain/course/about";
import type { DbData } from "../store/db-schema";

const HEX = /#([0-9a-f]{6})\b/i;

/** The text of an SVG `data:` URL (base64 or percent-encoded), or null for anything else. */
const svgText = (url: string): string | null => {
  const match = /^data:image\/svg\+xml(;base64)?,(.*)$/s.exec(url);
  if (match === null) return null;
  const [, base64, payload = ""] = match;
  try {
    return base64 === undefined ? decodeURIComponent(payload) : Buffer.from(payload, "base64").toString("utf8");
  } catch {
    return null;
  }
};

/**
 * The certificate's accent colour from the course's style (SPEC §3): its `button_color` when that is
 * a `#rrggbb` colour, else the first such colour an SVG cover paints (the demo covers are one), else null.
 */
export const accentHex = (style: AboutStyle | null): string | null => {
  if (style === null) return null;
  const button = /^#?([0-9a-f]{6})$/i.exec(style.button_color.trim());
  if (button !== null) return `#${button[1]?.toLowerCase()}`;
  const found = HEX.exec(svgText(style.cover) ?? "");
  return found === null ? null : `#${found[1]?.toLowerCase()}`;
};

/** An uploaded PNG or JPEG cover (`/api/files/{id}`), to draw on the certificate; null otherwise. */
export type CoverImage = { readonly kind: "png" | "jpg"; readonly bytes: Uint8Array };

export const coverImage = async (
  db: DbData,
  filesDir: string,
  style: AboutStyle | null,
): Promise<CoverImage | null> => {
  const id = /^\/api\/files\/([^/?#]+)$/.exec(style?.cover ?? "")?.[1];
  const record = id === undefined ? undefined : db.files.find((f) => f.id === id);
  if (record === undefined) return null;
  const kind = record.mime === "image/png" ? "png" : record.mime === "image/jpeg" ? "jpg" : null;
  if (kind === null) return null;
  try {
    return { kind, bytes: await readFile(path.join(filesDir, path.basename(record.stored_name))) };
  } catch {
    return null;
  }
};
