import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import { bodyPatch } from "@app/domain/course/body-patch";
import type { LessonSnapshot, ModuleSnapshot } from "@app/domain/course/course-snapshot";
import type { ContentBlock } from "@app/domain/course/structure";
import { makeContent, phrase, pickKind } from "@app/domain/generate/content";
import type { Rng } from "@app/domain/generate/prng";
import { clone } from "@app/domain/model/clone";
import { savePatch } from "../authoring/save-content";
import type { Store } from "../store/store";

type Mutable<T> = {
  -readonly [K in keyof T]: T[K] extends ReadonlyArray<infer U>
    ? Mutable<U>[]
    : T[K] extends object
      ? Mutable<T[K]>
      : T[K];
};
type Body = Mutable<CourseBody>;
type Lesson = Mutable<LessonSnapshot>;
type Module = Mutable<ModuleSnapshot>;

/**
 * Random author actions on a course, each saved through the real save path as the editor would:
 * how many saves were sent, their patches' size, and who saved each and when.
 */
export type SaveRun = {
  saves: number;
  patchBytes: number;
  log: ReadonlyArray<{ readonly author_id: number | null; readonly at: number }>;
};

const newBlock = (rng: Rng, id: string): ContentBlock => ({
  contentBlockID: id,
  status: "none",
  evaluation: null,
  content: makeContent(rng, pickKind(rng), id),
});

const newLesson = (rng: Rng, id: string, course: string, section: string, blocks: number): Lesson => ({
  lessonID: id,
  lessonName: phrase(rng, 1, 3),
  lessonContent: Array.from({ length: blocks }, (_, i) => newBlock(rng, `${id}-b${i}`) as Mutable<ContentBlock>),
  tasks: [],
  is_trial: rng.chance(0.2),
  isEndedByUser: false,
  status: "not_started",
  statistics: { id: null, course_id: course, section_id: section, start_date: null, end_date: null, blocks: [] },
});

const lessonsOf = (body: Body): Array<{ module: Module; lesson: Lesson }> =>
  body.moduleList.flatMap((module) => module.lessons.map((lesson) => ({ module, lesson })));

/** One author action on `body` (changed in place). New items get temporary ids `t<n>…`. */
export const authorAction = (rng: Rng, body: Body, courseID: string, n: number, maxBlocks: number): void => {
  const temp = `t${n}`;
  const lessons = lessonsOf(body);
  const blocks = lessons.reduce((sum, l) => sum + l.lesson.lessonContent.length, 0);
  const picked = rng.pick(lessons);
  const roll = rng.next();
  if (body.moduleList.length === 0 || (roll < 0.04 && body.moduleList.length < 12)) {
    const module: Module = { moduleID: `${temp}m`, moduleName: phrase(rng, 1, 3), lessons: [] };
    module.lessons.push(newLesson(rng, `${temp}l`, courseID, module.moduleID, rng.int(1, 4)));
    body.moduleList.splice(rng.int(0, body.moduleList.length), 0, module);
    return;
  }
  if (picked === undefined || roll < 0.1) {
    const module = rng.pick(body.moduleList);
    module?.lessons.push(newLesson(rng, `${temp}l`, courseID, module.moduleID, rng.int(0, 5)));
    return;
  }
  const { module, lesson } = picked;
  const content = lesson.lessonContent;
  const at = rng.int(0, Math.max(0, content.length - 1));
  if (roll < 0.14 && module.lessons.length > 1) module.lessons.splice(module.lessons.indexOf(lesson), 1);
  else if (roll < 0.18 && body.moduleList.length > 1) {
    const target = rng.pick(body.moduleList.filter((m) => m !== module));
    if (target === undefined) return;
    module.lessons.splice(module.lessons.indexOf(lesson), 1);
    target.lessons.splice(rng.int(0, target.lessons.length), 0, lesson);
  } else if (roll < 0.22) lesson.lessonName = phrase(rng, 1, 4);
  else if (roll < 0.25) body.general = { ...body.general, name: { value: phrase(rng, 2, 4) } };
  else if (roll < 0.28) module.moduleName = phrase(rng, 1, 3);
  else if (roll < 0.32) {
    const task = rng.pick(lesson.tasks);
    if (task === undefined) lesson.tasks.push({ taskID: `${temp}t`, name: phrase(rng, 1, 3), taskContent: [] });
    else task.taskContent.push(newBlock(rng, `${temp}tb`) as Mutable<ContentBlock>);
  } else if (roll < 0.45 || (blocks > maxBlocks && content.length > 0)) content.splice(at, 1);
  else if (roll < 0.6 || content.length === 0)
    content.splice(at, 0, newBlock(rng, `${temp}b`) as Mutable<ContentBlock>);
  else if (roll < 0.66 && content.length > 1) {
    const [moved] = content.splice(at, 1);
    if (moved !== undefined) content.splice(rng.int(0, content.length), 0, moved);
  } else {
    const block = content[at];
    if (block !== undefined)
      block.content = makeContent(rng, block.content._tag, `${temp}c`) as Mutable<ContentBlock>["content"];
  }
};

/**
 * `count` random author actions on a course, each saved as the editor's patch (`bodyPatch`, i.e.
 * domain diffCourse) from the stored draft to the edited one with `savePatch`; an action that left
 * the course as it was is not sent (so every save changes the content). `pauseMs` is the time
 * between two saves (a minute by default: one editing session per author, issue #29).
 */
export const randomSaves = async (
  store: Store,
  courseId: number,
  rng: Rng,
  count: number,
  options: {
    readonly authors: ReadonlyArray<number>;
    readonly start: number;
    readonly maxBlocks?: number;
    readonly pauseMs?: (rng: Rng) => number;
    /** Called after each save with the course's new version. */
    readonly saved?: (version: number) => void;
  },
): Promise<SaveRun> => {
  let patchBytes = 0;
  let at = options.start;
  const log: Array<{ author_id: number | null; at: number }> = [];
  for (let i = 0; i < count; i += 1) {
    const course = store.data.courses.find((c) => c.id === courseId);
    if (course === undefined) throw new Error(`no course ${courseId}`);
    const draft =
      store.data.courseContents.find((c) => c.course_id === courseId)?.draft ??
      emptyCourseBody(String(courseId), course.name);
    const edited = clone(draft) as Body;
    authorAction(rng, edited, String(courseId), i, options.maxBlocks ?? 300);
    if (JSON.stringify(edited) === JSON.stringify(draft)) continue;
    const patch = bodyPatch(draft, edited);
    patchBytes += JSON.stringify(patch).length;
    at += options.pauseMs?.(rng) ?? 60_000;
    const author_id = rng.pick(options.authors) ?? null;
    log.push({ author_id, at });
    const answer = await savePatch(store, courseId, course.version, patch, new Date(at).toISOString(), {
      author_id,
      retention: { days: 0 },
    });
    options.saved?.(answer.version);
  }
  return { saves: log.length, patchBytes, log };
};

/**
 * How many versions a run of content saves makes (issue #29), counted from its log: a save starts
 * a new version unless the save before it was by the same (known) author at most `pauseMs` before.
 */
export const sessionsOf = (log: SaveRun["log"], pauseMs: number): number =>
  log.filter((save, i) => {
    const before = log[i - 1];
    return (
      before === undefined ||
      save.author_id === null ||
      before.author_id !== save.author_id ||
      save.at - before.at > pauseMs
    );
  }).length;
