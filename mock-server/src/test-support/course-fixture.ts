import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import type { CourseSettings } from "@app/domain/course/settings";
import type { BlockContent } from "@app/domain/course/block-content";
import type { ContentBlock } from "@app/domain/course/structure";
import type { DbDraft, Store } from "../store/store";
import { nextId } from "../store/next-id";
import { newCourseContent } from "../store/course-content-record";

/** The ids of the fixture course's content, for tests that walk it. */
export type FixtureCourse = {
  readonly courseId: number;
  readonly modules: readonly [string, string];
  /** l1 (text + test, task t1 with a free task), l2 (video), l3 (in the second module, text). */
  readonly lessons: { readonly l1: string; readonly l2: string; readonly l3: string };
  readonly task: string;
  readonly blocks: {
    readonly text: string;
    readonly test: string;
    readonly freeTask: string;
    readonly video: string;
    readonly text3: string;
  };
  /** The test's questions and answers; `right` are the correct answer ids per question. */
  readonly test: {
    readonly q1: string;
    readonly q2: string;
    readonly right: Readonly<Record<string, ReadonlyArray<string>>>;
    readonly wrong: Readonly<Record<string, ReadonlyArray<string>>>;
  };
};

export type FixtureOptions = {
  readonly schoolId?: number;
  readonly name?: string;
  readonly published?: boolean;
  readonly settings?: (settings: CourseSettings) => CourseSettings;
  /** The course's price (SPEC §3 additional.price.value), '0' by default. */
  readonly price?: string;
  /** Students (user ids) enrolled in the course. */
  readonly students?: ReadonlyArray<number>;
  readonly at?: string;
};

const block = (db: DbDraft, content: BlockContent): ContentBlock => ({
  contentBlockID: String(nextId(db, "blocks")),
  status: "none",
  evaluation: null,
  content,
});

/**
 * Writes a course with content straight into the store: two modules, three lessons, a test with a
 * single- and a multiple-choice question, and a task with a free-task block. For route tests of
 * passage, review and statistics, which must not depend on the authoring endpoints.
 */
export const addFixtureCourse = async (store: Store, options: FixtureOptions = {}): Promise<FixtureCourse> =>
  store.update((db) => {
    const at = options.at ?? "2026-03-01T09:00:00.000Z";
    const courseId = nextId(db, "courses");
    const name = options.name ?? `Курс-фикстура ${courseId}`;
    const id = (collection: string): string => String(nextId(db, collection));
    const [m1, m2] = [id("modules"), id("modules")];
    const [l1, l2, l3] = [id("lessons"), id("lessons"), id("lessons")];
    const t1 = id("tasks");
    const [q1, q2] = [id("questions"), id("questions")];
    const [a1, a2, a3, a4, a5] = [id("answers"), id("answers"), id("answers"), id("answers"), id("answers")];
    const text = block(db, { _tag: "text", text: "Добро пожаловать на курс." });
    const test = block(db, {
      _tag: "test",
      name: "Проверка понимания",
      questions: [
        {
          questionID: q1,
          text: "2 + 2 = ?",
          answers: [
            { answerID: a1, text: "4", correct: true },
            { answerID: a2, text: "5", correct: false },
          ],
        },
        {
          questionID: q2,
          text: "Какие из чисел чётные?",
          answers: [
            { answerID: a3, text: "2", correct: true },
            { answerID: a4, text: "4", correct: true },
            { answerID: a5, text: "5", correct: false },
          ],
        },
      ],
    });
    const freeTask = block(db, {
      _tag: "freeTask",
      title: "Эссе",
      text: "Напишите, чему вы хотите научиться.",
      files: [],
    });
    const video = block(db, { _tag: "video", title: "Видео урока", file: null });
    const text3 = block(db, { _tag: "text", text: "Итоги курса." });
    const lesson = (
      lessonID: string,
      moduleID: string,
      lessonName: string,
      lessonContent: ContentBlock[],
      tasks: CourseBody["moduleList"][number]["lessons"][number]["tasks"],
    ) => ({
      lessonID,
      lessonName,
      lessonContent,
      tasks,
      is_trial: false,
      isEndedByUser: false,
      status: "not_started" as const,
      statistics: {
        id: null,
        course_id: String(courseId),
        section_id: moduleID,
        start_date: null,
        end_date: null,
        blocks: [],
      },
    });
    const base = emptyCourseBody(String(courseId), name);
    const body: CourseBody = {
      ...base,
      settings: options.settings ? options.settings(base.settings) : base.settings,
      additional: { ...base.additional, price: { value: options.price ?? base.additional.price.value } },
      moduleList: [
        {
          moduleID: m1,
          moduleName: "Введение",
          lessons: [
            lesson(l1, m1, "Первый урок", [text, test], [{ taskID: t1, name: "Практика", taskContent: [freeTask] }]),
            lesson(l2, m1, "Второй урок", [video], []),
          ],
        },
        { moduleID: m2, moduleName: "Итоги", lessons: [lesson(l3, m2, "Третий урок", [text3], [])] },
      ],
    };
    const published = options.published ?? true;
    db.courses.push({
      id: courseId,
      name,
      school_id: options.schoolId ?? 1,
      status: published ? "published" : "draft",
      version: 1,
      created_at: at,
    });
    db.courseContents.push(newCourseContent(courseId, body, at, published));
    for (const userId of options.students ?? []) {
      db.enrolments.push({
        id: nextId(db, "enrolments"),
        course_id: courseId,
        user_id: userId,
        source: "seed",
        enrolled_at: at,
        completed_at: null,
      });
    }
    return {
      courseId,
      modules: [m1, m2] as const,
      lessons: { l1, l2, l3 },
      task: t1,
      blocks: {
        text: text.contentBlockID,
        test: test.contentBlockID,
        freeTask: freeTask.contentBlockID,
        video: video.contentBlockID,
        text3: text3.contentBlockID,
      },
      test: { q1, q2, right: { [q1]: [a1], [q2]: [a3, a4] }, wrong: { [q1]: [a2], [q2]: [a3, a5] } },
    };
  });
