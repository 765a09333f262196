import type { CourseSettings } from "@app/domain/course/settings";
import { castDraft } from "immer";
import { nextId } from "../store/next-id";
import type { AttemptRecord, SubmissionRecord } from "../store/platform-records";
import type { Store } from "../store/store";
import { addFixtureCourse, type FixtureCourse, type FixtureOptions } from "./course-fixture";
import type { TestServer } from "./test-server";
import { addTestSchool, addTestUser } from "./people";

/**
 * Test data of the review and social areas, written straight into the store: a course whose
 * teacher (id 4) is assigned and whose comments are on, extra users, and submissions as the passage
 * endpoints would create them.
 */

export const TEACHER_ID = 4;
export const STUDENT_ID = 5;

/** Teacher 4 assigned, comments and classmates on (each overridable). */
export const reviewSettings =
  (actions: Partial<CourseSettings["actions"]> = {}, teachers: ReadonlyArray<string> = [String(TEACHER_ID)]) =>
  (s: CourseSettings): CourseSettings => ({
    ...s,
    actions: { ...s.actions, commentsEnable: true, showClassmates: true, ...actions },
    accesses: { ...s.accesses, teachers },
  });

export const addReviewCourse = (store: Store, options: FixtureOptions = {}): Promise<FixtureCourse> =>
  addFixtureCourse(store, { students: [STUDENT_ID], settings: reviewSettings(), ...options });

/** A user with one role (the server's lowercase string) and the demo password; answers his id. */
export const addUser = (
  store: Store,
  email: string,
  role: string,
  schoolIds: ReadonlyArray<number> = [],
  name = "Тест",
  surname = "Пользователь",
): Promise<number> => addTestUser(store, { email, role, schoolIds, name, surname });

/** Another school with its own owner: answers the owner's token. */
export const otherSchoolOwner = async (server: TestServer, email: string): Promise<string> => {
  const schoolId = await addTestSchool(server.store);
  await addUser(server.store, email, "school_owner", [schoolId]);
  return (await server.login(email)).token;
};

export const enrol = (store: Store, courseId: number, userId: number): Promise<void> =>
  store.update((db) => {
    db.enrolments.push({
      id: nextId(db, "enrolments"),
      course_id: courseId,
      user_id: userId,
      source: "seed",
      enrolled_at: "2026-03-01T09:00:00.000Z",
      completed_at: null,
    });
  });

const attempt = (number: number, feedback: AttemptRecord["feedback"] = null): AttemptRecord => ({
  number,
  text: `Ответ, попытка ${number}`,
  files: [],
  submitted_at: `2026-03-0${number + 1}T10:00:00.000Z`,
  feedback,
});

/**
 * A submission on the fixture's free task. `onReview` has one attempt; `needsWork` one attempt sent
 * back; `accepted` one accepted; `resubmitted` is on review again after a rework (two attempts).
 */
export const addSubmission = (
  store: Store,
  course: FixtureCourse,
  userId: number = STUDENT_ID,
  kind: "onReview" | "needsWork" | "accepted" | "resubmitted" = "onReview",
): Promise<number> =>
  store.update((db) => {
    const rework = {
      teacher_id: TEACHER_ID,
      decision: "needsWork" as const,
      comment: "Раскройте тему подробнее",
      at: "2026-03-02T12:00:00.000Z",
    };
    const accept = {
      teacher_id: TEACHER_ID,
      decision: "accepted" as const,
      comment: "",
      at: "2026-03-02T12:00:00.000Z",
    };
    const attempts: AttemptRecord[] =
      kind === "onReview"
        ? [attempt(1)]
        : kind === "needsWork"
          ? [attempt(1, rework)]
          : kind === "accepted"
            ? [attempt(1, accept)]
            : [attempt(1, rework), attempt(2)];
    const status: SubmissionRecord["status"] = kind === "resubmitted" ? "onReview" : kind;
    const id = nextId(db, "submissions");
    const record: SubmissionRecord = {
      id,
      course_id: course.courseId,
      user_id: userId,
      module_id: course.modules[0],
      lesson_id: course.lessons.l1,
      task_id: course.task,
      block_id: course.blocks.freeTask,
      status,
      attempts,
      updated_at: attempts[attempts.length - 1]?.submitted_at ?? "",
    };
    db.submissions.push(castDraft(record));
    return id;
  });
