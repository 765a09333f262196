import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from "@app/domain/api/authoring";
import type { LessonSnapshot } from "@app/domain/course/course-snapshot";
import type { ProviderStateInjectedValue } from "@pact-foundation/pact";

/** Temporary ids the constructor gives new items (UUIDs); the server answers them with decimal ids. */
export const TEMP = {
  module: "6f1c2a60-5b3e-4c59-9d3a-0a8e2f4b7c11",
  lesson: "0d7e4b2a-91c3-4f6e-8a25-3c9b1e6d5f22",
  block: "b84f0c3e-2a7d-4e91-b6c5-7d2e9a1f3c33",
} as const;

type ContentIds = { readonly module: string; readonly lesson: string; readonly block: string };

const lesson = (lessonID: string, blockID: string): LessonSnapshot => ({
  lessonID,
  lessonName: "Что такое машинное обучение",
  lessonContent: [
    {
      contentBlockID: blockID,
      status: "none",
      evaluation: null,
      content: { _tag: "text", text: "Машинное обучение — это поиск закономерностей в данных." },
    },
  ],
  tasks: [],
  is_trial: true,
  isEndedByUser: false,
  status: "not_started",
  statistics: null,
});

/** A draft that passes the publish checks: one module with one text lesson. */
export const draftBody = (courseID: string, ids: ContentIds = TEMP): CourseBody => {
  const empty = emptyCourseBody(courseID, "Машинное обучение");
  return {
    ...empty,
    general: {
      ...empty.general,
      summary: "Основы машинного обучения за четыре недели.",
      category: { id: "1", name: "Программирование" },
      advantages: [
        { id: "1", description: "Короткие уроки" },
        { id: "2", description: "Проверка заданий" },
        { id: "3", description: "Доступ навсегда" },
      ],
    },
    additional: {
      ...empty.additional,
      completionDoc: { id: "2", name: "Сертификат о прохождении курса" },
      practiceType: { id: "3", name: "Практические задания с проверкой" },
    },
    style: {
      ...empty.style,
      cover: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
    },
    moduleList: [{ moduleID: ids.module, moduleName: "Введение", lessons: [lesson(ids.lesson, ids.block)] }],
  };
};

/** `draftBody` whose lesson has a second text block (issue #29: a block's move is sent as an order step). */
export const twoBlockDraftBody = (courseID: string): CourseBody => {
  const body = draftBody(courseID);
  const second = {
    contentBlockID: "c2a9e1f4-7b3d-4a58-9e6c-1f0d2b8a4e44",
    status: "none" as const,
    evaluation: null,
    content: { _tag: "text" as const, text: "Обучение с учителем и без учителя." },
  };
  return {
    ...body,
    moduleList: body.moduleList.map((m) => ({
      ...m,
      lessons: m.lessons.map((l) => ({ ...l, lessonContent: [...l.lessonContent, second] })),
    })),
  };
};

/** The provider state of a two-block draft answers these (the ids the server gave). */
export const TWO_BLOCK_DRAFT = "authoring: the owner is signed in and has a draft whose lesson has two text blocks";

/** `draftBody` as the server stores it: server ids, and each lesson's statistics at their defaults. */
export const storedDraftBody = (courseID: string, ids: ContentIds): CourseBody => {
  const body = draftBody(courseID, ids);
  const statistics = {
    id: null,
    course_id: courseID,
    section_id: ids.module,
    start_date: null,
    end_date: null,
    blocks: [],
  };
  return {
    ...body,
    moduleList: body.moduleList.map((m) => ({ ...m, lessons: m.lessons.map((l) => ({ ...l, statistics })) })),
  };
};

/** An export document of `draftBody`, with one block of a kind this server does not know. */
export const exportWithUnknownBlock = () => {
  const course = draftBody("1", { module: "1", lesson: "1", block: "1" });
  const [module] = course.moduleList;
  const [first] = module?.lessons ?? [];
  const hologram = {
    contentBlockID: "2",
    status: "none",
    evaluation: null,
    content: { _tag: "hologram", scene: "Модель нейрона" },
  };
  const lessons = first === undefined ? [] : [{ ...first, lessonContent: [...first.lessonContent, hologram] }];
  return {
    format: EXPORT_FORMAT,
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: "2026-11-20T10:00:00.000Z",
    course: { ...course, moduleList: [{ moduleID: "1", moduleName: "Введение", lessons }] },
  };
};

/**
 * The path of a course a provider state creates: the example id on the consumer side, the state's
 * `courseId` on the provider side, and a regex (not a type match) so that only course paths match.
 */
export const statePath = (suffix: string, example: number): ProviderStateInjectedValue<string> & { regex: string } => ({
  "pact:matcher:type": "regex",
  regex: `^/api/courses/\\d+${suffix.replace(/[/.]/g, "\\$&")}$`,
  "pact:generator:type": "ProviderState",
  expression: `/api/courses/\${courseId}${suffix}`,
  value: `/api/courses/${example}${suffix}`,
});

/** The provider state that mints an access token and revokes its session (authoring-states.ts). */
export const REVOKED_SESSION = "authoring: the owner's session has been revoked";
