import type { Page } from "@playwright/test";

/**
 * Every string a user or a screen reader meets is Russian (issue #17): the visible text, the
 * accessible names (aria-label, title, alt) and the placeholders are scanned for Latin-script words.
 * Allowed: e-mail addresses and links, brand and product names of the demo courses, the phone field's
 * country codes, keyboard keys and file formats. Text people typed (marked translate="no", as course
 * and file names are) is theirs and is left out.
 */
export const ALLOWED_LATIN_WORDS: ReadonlySet<string> = new Set([
  // product and brand names in the demo courses and the landing page
  "Python",
  "TypeScript",
  "JavaScript",
  "React",
  "SQL",
  "UX",
  "UI",
  "Figma",
  "Agile",
  "Kanban",
  "Excel",
  "SMM",
  "HTML",
  "CSS",
  "IT",
  // the video services a video block's link may point to (its field: «Ссылка на видео (YouTube, Vimeo, RuTube)»)
  "YouTube",
  "Vimeo",
  "RuTube",
  // the label GUIDE fixes for the e-mail field, and the phone field's country codes (ISO 3166)
  "E-mail",
  "e-mail",
  "Email",
  "RU",
  "KZ",
  "BY",
  "GE",
  "US",
  // the term Russian legal texts use for browser cookies («файлы cookie»)
  "cookie",
  // keyboard shortcuts shown beside buttons (GUIDE: Ctrl+Z, Ctrl+Shift+Z; the toast region's Alt+T)
  "Ctrl",
  "Shift",
  "Alt",
  "Z",
  "T",
  // the rich editor's heading glyphs H2 and H3 (the buttons' names are Russian: Заголовок, Подзаголовок)
  "H",
  // file formats
  "PDF",
  "PNG",
  "JPEG",
  "JPG",
  "WebP",
  "GIF",
  "MP3",
  "MP4",
  "ZIP",
  "JSON",
  "SVG",
  "CSV",
  // the QR code a certificate carries («рядом с QR-кодом»)
  "QR",
  // issue #38: the systems and the format a course comes from («IMS Common Cartridge (.imscc) … резервную копию Moodle»)
  "IMS",
  "Common",
  "Cartridge",
  "imscc",
  "Moodle",
  "Canvas",
  // issue #37: the calendar apps the deadlines' address is for («в календарь (Google, Яндекс, Apple, Outlook)»)
  "Google",
  "Apple",
  "Outlook",
]);

/** The Latin-script words of what the page shows and names, without e-mails, links and what people typed. */
const latinWordsOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll<HTMLElement>("[aria-label], [title], [placeholder], img[alt]")) {
      if (el.closest('[translate="no"]') !== null) continue;
      for (const attribute of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(attribute);
        if (value !== null) texts.push(value);
      }
    }
    const words = (text: string): string[] =>
      text
        .replace(/\S+@\S+/g, " ")
        .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
        .replace(/\/[\w/.-]+/g, " ")
        .match(/[A-Za-z]+(?:-[A-Za-z]+)*/g) ?? [];
    // What people typed (course names, marked translate="no") is theirs, not the interface's.
    const typed = new Set(
      [...document.querySelectorAll<HTMLElement>('[translate="no"]')].flatMap((el) => words(el.innerText)),
    );
    return [...new Set(words(texts.join("\n")))].filter((word) => !typed.has(word));
  });

/** The page's Latin-script words that are not on the allow-list: each one is a string left untranslated. */
export const untranslatedWords = async (page: Page): Promise<string[]> =>
  (await latinWordsOf(page)).filter((word) => !ALLOWED_LATIN_WORDS.has(word));
