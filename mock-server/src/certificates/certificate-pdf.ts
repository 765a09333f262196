import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import QRCode from "qrcode";
import type { CertificateRecord } from "./certificate-record";
import { certificateFonts } from "./certificate-font";
import type { CoverImage } from "./certificate-style";

/** What the course's style gives the certificate (certificate-style.ts). */
export type CertificateLook = { readonly accent: string | null; readonly cover: CoverImage | null };

/** The accent as pdf-lib's colour: the course's (certificate-style.ts), else the platform's blue. */
const accentOf = (hex: string | null): RGB => {
  if (hex === null) return rgb(0.16, 0.33, 0.72);
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return rgb(r ?? 0, g ?? 0, b ?? 0);
};

const dateRu = (iso: string): string =>
  new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );

const centred = (page: PDFPage, text: string, y: number, size: number, font: PDFFont, color: RGB): void => {
  // Shrink a long line (a long course name) to the page's width rather than run off it.
  const room = page.getWidth() - 120;
  const fitted = Math.min(size, (size * room) / Math.max(1, font.widthOfTextAtSize(text, size)));
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size: fitted, font, color });
};

/**
 * The certificate as an A4 landscape PDF (issue #36): the school, the document ("с отличием" when
 * earned), the student, the course, the date, the number, and a QR code of the verification address,
 * framed in the course's accent colour, with its cover when that is an uploaded picture.
 */
export const certificatePdf = async (
  c: CertificateRecord,
  verificationUrl: string,
  look: CertificateLook,
): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${c.document} ${c.number}`);
  doc.setAuthor(c.school_name);
  doc.setSubject(c.course_name);
  const { regular, bold } = certificateFonts();
  const font = await doc.embedFont(regular, { subset: true });
  const heavy = await doc.embedFont(bold, { subset: true });
  const page = doc.addPage([842, 595]);
  const accent = accentOf(look.accent);
  const ink = rgb(0.12, 0.12, 0.16);
  const muted = rgb(0.4, 0.4, 0.45);

  page.drawRectangle({ x: 0, y: 0, width: 842, height: 595, color: rgb(1, 1, 1) });
  page.drawRectangle({ x: 0, y: 555, width: 842, height: 40, color: accent });
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 515, borderColor: accent, borderWidth: 2 });

  centred(page, c.school_name, 505, 14, font, muted);
  centred(page, c.document.toUpperCase(), 440, 30, heavy, accent);
  if (c.honours) centred(page, "с отличием", 408, 20, heavy, accent);
  centred(page, "Настоящим подтверждается, что", 360, 14, font, muted);
  centred(page, c.student_name, 318, 30, heavy, ink);
  centred(page, "успешно завершил(а) курс", 280, 14, font, muted);
  centred(page, `«${c.course_name}»`, 244, 22, heavy, ink);

  page.drawText(`Дата выдачи: ${dateRu(c.issued_at)}`, { x: 60, y: 110, size: 12, font, color: ink });
  page.drawText(`Номер: ${c.number}`, { x: 60, y: 88, size: 12, font: heavy, color: ink });
  page.drawText("Проверить подлинность:", { x: 60, y: 62, size: 10, font, color: muted });
  page.drawText(verificationUrl, { x: 60, y: 46, size: 10, font, color: accent });

  if (look.cover !== null) {
    // A broken upload is no reason to refuse the certificate: it is drawn without its cover.
    const cover = await (
      look.cover.kind === "png" ? doc.embedPng(look.cover.bytes) : doc.embedJpg(look.cover.bytes)
    ).catch(() => null);
    if (cover !== null) {
      const scaled = cover.scaleToFit(150, 84);
      page.drawImage(cover, { x: 60, y: 190 - scaled.height / 2, width: scaled.width, height: scaled.height });
    }
  }

  const qr = await doc.embedPng(
    await QRCode.toBuffer(verificationUrl, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 6 }),
  );
  page.drawImage(qr, { x: 842 - 60 - 130, y: 44, width: 130, height: 130 });
  return doc.save();
};
