import * as Schema from "effect/Schema";
import { StudentDue } from "./deadlines";
import { RubricMark } from "../review/rubric-marks";
import { AboutAdditional, AboutGeneral, AboutLists, AboutStyle, LastLesson as SpecLastLesson } from "../course/about";
import { BlockContent, QuestionType } from "../course/block-content";
import { FileRef, Id } from "../course/ids";
import { CourseSettings } from "../course/settings";
import { BlockStatus, Evaluation, LessonStatistics, LessonStatus } from "../course/structure";
import { StudyStatus } from "../passage/study-status";
import { PageMeta } from "./paging";

/** The student's side of a course: his lists, the course with his passage overlaid, answers and submissions. */

export const MyCoursesStatus = Schema.Literals(["available", "incomplete", "completed"]);
export type MyCoursesStatus = typeof MyCoursesStatus.Type;

export const Progress = Schema.Struct({
  completedLessonsAmount: Schema.Number,
  lessonsAmount: Schema.Number,
  progress: Schema.Number,
});
export type Progress = typeof Progress.Type;

/** SPEC §3 lastLesson: the lesson the student worked on last (null before the first start). */
export const LastLesson = Schema.NullOr(SpecLastLesson);

/** One entry of GET /api/my-courses. */
export const MyCourse = Schema.Struct({
  course_id: Schema.Number,
  name: Schema.String,
  school_id: Schema.Number,
  /** The published course's cover image, or null when it has none. */
  cover: Schema.NullOr(Schema.String),
  enrolled_at: Schema.String,
  completed_at: Schema.NullOr(Schema.String),
  status: MyCoursesStatus,
  /** The student's status in the course by the completion rule (one vocabulary, domain/passage/study-status). */
  study_status: StudyStatus,
  progress: Progress,
  lastLesson: LastLesson,
});
export type MyCourse = typeof MyCourse.Type;
export const MyCoursesPage = Schema.Struct({ data: Schema.Array(MyCourse), meta: PageMeta });

/**
 * A test as a student receives it: the answers without `correct`, the questions without their
 * explanation (it comes with the result); the type (radio or checkboxes) and points are shown.
 */
export const StudentTestContent = Schema.TaggedStruct("test", {
  name: Schema.String,
  questions: Schema.Array(
    Schema.Struct({
      questionID: Id,
      text: Schema.String,
      answers: Schema.Array(Schema.Struct({ answerID: Id, text: Schema.String })),
      type: Schema.optionalKey(QuestionType),
      points: Schema.optionalKey(Schema.Number),
    }),
  ),
});

/** A block as a student receives it: the kinds of BlockContent, its test (the first) as StudentTestContent. */
export const StudentBlockContent = BlockContent.mapMembers(([, ...others]) => [StudentTestContent, ...others]);
/** BlockContent's first member is its test: were it not, the test with its answers would reach the student. */
export const AUTHOR_TEST_REPLACED: (typeof BlockContent.members)[0]["Type"]["_tag"] extends "test" ? true : false =
  true;

/**
 * Per question: whether the chosen set equals the correct set, the points earned of the question's
 * (issue #20; `score` and `max_score` are their sums) and the author's explanation, if any.
 */
export const QuestionResult = Schema.Struct({
  questionID: Id,
  answerIDList: Schema.Array(Id),
  correct: Schema.Boolean,
  points: Schema.optionalKey(Schema.Number),
  max_points: Schema.optionalKey(Schema.Number),
  explanation: Schema.optionalKey(Schema.String),
});
export const TestResult = Schema.Struct({
  score: Schema.Number,
  max_score: Schema.Number,
  results: Schema.Array(QuestionResult),
  answered_at: Schema.String,
});
export type TestResult = typeof TestResult.Type;

/** One question's chosen answers (a test's answer, or a tick kept in its draft). */
export const ChosenAnswer = Schema.Struct({ questionID: Schema.String, answerIDList: Schema.Array(Schema.String) });

/**
 * A free answer typed but not sent yet, as the server keeps it (issue #30): its text, files and
 * when it was typed (ISO); the newest of the student's devices' drafts (domain passage/draft-order).
 */
