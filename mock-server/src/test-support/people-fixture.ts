import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import type { CourseSettings } from "@app/domain/course/settings";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";
import type { FixtureCourse } from "./course-fixture";
import { addTestSchool, addTestUser } from "./people";

/** Test data for the statistics and people routes, written straight into the store. */

let unique = 0;

/** A user of one role (lowercase server string) and optional schools; password `demo123`. */
export const addUser = async (
  store: Store,
  role: string,
  name: string,
  surname: string,
  schoolIds: ReadonlyArray<number> = [],
): Promise<{ id: number; email: string }> => {
  unique += 1;
  const email = `${role}${unique}@people.test`;
  return { id: await addTestUser(store, { email, role, schoolIds, name, surname }), email };
};

/** Another school with its own owner: for "another school's staff gets 403". */
export const addOtherSchool = async (store: Store): Promise<{ schoolId: number; ownerEmail: string }> => {
  const schoolId = await addTestSchool(store);
  const owner = await addUser(store, "school_owner", "Олег", "Чужой", [schoolId]);
  return { schoolId, ownerEmail: owner.email };
};

/**
 * A student's work in the fixture course: lesson 1 completed, lesson 2 started, the test answered
 * (3 of 4 points, after an earlier 0), the free task accepted.
 */
export const addProgress = async (store: Store, course: FixtureCourse, userId: number): Promise<void> =>
  store.update((db) => {
    const [m1] = course.modules;
    const progress = (lessonId: string, start: string | null, end: string | null, done: ReadonlyArray<string>) =>
      db.lessonProgress.push({
        id: nextId(db, "lessonProgress"),
        course_id: course.courseId,
        user_id: userId,
        module_id: m1,
        lesson_id: lessonId,
        start_date: start,
        end_date: end,
        blocks: done.map((id) => ({ id, completed: true })),
      });
    const { text, test, freeTask } = course.blocks;
    progress(course.lessons.l1, "2026-03-02T10:00:00.000Z", "2026-03-02T11:00:00.000Z", [text, test, freeTask]);
    progress(course.lessons.l2, "2026-03-03T10:00:00.000Z", null, []);
    const attempt = (score: number, at: string) =>
      db.testAttempts.push({
        id: nextId(db, "testAttempts"),
        course_id: course.courseId,
        user_id: userId,
        lesson_id: course.lessons.l1,
        task_id: null,
        block_id: course.blocks.test,
        answers: [],
        score,
        max_score: 4,
        answered_at: at,
      });
    attempt(0, "2026-03-02T10:30:00.000Z");
    attempt(3, "2026-03-02T10:40:00.000Z");
    db.submissions.push({
      id: nextId(db, "submissions"),
      course_id: course.courseId,
      user_id: userId,
      module_id: m1,
      lesson_id: course.lessons.l1,
      task_id: course.task,
      block_id: course.blocks.freeTask,
      status: "accepted",
      attempts: [
        {
          number: 1,
          text: "Эссе",
          files: [],
          submitted_at: "2026-03-02T10:50:00.000Z",
          feedback: { teacher_id: 4, decision: "accepted", comment: "", at: "2026-03-04T12:00:00.000Z" },
        },
      ],
      updated_at: "2026-03-04T12:00:00.000Z",
    });
  });

/**
 * A student who has completed the whole fixture course by the completion rule: every block done,
 * the free task accepted, the enrolment's completed_at set.
 */
export const addCompletion = async (store: Store, course: FixtureCourse, userId: number, at: string): Promise<void> =>
  store.update((db) => {
    const [m1, m2] = course.modules;
    const { text, test, freeTask, video, text3 } = course.blocks;
    const lessons: ReadonlyArray<readonly [string, string, ReadonlyArray<string>]> = [
      [m1, course.lessons.l1, [text, test, freeTask]],
      [m1, course.lessons.l2, [video]],
      [m2, course.lessons.l3, [text3]],
    ];
    for (const [moduleId, lessonId, done] of lessons)
      db.lessonProgress.push({
        id: nextId(db, "lessonProgress"),
        course_id: course.courseId,
        user_id: userId,
        module_id: moduleId,
        lesson_id: lessonId,
        start_date: at,
        end_date: at,
        blocks: done.map((id) => ({ id, completed: true })),
      });
    db.submissions.push({
      id: nextId(db, "submissions"),
      course_id: course.courseId,
      user_id: userId,
      module_id: m1,
      lesson_id: course.lessons.l1,
      task_id: course.task,
      block_id: freeTask,
      status: "accepted",
      attempts: [
        {
          number: 1,
          text: "Эссе",
          files: [],
          submitted_at: at,
          feedback: { teacher_id: 4, decision: "accepted", comment: "", at },
        },
      ],
      updated_at: at,
    });
    const enrolment = db.enrolments.find((e) => e.course_id === course.courseId && e.user_id === userId);
    if (enrolment !== undefined) enrolment.completed_at = at;
  });

/** Settings that assign the demo teacher (id 4) to a fixture course. */
export const withDemoTeacher = (settings: CourseSettings): CourseSettings => ({
  ...settings,
  accesses: { ...settings.accesses, teachers: ["4"] },
});

/** The answer matches the domain wire Schema the web client and the Pact contracts decode with. */
export const matchesSchema = <S extends Schema.Decoder<unknown>>(schema: S, body: unknown): boolean =>
  Result.isSuccess(Schema.decodeUnknownResult(schema)(body));
