import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import { OPS, getDocument, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { SHOTS, shot } from "./screens";

/**
 * A certificate's PDF read back as a reader would (issue #36): its text with PDF.js's text
 * extractor, and the QR code decoded with jsQR from the image the PDF paints on its page.
 */
export type ReadPdf = { readonly text: string; readonly qr: ReadonlyArray<string> };

type RawImage = { readonly width: number; readonly height: number; readonly data: Uint8Array | Uint8ClampedArray };

const isRawImage = (value: unknown): value is RawImage =>
  typeof value === "object" &&
  value !== null &&
  "width" in value &&
  "height" in value &&
  "data" in value &&
  typeof value.width === "number" &&
  typeof value.height === "number" &&
  value.data instanceof Uint8Array;

/** The pixels of one painted image as RGBA, whatever its channels (grey, RGB, RGBA). */
const rgbaOf = (image: RawImage): Uint8ClampedArray => {
  const pixels = image.width * image.height;
  const channels = Math.round(image.data.length / pixels);
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let p = 0; p < pixels; p += 1) {
    for (let c = 0; c < 3; c += 1) rgba[p * 4 + c] = image.data[p * channels + (channels >= 3 ? c : 0)] ?? 0;
    rgba[p * 4 + 3] = 255;
  }
  return rgba;
};

const imageOf = (page: PDFPageProxy, name: string): Promise<unknown> =>
  new Promise((resolve) => {
    page.objs.get(name, resolve);
  });

/** Every QR code found in the images the page paints. */
const qrCodesOf = async (page: PDFPageProxy): Promise<string[]> => {
  const ops = await page.getOperatorList();
  const found: string[] = [];
  for (const [index, fn] of ops.fnArray.entries()) {
    if (fn !== OPS.paintImageXObject) continue;
    const args: unknown = ops.argsArray[index];
    const name = Array.isArray(args) && typeof args[0] === "string" ? args[0] : null;
    if (name === null) continue;
    const image = await imageOf(page, name);
    if (!isRawImage(image)) continue;
    const code = jsQR(rgbaOf(image), image.width, image.height);
    if (code !== null) found.push(code.data);
  }
  return found;
};

export const readPdf = async (bytes: Buffer): Promise<ReadPdf> => {
  const doc = await getDocument({ data: new Uint8Array(bytes), isOffscreenCanvasSupported: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
  const qr = await qrCodesOf(page);
  await doc.destroy();
  return { text, qr };
};

const require = createRequire(import.meta.url);

/**
 * With SHOTS=1: the PDF's first page rendered by PDF.js in Chromium, pictured as `name`. PDF.js and
 * its worker run in the page (the worker on the main thread), on a blank page of its own.
 */
export const shotPdf = async (page: Page, bytes: Buffer, name: string): Promise<void> => {
  if (!SHOTS) return;
  await page.setContent("<!doctype html><body style='margin:0;background:#888'><canvas></canvas></body>");
  await page.addScriptTag({ path: require.resolve("pdfjs-dist/build/pdf.worker.min.mjs"), type: "module" });
  await page.addScriptTag({ path: require.resolve("pdfjs-dist/build/pdf.min.mjs"), type: "module" });
  // Inline module scripts run after the tag is in: wait for both to have set their globals.
  await page.waitForFunction(() => "pdfjsLib" in globalThis && "pdfjsWorker" in globalThis);
  await page.evaluate(async (base64) => {
    type Lib = typeof import("pdfjs-dist");
    const lib = (globalThis as unknown as { pdfjsLib: Lib }).pdfjsLib;
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const doc = await lib.getDocument({ data }).promise;
    const pdfPage = await doc.getPage(1);
    const viewport = pdfPage.getViewport({ scale: 1.5 });
    const canvas = document.querySelector("canvas");
    if (canvas === null) return;
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await pdfPage.render({ canvas, viewport }).promise;
  }, bytes.toString("base64"));
  await shot(page.locator("canvas"), name);
};