export const AnswerDraftView = Schema.Struct({
  text: Schema.String,
  files: Schema.Array(FileRef),
  updated_at: Schema.String,
});
export type AnswerDraftView = typeof AnswerDraftView.Type;

/**
 * A block with the student's overlay: completed, review status and evaluation, test result, and for
 * a test the answers ticked but not sent yet (`draftAnswers`, saved per question; issue #15); for a
 * free task the answer typed but not sent yet (`answerDraft`, issue #30).
 */
export const StudentBlock = Schema.Struct({
  contentBlockID: Id,
  status: BlockStatus,
  evaluation: Schema.NullOr(Evaluation),
  content: StudentBlockContent,
  completed: Schema.Boolean,
  testResult: Schema.NullOr(TestResult),
  draftAnswers: Schema.NullOr(Schema.Array(ChosenAnswer)),
  answerDraft: Schema.NullOr(AnswerDraftView),
});
export type StudentBlock = typeof StudentBlock.Type;

export const StudentTask = Schema.Struct({
  taskID: Id,
  name: Schema.String,
  taskContent: Schema.Array(StudentBlock),
  /** Issue #37: his date for this task (its own, else its lesson's); absent when it has none. */
  due: Schema.optionalKey(StudentDue),
});

export const StudentLesson = Schema.Struct({
  lessonID: Id,
  lessonName: Schema.String,
  lessonContent: Schema.Array(StudentBlock),
  tasks: Schema.Array(StudentTask),
  is_trial: Schema.Boolean,
  isEndedByUser: Schema.Boolean,
  status: LessonStatus,
  statistics: LessonStatistics,
  /** The lesson's place in the course, from 1 (modules, then lessons). */
  position: Schema.Number,
  /**
   * consecutiveAppearance: the lesson opens once the one before it is complete. A locked lesson comes
   * without its content (`lessonContent` and `tasks` empty) and with `lock_reason`.
   */
  locked: Schema.Boolean,
  lock_reason: Schema.NullOr(Schema.String),
  /** Issue #37: his date for the lesson (its own, else its tasks' earliest); absent when it has none. */
  due: Schema.optionalKey(StudentDue),
});
export type StudentLesson = typeof StudentLesson.Type;

export const StudentModule = Schema.Struct({
  moduleID: Id,
  moduleName: Schema.String,
  lessons: Schema.Array(StudentLesson),
});

/** GET /api/my-courses/{id} answer. `preview` is true for staff looking at it without an enrolment. */
export const StudentCourse = Schema.Struct({
  course_id: Schema.Number,
  name: Schema.String,
  school_id: Schema.Number,
  preview: Schema.Boolean,
  enrolled_at: Schema.NullOr(Schema.String),
  completed_at: Schema.NullOr(Schema.String),
  general: AboutGeneral,
  additional: AboutAdditional,
  style: AboutStyle,
  lists: AboutLists,
  settings: CourseSettings,
  moduleList: Schema.Array(StudentModule),
  progress: Progress,
  /** The student's status in the course by the completion rule. */
  study_status: StudyStatus,
  lastLesson: LastLesson,
});
export type StudentCourse = typeof StudentCourse.Type;
export const StudentCourseResponse = Schema.Struct({ data: StudentCourse });

/** A block of a trial lesson: what a visitor reads, tests without their correct answers. */
export const TrialBlock = Schema.Struct({ contentBlockID: Id, content: StudentBlockContent });

/**
 * GET /api/courses/{id}/trial-lessons/{lessonId} answer (issue #30): a lesson the author marked
 * `Пробный урок`, as anyone may read it from the course's public page before enrolling.
 */
export const TrialLesson = Schema.Struct({
  course_id: Schema.Number,
  lessonID: Id,
  lessonName: Schema.String,
  lessonContent: Schema.Array(TrialBlock),
  tasks: Schema.Array(Schema.Struct({ taskID: Id, name: Schema.String, taskContent: Schema.Array(TrialBlock) })),
});
export type TrialLesson = typeof TrialLesson.Type;
export const TrialLessonResponse = Schema.Struct({ data: TrialLesson });

