import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import type { ImportCounts, ImportSkip } from "@app/domain/api/authoring";
import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import {
  AboutAdditional,
  AboutGeneral,
  AboutStyle,
  AudienceFields,
  ItemStatus,
  ProgramFields,
  ResultFields,
  TeacherFields,
} from "@app/domain/course/about";
import { BLOCK_KINDS, BlockContent, byContent } from "@app/domain/course/block-content";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "@app/domain/course/course-snapshot";
import { refusedLinks } from "@app/domain/course/rich-text";
import { CourseSettings } from "@app/domain/course/settings";
import type { ContentBlock } from "@app/domain/course/structure";
import { LIMITS } from "@app/domain/constants";
import { IMPORT_MESSAGES } from "./import-messages";
import { sanitizeAdditional } from "./save-rules";

/** What a tolerant read of an export document's course gives: the body (temporary ids), counts and what was left out. */
export type ImportPlan = {
  readonly course: CourseBody;
  readonly imported: ImportCounts;
  readonly skipped: ReadonlyArray<ImportSkip>;
};

type Reader = {
  readonly skipped: ImportSkip[];
  readonly blocks: Record<string, number>;
  readonly fileExists: (id: string) => boolean;
  readonly tmp: () => string;
};

const decode = <S extends Schema.Decoder<unknown>>(schema: S, value: unknown): S["Type"] | undefined => {
  const result = Schema.decodeUnknownResult(schema)(value);
  return Result.isSuccess(result) ? result.success : undefined;
};

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? Reflect.get(value, key) : undefined;
const arrayAt = (value: unknown, key: string): ReadonlyArray<unknown> => {
  const list = field(value, key);
  return Array.isArray(list) ? list : [];
};

/** A name within its limit: longer ones are cut, and the report says so. */
const limited = (reader: Reader, path: string, text: string, max: number): string => {
  if (text.length <= max) return text;
  reader.skipped.push({ path, reason: IMPORT_MESSAGES.truncated(max) });
  return text.slice(0, max);
};

/** A section decoded whole, or its default with a report line. */
const section = <S extends Schema.Decoder<unknown>>(
  reader: Reader,
  raw: unknown,
  key: string,
  schema: S,
  fallback: S["Type"],
): S["Type"] => {
  const value = decode(schema, field(raw, key));
  if (value !== undefined) return value;
  reader.skipped.push({ path: `course.${key}`, reason: IMPORT_MESSAGES.badSection });
  return fallback;
};

/** The content of a block, with file references that do not exist here taken out (and reported). */
const blockContent = (reader: Reader, path: string, raw: unknown): BlockContent | undefined => {
  const tag = field(field(raw, "content"), "_tag");
  const kind = typeof tag === "string" ? tag : "";
  if (!BLOCK_KINDS.some((k) => k === kind)) {
    reader.skipped.push({ path, reason: IMPORT_MESSAGES.unknownBlock(kind) });
    return undefined;
  }
  const content = decode(BlockContent, field(raw, "content"));
  if (content === undefined) {
    reader.skipped.push({ path, reason: IMPORT_MESSAGES.badBlock(kind) });
    return undefined;
  }
  return byContent<BlockContent>(content, {
    test: (test) => ({
      ...test,
      questions: test.questions.map((q) => ({
        ...q,
        questionID: reader.tmp(),
        answers: q.answers.map((a) => ({ ...a, answerID: reader.tmp() })),
      })),
    }),
    freeTask: (task) => ({
      ...task,
      files: task.files.filter((file, i) => {
        if (reader.fileExists(file.id)) return true;
        reader.skipped.push({ path: `${path}.content.files.${i}`, reason: IMPORT_MESSAGES.missingFile(file.name) });
        return false;
      }),
    }),
    text: (text) => text,
    media: (media) => {
      if (media.file === null || reader.fileExists(media.file.id)) return media;
      reader.skipped.push({ path: `${path}.content.file`, reason: IMPORT_MESSAGES.missingFile(media.file.name) });
      return { ...media, file: null };
    },
  });
};

const blocks = (reader: Reader, path: string, list: ReadonlyArray<unknown>): ContentBlock[] =>
  list.flatMap((raw, i) => {
    const content = blockContent(reader, `${path}.${i}`, raw);
    if (content === undefined) return [];
    reader.blocks[content._tag] = (reader.blocks[content._tag] ?? 0) + 1;
    return [{ contentBlockID: reader.tmp(), status: "none" as const, evaluation: null, content }];
  });

/** A named item (module, lesson, task): skipped with a report when the name is missing. */
const named = (reader: Reader, path: string, raw: unknown, key: string): string | undefined => {
  const name = field(raw, key);
  if (typeof name === "string") return limited(reader, `${path}.${key}`, name, LIMITS.name);
  reader.skipped.push({ path, reason: IMPORT_MESSAGES.missingField(key) });
  return undefined;
};

const task = (reader: Reader, path: string, raw: unknown): TaskSnapshot[] => {
  const name = named(reader, path, raw, "name");
  return name === undefined
    ? []
    : [{ taskID: reader.tmp(), name, taskContent: blocks(reader, `${path}.taskContent`, arrayAt(raw, "taskContent")) }];
};

