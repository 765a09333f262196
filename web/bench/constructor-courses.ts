// The courses `npm run bench:constructor` measures (issue #29): 30,000 mixed blocks as 3 sections × 10
// lessons × 1,000 blocks, and as 291 lessons (290 of 100 blocks and a last one of 1,000). The blocks
// are of every kind, with content like the seed's (mock-server/src/seed): plain and rich texts, tests
// with questions, videos by link, media blocks with a file reference, free tasks.
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from "@app/domain/api/authoring";
import { emptyCourseBody } from "@app/domain/api/course-content";
import type { BlockContent, MediaKind } from "@app/domain/course/block-content";
import type { ModuleSnapshot } from "@app/domain/course/course-snapshot";
import type { FileRef } from "@app/domain/course/ids";
import type { ContentBlock } from "@app/domain/course/structure";

/** A course to build: its name, and per section the block counts of its lessons. */
export type CourseShape = {
  readonly key: string;
  readonly name: string;
  readonly sections: ReadonlyArray<ReadonlyArray<number>>;
};

/** The lesson the bench switches to and edits in: 1,000 blocks, not the first one shown. */
export type ShapeTargets = { readonly bigLesson: string; readonly bigSection: string; readonly firstLesson: string };

export const lessonName = (section: number, lesson: number): string => `Урок ${section + 1}.${lesson + 1}`;

export const SHAPES: ReadonlyArray<CourseShape & { readonly targets: ShapeTargets }> = [
  {
    key: "3x10x1000",
    name: "Большой курс: 3 × 10 × 1000",
    sections: Array.from({ length: 3 }, () => Array.from({ length: 10 }, () => 1000)),
    // Every lesson holds 1,000 blocks: the first one opens, the bench switches to the second.
    targets: { firstLesson: lessonName(0, 0), bigSection: "Раздел 1", bigLesson: lessonName(0, 1) },
  },
  {
    key: "291-lessons",
    name: "Большой курс: 291 урок",
    // 10 sections of 29 lessons of 100 blocks, the last section with one more lesson of 1,000.
    sections: Array.from({ length: 10 }, (_, s) => [
      ...Array.from({ length: 29 }, () => 100),
      ...(s === 9 ? [1000] : []),
    ]),
    targets: { firstLesson: lessonName(0, 0), bigSection: "Раздел 10", bigLesson: lessonName(9, 29) },
  },
];

export const blockCount = (shape: CourseShape): number =>
  shape.sections.reduce((n, lessons) => n + lessons.reduce((m, b) => m + b, 0), 0);

/** Uploaded files the server has, one per media kind when it has one (the import keeps only known files). */
export type Files = Readonly<Partial<Record<MediaKind, FileRef>>> & { readonly any: FileRef | null };

const MEDIA: ReadonlyArray<MediaKind> = ["image", "document", "file", "audio", "presentation", "htmlPresentation"];
const VIDEO_LINKS = [
  "https://www.youtube.com/watch?v=rfscVS0vtbw",
  "https://vimeo.com/76979871",
  "https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/",
];

const words = (where: string) =>
  `${where}. Переменная — это имя для значения; тип значения определяет, что с ним можно делать. ` +
  "Цикл for перебирает элементы последовательности, while повторяет код, пока условие истинно.";

const richText = (where: string): string =>
  `<h2>${where}</h2><p>Оператор <strong>if</strong> выполняет код только при <em>истинном</em> условии; ` +
  `<code>elif</code> и <code>else</code> задают другие ветви.</p><ul><li>Сравнения: <code>==</code>, <code>!=</code></li>` +
  `<li>Логика: <code>and</code>, <code>or</code>, <code>not</code></li></ul>` +
  `<p>Подробнее — в <a href="https://docs.python.org/3/">документации</a>.</p>`;

const test = (where: string): BlockContent => ({
  _tag: "test",
  name: `Проверка: ${where}`,
  questions: [
    {
      questionID: "q1",
      text: "Какой тип у значения 3.14?",
      type: "single",
      answers: [
        { answerID: "a1", text: "int", correct: false },
        { answerID: "a2", text: "float", correct: true },
        { answerID: "a3", text: "str", correct: false },
      ],
    },
    {
      questionID: "q2",
      text: "Какие значения имеют тип bool?",
      type: "multiple",
      points: 2,
      explanation: "True и False — единственные значения типа bool.",
      answers: [
        { answerID: "a4", text: "True", correct: true },
        { answerID: "a5", text: "False", correct: true },
        { answerID: "a6", text: "0", correct: false },
      ],
    },
  ],
});

