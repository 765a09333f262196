import type { CourseBody } from "@app/domain/api/course-content";
import { byContent, type BlockContent } from "@app/domain/course/block-content";
import type { FileRef } from "@app/domain/course/ids";
import type { ContentBlock } from "@app/domain/course/structure";
import { qtiAssessment } from "./qti-write";
import { GENERATOR, PLAIN_TEXT_OPEN } from "./web-content";
import { esc, XML_HEAD } from "./xml-write";

/** The bytes of a file of this server, or undefined when it is gone. */
export type FileBytes = (file: FileRef) => Promise<Uint8Array | undefined>;

type Resource = {
  readonly identifier: string;
  readonly type: string;
  readonly href?: string;
  readonly files: string[];
};
type Writer = {
  readonly files: Map<string, Uint8Array>;
  readonly resources: Resource[];
  readonly bytesOf: FileBytes;
  next: number;
};

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

/** A file name safe as one path segment of the package. */
const segment = (name: string): string =>
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a path segment may not hold
  name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").replace(/^\.+/, "_") || "file";

const page = (title: string, body: string): string =>
  `<!DOCTYPE html>\n<html><head><meta charset="utf-8">${GENERATOR}<title>${esc(title)}</title></head><body>${body}</body></html>\n`;

const add = (w: Writer, resource: Resource, files: ReadonlyArray<readonly [string, Uint8Array]>): string => {
  for (const [path, bytes] of files) w.files.set(path, bytes);
  w.resources.push(resource);
  return resource.identifier;
};

const leaf = (ref: string, title: string): string =>
  `<item identifier="i-${esc(ref)}" identifierref="${esc(ref)}"><title>${esc(title)}</title></item>`;

/**
 * One block as a resource (and its item). The identifier carries the block's kind (`cp-video-3`),
 * the hint our import reads back where a file's name alone would not tell (a PDF in a «Файл» block).
 */
const blockResource = async (w: Writer, block: ContentBlock): Promise<string> => {
  const n = ++w.next;
  const dir = `r${n}`;
  const content: BlockContent = block.content;
  const id = `cp-${content._tag}-${n}`;
  return byContent<Promise<string>>(content, {
    text: async (t) => {
      const body = t.format === "html" ? t.text : `${PLAIN_TEXT_OPEN}${esc(t.text)}</pre>`;
      const href = `${dir}/page.html`;
      add(w, { identifier: id, type: "webcontent", href, files: [href] }, [[href, text(page("Текст", body))]]);
      return leaf(id, "Текст");
    },
    test: async (test) => {
      const href = `${dir}/assessment.xml`;
      add(w, { identifier: id, type: "imsqti_xmlv1p2/imscc_xmlv1p3/assessment", files: [href] }, [
        [href, text(qtiAssessment(id, test.name, test.questions))],
      ]);
      return leaf(id, test.name);
    },
    freeTask: async (task) => {
      const attachments: Array<readonly [string, Uint8Array]> = [];
      for (const [i, file] of task.files.entries()) {
        const bytes = await w.bytesOf(file);
        if (bytes !== undefined) attachments.push([`files/${i + 1}/${segment(file.name)}`, bytes]);
      }
      const xml =
        XML_HEAD +
        `<assignment xmlns="http://www.imsglobal.org/xsd/imscc_extensions/assignment" identifier="${id}">` +
        `<title>${esc(task.title)}</title><text texttype="text/plain">${esc(task.text)}</text>` +
        `<attachments>${attachments.map(([href]) => `<attachment href="${esc(href)}" role="All"/>`).join("")}</attachments>` +
        "<gradable>false</gradable></assignment>";
      const href = `${dir}/assignment.xml`;
      add(
        w,
        { identifier: id, type: "assignment_xmlv1p0", href, files: [href, ...attachments.map(([p]) => `${dir}/${p}`)] },
        [[href, text(xml)], ...attachments.map(([p, bytes]) => [`${dir}/${p}`, bytes] as const)],
      );
      return leaf(id, task.title);
    },
    media: async (media) => {
      const bytes = media.file === null ? undefined : await w.bytesOf(media.file);
      if (media.file !== null && bytes !== undefined) {
        const href = `${dir}/${segment(media.file.name)}`;
        add(w, { identifier: id, type: "webcontent", href, files: [href] }, [[href, bytes]]);
        return leaf(id, media.title);
      }
      const link = media._tag === "video" ? (media.link ?? "") : "";
      if (link === "") return "";
      const href = `${dir}/weblink.xml`;
      const xml =
        XML_HEAD +
        `<webLink xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imswl_v1p3"><title>${esc(media.title)}</title><url href="${esc(link)}"/></webLink>`;
      add(w, { identifier: id, type: "imswl_xmlv1p3", files: [href] }, [[href, text(xml)]]);
      return leaf(id, media.title);
    },
  });
};

