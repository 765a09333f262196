// The passage contract's states, bodies and the refusal to a stranger, shared by its two consumer files.
import { expect, it } from "vitest";
import { MatchersV3, type V3Request } from "@pact-foundation/pact";
import { passageApi } from "@app/web/lib/api/passage-api";
import { signedInClient } from "./web-client";
import { AUTH } from "./headers";
import { forbidden } from "./error-bodies";
import { refusal } from "./refusal";
import { fixture } from "./like-tree";
import { pin } from "./pin";

export const { like, integer, eachLike, regex } = MatchersV3;
export const at = (example: string) => regex("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z", example);
export const JSON_AUTH = { ...AUTH, "Content-Type": "application/json" };

export const STUDENT = "passage: the student is signed in";
const STRANGER = "passage: fresh@demo.ru, enrolled nowhere, is signed in";
export const EXPIRED = "passage: the student's session has expired and cannot be refreshed";
const NOT_ENROLLED = "Вы не записаны на этот курс";
export const LOCKED = "passage: the student is signed in and course 1 opens its lessons one by one";

type FixtureLesson = {
  lessonName: string;
  lessonContent: unknown[];
  tasks: unknown[];
  locked: boolean;
  lock_reason: string | null;
};
type FixtureCourse = {
  data: {
    settings: { actions: Record<string, boolean> };
    moduleList: Array<{ lessons: FixtureLesson[] }>;
  };
};

/** Course 1 as the student sees it with consecutiveAppearance on: every lesson after the first is locked and empty. */
export const lockedCourse = (): FixtureCourse => {
  const course = fixture("student-course-1.json") as FixtureCourse;
  course.data.settings.actions["consecutiveAppearance"] = true;
  const lessons = course.data.moduleList.flatMap((module) => module.lessons);
  lessons.forEach((lesson, index) => {
    const previous = lessons[index - 1];
    if (previous === undefined) return;
    Object.assign(lesson, {
      lessonContent: [],
      tasks: [],
      locked: true,
      lock_reason: `Откроется после урока «${previous.lessonName}»`,
    });
  });
  return course;
};

export const apiAt = (url: string) => passageApi(signedInClient(url));

/** Course 1 lesson 3 (blocks 11–13) once started: the overlay of the lesson's statistics. */
export const lessonProgress = (completed: ReadonlyArray<boolean>) => ({
  data: {
    lessonID: like("3"),
    status: like("in_progress"),
    statistics: {
      id: like("21"),
      course_id: like("1"),
      section_id: like("2"),
      start_date: at("2026-11-22T06:26:22.425Z"),
      end_date: null,
      blocks: completed.map((done, index) => ({ id: like(String(11 + index)), completed: like(done) })),
    },
    course_completed_at: null,
  },
});

export const attempt = (text: string) => ({
  number: integer(1),
  text: like(text),
  files: [],
  submitted_at: at("2026-11-22T06:26:22.776Z"),
  feedback: null,
});
export const submission = (fields: {
  id: number;
  module_id: string;
  lesson_id: string;
  task_id: string;
  block_id: string;
  text: string;
}) => ({
  id: integer(fields.id),
  course_id: integer(1),
  user_id: integer(5),
  module_id: like(fields.module_id),
  lesson_id: like(fields.lesson_id),
  task_id: like(fields.task_id),
  block_id: like(fields.block_id),
  status: like("onReview"),
  attempts: eachLike(attempt(fields.text)),
  updated_at: at("2026-11-22T06:26:22.776Z"),
});

/** Each student-only call refused to fresh@demo.ru, who is enrolled nowhere. */
export const refusedToStranger = (
  description: string,
  request: V3Request,
  call: (api: ReturnType<typeof passageApi>) => Promise<unknown>,
) =>
  it("403 for a user not enrolled", () =>
    pin({ state: STRANGER, description, request, response: forbidden(NOT_ENROLLED) }, async (url) => {
      expect(await refusal(call(apiAt(url)))).toMatchObject({ status: 403, message: NOT_ENROLLED });
    }));