/** POST .../lessons/{lessonId}/start and .../blocks/{blockId}/complete answer: the lesson's statistics. */
export const LessonProgressView = Schema.Struct({
  lessonID: Id,
  status: LessonStatus,
  statistics: LessonStatistics,
  course_completed_at: Schema.NullOr(Schema.String),
});
export type LessonProgressView = typeof LessonProgressView.Type;
export const LessonProgressResponse = Schema.Struct({ data: LessonProgressView });

/** POST /api/my-courses/{id}/tests/{blockId}/answers request (and PUT .../draft: the ticks so far). */
export const TestAnswersRequest = Schema.Struct({ answers: Schema.Array(ChosenAnswer) });
export type TestAnswersRequest = typeof TestAnswersRequest.Type;
export const TestResultResponse = Schema.Struct({ data: TestResult });

/** PUT /api/my-courses/{id}/tests/{blockId}/draft answer: the whole draft after the upsert. */
export const TestDraftView = Schema.Struct({ answers: Schema.Array(ChosenAnswer), updated_at: Schema.String });
export type TestDraftView = typeof TestDraftView.Type;
export const TestDraftResponse = Schema.Struct({ data: TestDraftView });

/**
 * PUT /api/my-courses/{id}/tasks/{taskId}/blocks/{blockId}/draft request (issue #30): the answer as
 * typed (files by id, the student's own uploads) and when it was typed (ISO). The answer: the draft
 * the server keeps, which is an older request's only if that one was typed later.
 */
export const AnswerDraftRequest = Schema.Struct({
  text: Schema.String,
  files: Schema.Array(Schema.String),
  updated_at: Schema.String,
});
export type AnswerDraftRequest = typeof AnswerDraftRequest.Type;
export const AnswerDraftResponse = Schema.Struct({ data: AnswerDraftView });

/** POST /api/my-courses/{id}/tasks/{taskId}/blocks/{blockId}/submissions request: text, or files, or both. */
export const SubmissionRequest = Schema.Struct({
  text: Schema.optionalKey(Schema.String),
  files: Schema.optionalKey(Schema.Array(Schema.String)),
});
export type SubmissionRequest = typeof SubmissionRequest.Type;

export const AttemptView = Schema.Struct({
  number: Schema.Number,
  text: Schema.String,
  files: Schema.Array(FileRef),
  submitted_at: Schema.String,
  /** Issue #37: sent after its soft date (absent: on time, or sent before deadlines existed). */
  late: Schema.optionalKey(Schema.Boolean),
  feedback: Schema.NullOr(
    Schema.Struct({
      teacher_id: Schema.Number,
      decision: Schema.Literals(["accepted", "needsWork"]),
      comment: Schema.String,
      at: Schema.String,
      rubric: Schema.optionalKey(Schema.Array(RubricMark)),
      /** Issue #34 part 6: the teacher's files attached to his feedback (absent: none). */
      files: Schema.optionalKey(Schema.Array(FileRef)),
    }),
  ),
  /** Issue #34 part 6: the student's answers to this attempt's feedback, oldest first (absent: none). */
  replies: Schema.optionalKey(
    Schema.Array(Schema.Struct({ user_id: Schema.Number, text: Schema.String, at: Schema.String })),
  ),
});

export const SubmissionView = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  user_id: Schema.Number,
  module_id: Id,
  lesson_id: Id,
  task_id: Id,
  block_id: Id,
  status: Schema.Literals(["onReview", "needsWork", "accepted"]),
  attempts: Schema.Array(AttemptView),
  updated_at: Schema.String,
});
export type SubmissionView = typeof SubmissionView.Type;
export const SubmissionResponse = Schema.Struct({ data: SubmissionView });
export const SubmissionsResponse = Schema.Struct({ data: Schema.Array(SubmissionView) });

/** GET /api/my-courses query: no status lists all three. */
export const MyCoursesQuery = Schema.Struct({ status: Schema.optionalKey(MyCoursesStatus) });
export type MyCoursesQuery = typeof MyCoursesQuery.Type;
