import { createHash } from "node:crypto";
import type { BlockContent } from "@app/domain/course/block-content";
import { filesInMemory } from "../package-files";

/**
 * Small hand-written backups in Moodle's layout, for the rules the public fixtures do not exercise
 * (folders, links, other activity modules, Moodle 2.x quizzes, marks that are not whole numbers).
 */
export const esc = (html: string): string => html.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export type Activity = { id: string; section: string; module: string; title: string; xml: string; contextId?: string };
export type File = {
  id: string;
  contextId: string;
  component: string;
  area: string;
  name: string;
  bytes: Uint8Array;
  path?: string;
  sortorder?: number;
  item?: string;
};

export const sha1 = (bytes: Uint8Array): string => createHash("sha1").update(bytes).digest("hex");
export const text = (value: string): Uint8Array => new TextEncoder().encode(value);
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** Another picture: other bytes, so another content hash. */
export const PNG_2 = Uint8Array.from([...PNG, 1]);
export const PDF = text("%PDF-1.4\n%…\n");
export const MP3 = Uint8Array.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 1, 2]);
export const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

export const backup = (options: {
  sections: ReadonlyArray<{ id: string; number: number; name: string; summary?: string; sequence: string }>;
  activities: ReadonlyArray<Activity>;
  files?: ReadonlyArray<File>;
  questions?: string;
  withoutBytes?: ReadonlyArray<string>;
}) => {
  const map = new Map<string, Uint8Array>();
  const activityList = options.activities
    .map(
      (a) =>
        `<activity><moduleid>${a.id}</moduleid><sectionid>${a.section}</sectionid><modulename>${a.module}</modulename><title>${a.title}</title><directory>activities/${a.module}_${a.id}</directory></activity>`,
    )
    .join("");
  const sectionList = options.sections
    .map(
      (s) =>
        `<section><sectionid>${s.id}</sectionid><title>${s.name}</title><directory>sections/section_${s.id}</directory></section>`,
    )
    .join("");
  map.set(
    "moodle_backup.xml",
    text(
      `<?xml version="1.0" encoding="UTF-8"?><moodle_backup><information><original_course_fullname>Курс</original_course_fullname><backup_date>1700000000</backup_date><contents><activities>${activityList}</activities><sections>${sectionList}</sections></contents></information></moodle_backup>`,
    ),
  );
  map.set(
    "course/course.xml",
    text(
      `<course contextid="c0"><fullname>Курс из Moodle</fullname><summary>${esc("<p>О курсе</p><script>x()</script>")}</summary></course>`,
    ),
  );
  for (const s of options.sections)
    map.set(
      `sections/section_${s.id}/section.xml`,
      text(
        `<section id="${s.id}"><number>${s.number}</number><name>${s.name}</name><summary>${esc(s.summary ?? "")}</summary><sequence>${s.sequence}</sequence></section>`,
      ),
    );
  for (const a of options.activities)
    map.set(
      `activities/${a.module}_${a.id}/${a.module}.xml`,
      text(
        `<activity id="1" moduleid="${a.id}" modulename="${a.module}" contextid="${a.contextId ?? `c${a.id}`}"><${a.module} id="1">${a.xml}</${a.module}></activity>`,
      ),
    );
  const fileXml = (options.files ?? [])
    .map((f) => {
      const hash = sha1(f.bytes);
      if (!(options.withoutBytes ?? []).includes(f.name)) map.set(`files/${hash.slice(0, 2)}/${hash}`, f.bytes);
      return `<file id="${f.id}"><contenthash>${hash}</contenthash><contextid>${f.contextId}</contextid><component>${f.component}</component><filearea>${f.area}</filearea><itemid>${f.item ?? 0}</itemid><filepath>${f.path ?? "/"}</filepath><filename>${f.name}</filename><sortorder>${f.sortorder ?? 0}</sortorder></file><file id="d${f.id}"><contenthash>da39a3ee5e6b4b0d3255bfef95601890afd80709</contenthash><contextid>${f.contextId}</contextid><component>${f.component}</component><filearea>${f.area}</filearea><filepath>/</filepath><filename>.</filename></file>`;
    })
    .join("");
  map.set("files.xml", text(`<files>${fileXml}</files>`));
  map.set("questions.xml", text(`<question_categories>${options.questions ?? ""}</question_categories>`));
  return filesInMemory(map);
};

export const answer = (id: string, html: string, fraction: number) =>
  `<answer id="${id}"><answertext>${esc(html)}</answertext><answerformat>1</answerformat><fraction>${fraction}</fraction></answer>`;
export const multichoice = (id: string, name: string, single: 0 | 1, answers: string, defaultmark = 1, picture = "") =>
  `<question id="${id}"><name>${name}</name><questiontext>${esc(`<p>${name}?${picture}</p>`)}</questiontext><questiontextformat>1</questiontextformat><defaultmark>${defaultmark}</defaultmark><qtype>multichoice</qtype><plugin_qtype_multichoice_question><answers>${answers}</answers><multichoice id="1"><single>${single}</single></multichoice></plugin_qtype_multichoice_question></question>`;

export const lessonBlocks = (lesson: { lessonContent: ReadonlyArray<{ content: BlockContent }> } | undefined) =>
  lesson?.lessonContent.map((b) => b.content) ?? [];
export const plainTest = (content: BlockContent | undefined) => {
  if (content?._tag !== "test") throw new Error("a test expected");
  return content.questions.map((q) => ({
    text: q.text,
    type: q.type,
    points: q.points,
    answers: q.answers.map((a) => [a.text, a.correct]),
  }));
};