const lesson = (reader: Reader, path: string, raw: unknown): LessonSnapshot[] => {
  const lessonName = named(reader, path, raw, "lessonName");
  if (lessonName === undefined) return [];
  const trial = field(raw, "is_trial");
  return [
    {
      lessonID: reader.tmp(),
      lessonName,
      lessonContent: blocks(reader, `${path}.lessonContent`, arrayAt(raw, "lessonContent")),
      tasks: arrayAt(raw, "tasks").flatMap((t, i) => task(reader, `${path}.tasks.${i}`, t)),
      is_trial: trial === true,
      isEndedByUser: false,
      status: "not_started",
      statistics: null,
    },
  ];
};

const moduleOf = (reader: Reader, path: string, raw: unknown): ModuleSnapshot[] => {
  const moduleName = named(reader, path, raw, "moduleName");
  if (moduleName === undefined) return [];
  return [
    {
      moduleID: reader.tmp(),
      moduleName,
      lessons: arrayAt(raw, "lessons").flatMap((l, i) => lesson(reader, `${path}.lessons.${i}`, l)),
    },
  ];
};

/** Items of an about list that decode and fit SPEC §9 limits; removed ones are left out quietly. */
const listItems = <S extends Schema.Decoder<unknown>>(
  reader: Reader,
  raw: unknown,
  name: string,
  schema: S,
  limits: ReadonlyArray<readonly [string, number]>,
): Array<S["Type"]> => {
  const items: Array<S["Type"]> = [];
  arrayAt(field(raw, "lists"), name).forEach((item, i) => {
    const path = `course.lists.${name}.${i}`;
    const value = decode(schema, item);
    if (value === undefined) return reader.skipped.push({ path, reason: IMPORT_MESSAGES.badItem });
    if (field(value, "status") === "removed") return;
    const over = limits.find(([key, max]) => String(field(value, key) ?? "").length > max);
    if (over !== undefined)
      return reader.skipped.push({ path: `${path}.${over[0]}`, reason: IMPORT_MESSAGES.tooLong(over[1]) });
    items.push(value);
  });
  return items;
};

const withStatus = <F extends Schema.Struct.Fields>(fields: F) => Schema.Struct({ ...fields, status: ItemStatus });

const lists = (reader: Reader, raw: unknown): CourseBody["lists"] => ({
  teachers: listItems(reader, raw, "teachers", withStatus(TeacherFields.fields), [["name", LIMITS.name]]),
  programs: listItems(reader, raw, "programs", withStatus(ProgramFields.fields), [["name", LIMITS.programName]]),
  results: listItems(reader, raw, "results", withStatus(ResultFields.fields), [
    ["name", LIMITS.resultsName],
    ["description", LIMITS.resultsDescription],
  ]),
  consumers: listItems(reader, raw, "consumers", withStatus(AudienceFields.fields), [
    ["description", LIMITS.consumersDescription],
  ]),
  learns: listItems(reader, raw, "learns", withStatus(AudienceFields.fields), [
    ["description", LIMITS.learnsDescription],
  ]),
});

/** Reports the links of a rich description the sanitizer is about to drop (`javascript:…`). */
const withRefusedLinks = (reader: Reader, additional: AboutAdditional): AboutAdditional => {
  const links = additional.description.format === "html" ? refusedLinks(additional.description.value) : [];
  if (links.length > 0)
    reader.skipped.push({ path: "course.additional.description.value", reason: IMPORT_MESSAGES.linksRemoved(links) });
  return additional;
};

/** Reads the course of an export document tolerantly: whatever can be imported is, the rest is reported. */
export const readImport = (raw: unknown, fileExists: (id: string) => boolean): ImportPlan => {
  let counter = 0;
  const reader: Reader = { skipped: [], blocks: {}, fileExists, tmp: () => `import-${++counter}` };
  const rawName = field(field(field(raw, "general"), "name"), "value");
  const name = typeof rawName === "string" && rawName.trim() !== "" ? rawName.trim() : IMPORT_MESSAGES.defaultName;
  const base = emptyCourseBody("import", limited(reader, "course.general.name.value", name, LIMITS.name));
  const general = section(reader, raw, "general", AboutGeneral, base.general);
  const settings = section(reader, raw, "settings", CourseSettings, base.settings);
  if (settings.accesses.teachers.length > 0)
    reader.skipped.push({ path: "course.settings.accesses.teachers", reason: IMPORT_MESSAGES.teachersDropped });
  if (field(raw, "moduleList") !== undefined && !Array.isArray(field(raw, "moduleList")))
    reader.skipped.push({ path: "course.moduleList", reason: IMPORT_MESSAGES.badSection });
  const moduleList = arrayAt(raw, "moduleList").flatMap((m, i) => moduleOf(reader, `course.moduleList.${i}`, m));
  const course: CourseBody = {
    general: {
      ...general,
      name: base.general.name,
      lastLesson: null,
      testimonials: [],
      students_count: 0,
      has_testimonial_by_auth_user: false,
    },
    // A rich description from a file is sanitized like one saved in the editor (issue #20); the links
    // that drops are named (issue #29).
    additional: sanitizeAdditional(
      withRefusedLinks(reader, section(reader, raw, "additional", AboutAdditional, base.additional)),
    ),
    style: section(reader, raw, "style", AboutStyle, base.style),
    lists: lists(reader, raw),
    settings: { ...settings, accesses: { ...settings.accesses, teachers: [], link: "" } },
    moduleList,
  };
  const lessons = moduleList.flatMap((m) => m.lessons);
  return {
    course,
    imported: {
      modules: moduleList.length,
      lessons: lessons.length,
      tasks: lessons.reduce((n, l) => n + l.tasks.length, 0),
      blocks: reader.blocks,
    },
    skipped: reader.skipped,
  };
};