/**
 * The i-th block of a lesson, in a repeating mix of ten: three plain or rich texts, a test, a video
 * by link, an image, another media kind, a free task, a text and a rich text again.
 */
export const mixedBlock = (i: number, where: string, files: Files): BlockContent => {
  const title = `${where}, блок ${i + 1}`;
  const media = (kind: MediaKind): BlockContent => ({ _tag: kind, title, file: files[kind] ?? files.any });
  switch (i % 10) {
    case 0:
    case 7:
      return { _tag: "text", text: words(title) };
    case 1:
    case 9:
      return { _tag: "text", text: richText(title), format: "html" };
    case 2:
      return test(title);
    case 3:
      return { _tag: "video", title, file: null, link: VIDEO_LINKS[i % VIDEO_LINKS.length] ?? "" };
    case 4:
      return media("image");
    case 5:
      return media(MEDIA[Math.floor(i / 10) % MEDIA.length] ?? "file");
    case 6:
      return { _tag: "freeTask", title, text: "Напишите программу и пришлите файл или её текст.", files: [] };
    default:
      return { _tag: "text", text: words(title) };
  }
};

/** The course body of a shape, as an export document (POST /api/courses/import). */
export const exportDocumentOf = (shape: CourseShape, files: Files) => {
  const moduleList: ModuleSnapshot[] = shape.sections.map((lessons, s) => ({
    moduleID: `m${s}`,
    moduleName: `Раздел ${s + 1}`,
    lessons: lessons.map((blocks, l) => ({
      lessonID: `l${s}-${l}`,
      lessonName: lessonName(s, l),
      lessonContent: Array.from({ length: blocks }, (_, b): ContentBlock => ({
        contentBlockID: `b${s}-${l}-${b}`,
        status: "none",
        evaluation: null,
        content: mixedBlock(b, `Урок ${s + 1}.${l + 1}`, files),
      })),
      tasks: [],
      is_trial: false,
      isEndedByUser: false,
      status: "not_started",
      statistics: null,
    })),
  }));
  return {
    format: EXPORT_FORMAT,
    format_version: EXPORT_FORMAT_VERSION,
    course: { ...emptyCourseBody(shape.key, shape.name), moduleList },
  };
};

const bearer = (token: string) => ({ "content-type": "application/json", authorization: `Bearer ${token}` });

export const login = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@demo.ru", password: "demo123" }),
  });
  const body = (await answer.json()) as { tokens: { token: string } };
  return body.tokens.token;
};

type Exported = {
  course: { moduleList: ReadonlyArray<{ lessons: ReadonlyArray<{ lessonContent: ReadonlyArray<ContentBlock> }> }> };
};

/** The seeded files of the owner's courses (the demo course with every block kind has one per media kind). */
export const seededFiles = async (url: string, token: string): Promise<Files> => {
  const list = (await (await fetch(`${url}/api/created-courses?per_page=100`, { headers: bearer(token) })).json()) as {
    data: ReadonlyArray<{ id: number | string }>;
  };
  const found: Partial<Record<MediaKind, FileRef>> = {};
  let any: FileRef | null = null;
  for (const { id } of list.data) {
    const doc = (await (await fetch(`${url}/api/courses/${id}/export`, { headers: bearer(token) })).json()) as Exported;
    for (const module of doc.course.moduleList)
      for (const lesson of module.lessons)
        for (const { content } of lesson.lessonContent)
          if ("file" in content && content.file !== null && content._tag !== "video") {
            found[content._tag] ??= content.file;
            any ??= content.file;
          }
    if (MEDIA.every((kind) => found[kind] !== undefined)) break;
  }
  return { ...found, any };
};

/** Imports a shape as a new course of the owner; answers its id. */
export const importShape = async (url: string, token: string, shape: CourseShape, files: Files): Promise<number> => {
  const payload = JSON.stringify(exportDocumentOf(shape, files));
  const answer = await fetch(`${url}/api/courses/import`, { method: "POST", headers: bearer(token), body: payload });
  if (answer.status !== 201)
    throw new Error(`import answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  const body = (await answer.json()) as { data: { course_id: number } };
  console.log(
    `\n== ${shape.name}: ${blockCount(shape)} mixed blocks in ${shape.sections.flat().length} lessons ` +
      `(${(payload.length / 1024 / 1024).toFixed(1)} MB of JSON), course ${body.data.course_id}`,
  );
  return body.data.course_id;
};
