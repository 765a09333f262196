import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import type { ContentBlock } from "@app/domain/course/structure";
import type { LessonSnapshot, ModuleSnapshot } from "@app/domain/course/course-snapshot";
import { CERTIFICATES, PRACTICES } from "../authoring/course-options";
import { nextId } from "../store/next-id";
import type { DbDraft } from "../store/store";
import { genericModules, PYTHON_MODULES, type SeedBlock, type SeedModule } from "./course-content-data";
import { coverUrl } from "./course-content-media";
import { SEED_PORTRAIT } from "./seed-media";
import { newCourseContent } from "../store/course-content-record";

/** The demo teacher (GUIDE §1 teacher@demo.ru), assigned to every demo-school course. */
export const DEMO_TEACHER_ID = 4;
const COLORS = ["#306998", "#8e44ad", "#16a085", "#d35400", "#2c3e50", "#c0392b"];

type Ids = (collection: string) => string;

const block = (id: Ids, seed: SeedBlock): ContentBlock => {
  const content =
    seed._tag === "test"
      ? {
          _tag: "test" as const,
          name: seed.name,
          questions: seed.questions.map((q) => ({
            questionID: id("questions"),
            text: q.text,
            answers: q.answers.map(([text, correct]) => ({ answerID: id("answers"), text, correct })),
          })),
        }
      : seed;
  return { contentBlockID: id("blocks"), status: "none", evaluation: null, content };
};

const modules = (id: Ids, courseId: number, seeds: ReadonlyArray<SeedModule>): ModuleSnapshot[] =>
  seeds.map((m) => {
    const moduleID = id("modules");
    const lessons = m.lessons.map((l): LessonSnapshot => ({
      lessonID: id("lessons"),
      lessonName: l.name,
      lessonContent: l.blocks.map((b) => block(id, b)),
      tasks: (l.tasks ?? []).map((t) => ({
        taskID: id("tasks"),
        name: t.name,
        taskContent: t.blocks.map((b) => block(id, b)),
      })),
      is_trial: l.trial === true,
      isEndedByUser: false,
      status: "not_started",
      statistics: {
        id: null,
        course_id: String(courseId),
        section_id: moduleID,
        start_date: null,
        end_date: null,
        blocks: [],
      },
    }));
    return { moduleID, moduleName: m.name, lessons };
  });

/** A full about page (everything publish checks), the settings and the module tree of one course. */
const courseBody = (db: DbDraft, courseId: number, teachers: ReadonlyArray<string>): CourseBody => {
  const id: Ids = (collection) => String(nextId(db, collection));
  const course = db.courses.find((c) => c.id === courseId);
  const card = db.courseCards.find((c) => c.course_id === courseId);
  const name = course?.name ?? "";
  const category = db.categories.find((c) => c.id === card?.category_id) ?? db.categories[0];
  const teacher = db.users.find((u) => u.id === DEMO_TEACHER_ID)?.profile;
  const base = emptyCourseBody(String(courseId), name);
  return {
    general: {
      ...base.general,
      summary: card?.summary ?? "Черновик курса: программа ещё составляется.",
      category: category === undefined ? null : { id: String(category.id), name: category.name },
      advantages: [
        { id: id("advantages"), description: "Короткие уроки и практика после каждого" },
        { id: id("advantages"), description: "Проверка заданий преподавателем" },
        { id: id("advantages"), description: "Доступ к материалам после окончания" },
      ],
    },
    additional: {
      price: { value: card?.price ?? "0" },
      old_price: { value: card?.old_price ?? "0" },
      description: { value: `О курсе «${name}»: теория, тесты и задания с проверкой.` },
      completionDoc: CERTIFICATES[1],
      practiceType: PRACTICES[2],
      additionalDescription: "",
    },
    style: {
      ...base.style,
      cover: coverUrl(name, COLORS[courseId % COLORS.length] ?? "#306998"),
      name: "Светлый",
      id: "1",
    },
    lists: {
      teachers: [
        {
          id: id("teachers"),
          name: `${teacher?.name ?? "Татьяна"} ${teacher?.surname ?? "Васильева"}`,
          image: `/api/files/${SEED_PORTRAIT.id}`,
          description: "Преподаватель с опытом более 10 лет, проверяет задания курса.",
          status: "active",
        },
      ],
      programs: [
        {
          id: id("programs"),
          name: "Введение",
          description: "Знакомство с темой и основные понятия.",
          status: "active",
        },
        { id: id("programs"), name: "Практика", description: "Задания и разбор типичных ошибок.", status: "active" },
      ],
      results: [
        {
          id: id("results"),
          name: "Уверенная база",
          description: "Вы сможете применять знания на практике.",
          color: "#4a6cf7",
          position: 0,
          status: "active",
        },
      ],
      consumers: [{ id: id("consumers"), description: "Новичкам без опыта", image: "", status: "active" }],
      learns: [{ id: id("learns"), description: "Решать практические задачи", image: "", status: "active" }],
    },
    // The first three demo courses have their discussion open, so the seeded posts are seen; course 2
    // is read as one long page (SPEC §3 longreadContent, issue #23).
    settings: {
      ...base.settings,
      actions: { ...base.settings.actions, commentsEnable: courseId <= 3, longreadContent: courseId === 2 },
      accesses: { ...base.settings.accesses, teachers: [...teachers] },
    },
    moduleList: modules(id, courseId, courseId === 1 ? PYTHON_MODULES : genericModules(name)),
  };
};

/**
 * Content for every seeded course (GUIDE §1): the demo school's (course 1 "Основы Python" uses every
 * block kind) and the partners'. The demo teacher is assigned to the demo school's courses; published
 * courses get the draft as their published copy. Dates are the courses' own (no clock); the catalogue
 * cards are left as seeded.
 */
export const seedCourseContent = (db: DbDraft, demoSchoolId: number): void => {
  for (const course of [...db.courses]) {
    if (db.courseContents.some((c) => c.course_id === course.id)) continue;
    const teachers = course.school_id === demoSchoolId ? [String(DEMO_TEACHER_ID)] : [];
    const draft = courseBody(db, course.id, teachers);
    const at = db.courseCards.find((c) => c.course_id === course.id)?.published_at ?? course.created_at;
    const published = course.status === "published";
    db.courseContents.push(newCourseContent(course.id, draft, at, published));
  }
};