const blocks = async (w: Writer, list: ReadonlyArray<ContentBlock>): Promise<string> => {
  const items: string[] = [];
  for (const block of list) items.push(await blockResource(w, block));
  return items.join("");
};

const folder = (w: Writer, title: string, inner: string): string =>
  `<item identifier="f${++w.next}"><title>${esc(title)}</title>${inner}</item>`;

const resourceXml = (r: Resource): string =>
  `<resource identifier="${esc(r.identifier)}" type="${r.type}"${r.href === undefined ? "" : ` href="${esc(r.href)}"`}>${r.files
    .map((f) => `<file href="${esc(f)}"/>`)
    .join("")}</resource>`;

const SCHEMA_LOCATION = [
  "http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_imscp_v1p2_v1p0.xsd",
  "http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest http://www.imsglobal.org/profile/cc/ccv1p3/LOM/ccv1p3_lommanifest_v1p0.xsd",
].join(" ");

/**
 * A course as the files of an IMS Common Cartridge 1.3: imsmanifest.xml (LOM title, one rooted
 * organization: a folder per section, a folder per lesson holding its blocks and a folder per task,
 * a resource per block) and the resources: a page per text, the file of a media block, a web link
 * for a video link, a QTI 1.2 assessment per test, an assignment (CC 1.3 extension) per free task.
 */
export const cartridgeFiles = async (course: CourseBody, bytesOf: FileBytes): Promise<Map<string, Uint8Array>> => {
  const w: Writer = { files: new Map(), resources: [], bytesOf, next: 0 };
  const sections: string[] = [];
  for (const module of course.moduleList) {
    const lessons: string[] = [];
    for (const lesson of module.lessons) {
      const tasks: string[] = [];
      for (const task of lesson.tasks) tasks.push(folder(w, task.name, await blocks(w, task.taskContent)));
      lessons.push(folder(w, lesson.lessonName, (await blocks(w, lesson.lessonContent)) + tasks.join("")));
    }
    sections.push(folder(w, module.moduleName, lessons.join("")));
  }
  const manifest =
    XML_HEAD +
    [
      `<manifest identifier="cp-course" xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1" xmlns:lomimscc="http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${SCHEMA_LOCATION}">`,
      "<metadata><schema>IMS Common Cartridge</schema><schemaversion>1.3.0</schemaversion>",
      `<lomimscc:lom><lomimscc:general><lomimscc:title><lomimscc:string>${esc(course.general.name.value)}</lomimscc:string></lomimscc:title></lomimscc:general></lomimscc:lom>`,
      "</metadata>",
      `<organizations><organization identifier="org" structure="rooted-hierarchy"><item identifier="root">${sections.join("\n")}</item></organization></organizations>`,
      `<resources>${w.resources.map(resourceXml).join("\n")}</resources>`,
      "</manifest>",
    ].join("\n");
  return new Map([["imsmanifest.xml", text(manifest)], ...w.files]);
};
