import type { CourseBody } from "@app/domain/api/course-content";
import type { CourseRecord } from "@app/domain/api/courses";
import type { StudentBlock, StudentCourse, StudentLesson, TestResult } from "@app/domain/api/passage";
import type { BlockContent } from "@app/domain/course/block-content";
import type { Evaluation } from "@app/domain/course/structure";
import type { DbData } from "../store/db-schema";
import type { LessonProgressRecord, SubmissionRecord } from "../store/platform-records";
import { lessonsOf } from "./course-walk";
import { lockReason } from "@app/domain/validation/messages";
import { lessonFacts } from "./lesson-facts";
import { lastLessonIn, lockingLesson, progressIn, progressOf, statusOf, studyStatusIn } from "./student-lessons";
import { scoreTest } from "./scoring";
import { testDraftOf } from "./test-drafts";
import { answerDraftOf } from "./answer-drafts";

type Viewer = { readonly db: DbData; readonly courseId: number; readonly userId: number };

/** A test without its correct answers and explanations: they never go to students before an answer. */
export const withoutAnswers = (content: BlockContent): StudentBlock["content"] =>
  content._tag === "test"
    ? {
        _tag: "test",
        name: content.name,
        questions: content.questions.map((q) => ({
          questionID: q.questionID,
          text: q.text,
          answers: q.answers.map((a) => ({ answerID: a.answerID, text: a.text })),
          ...(q.type === undefined ? {} : { type: q.type }),
          ...(q.points === undefined ? {} : { points: q.points }),
        })),
      }
    : content;

export const submissionOf = (
  db: DbData,
  courseId: number,
  userId: number,
  blockID: string,
): SubmissionRecord | undefined =>
  db.submissions.find((s) => s.course_id === courseId && s.user_id === userId && s.block_id === blockID);

/** The teacher's last verdict on a submission, as SPEC §3's evaluation. */
const evaluationOf = (submission: SubmissionRecord | undefined): Evaluation | null => {
  const feedback = [...(submission?.attempts ?? [])].reverse().find((a) => a.feedback !== null)?.feedback;
  if (submission === undefined || feedback == null) return null;
  return {
    id: String(submission.id),
    mark: null,
    comment: feedback.comment,
    teacherID: String(feedback.teacher_id),
    at: Date.parse(feedback.at),
  };
};

export const testResultOf = (v: Viewer, content: BlockContent, blockID: string): TestResult | null => {
  if (content._tag !== "test") return null;
  const attempt = v.db.testAttempts.find(
    (t) => t.course_id === v.courseId && t.user_id === v.userId && t.block_id === blockID,
  );
  return attempt === undefined ? null : scoreTest(content.questions, attempt.answers, attempt.answered_at);
};

const blockView = (
  v: Viewer,
  record: LessonProgressRecord | undefined,
  block: CourseBody["moduleList"][number]["lessons"][number]["lessonContent"][number],
): StudentBlock => {
  const submission = submissionOf(v.db, v.courseId, v.userId, block.contentBlockID);
  return {
    contentBlockID: block.contentBlockID,
    status: submission?.status ?? "none",
    evaluation: evaluationOf(submission),
    content: withoutAnswers(block.content),
    completed: record?.blocks.some((b) => b.id === block.contentBlockID && b.completed) ?? false,
    testResult: testResultOf(v, block.content, block.contentBlockID),
    draftAnswers:
      block.content._tag === "test"
        ? testDraftOf(v.db, { courseId: v.courseId, userId: v.userId, blockID: block.contentBlockID })
        : null,
    answerDraft:
      block.content._tag === "freeTask"
        ? answerDraftOf(v.db, { courseId: v.courseId, userId: v.userId, blockID: block.contentBlockID })
        : null,
  };
};

/** The published course with the student's passage overlaid (for staff previewing it: an empty overlay). */
export const studentCourse = (v: Viewer, course: CourseRecord, body: CourseBody, preview: boolean): StudentCourse => {
  const enrolment = v.db.enrolments.find((e) => e.course_id === v.courseId && e.user_id === v.userId);
  const refs = lessonsOf(body);
  const lessonView = (moduleID: string, lessonID: string): StudentLesson | null => {
    const ref = refs.find((r) => r.lesson.lessonID === lessonID && r.moduleID === moduleID);
    if (ref === undefined) return null;
    const record = progressOf(v.db, v.courseId, v.userId, lessonID);
    const { lesson } = ref;
    // Locked means locked: a closed lesson is sent by title, place and reason, never by its content.
    const lockedBy = lockingLesson(v.db, body, v.courseId, v.userId, ref);
    return {
      lessonID,
      lessonName: lesson.lessonName,
      lessonContent: lockedBy === null ? lesson.lessonContent.map((b) => blockView(v, record, b)) : [],
      tasks:
        lockedBy === null
          ? lesson.tasks.map((t) => ({
              taskID: t.taskID,
              name: t.name,
              taskContent: t.taskContent.map((b) => blockView(v, record, b)),
            }))
          : [],
      is_trial: lesson.is_trial,
      isEndedByUser: lesson.isEndedByUser,
      status: statusOf(lessonFacts(v.db, v.courseId, v.userId, lesson)),
      statistics: {
        id: record === undefined ? null : String(record.id),
        course_id: String(v.courseId),
        section_id: moduleID,
        start_date: record?.start_date ?? null,
        end_date: record?.end_date ?? null,
        blocks: record?.blocks ?? [],
      },
      position: ref.index + 1,
      locked: lockedBy !== null,
      lock_reason: lockedBy === null ? null : lockReason(lockedBy.lesson.lessonName),
    };
  };
  const lastLesson = lastLessonIn(v.db, body, v.courseId, v.userId);
  return {
    course_id: course.id,
    name: course.name,
    school_id: course.school_id,
    preview,
    enrolled_at: enrolment?.enrolled_at ?? null,
    completed_at: enrolment?.completed_at ?? null,
    general: {
      ...body.general,
      lastLesson,
      students_count: v.db.enrolments.filter((e) => e.course_id === course.id).length,
      has_testimonial_by_auth_user: v.db.courseReviews.some(
        (r) => r.course_id === v.courseId && r.user_id === v.userId,
      ),
    },
    additional: body.additional,
    style: body.style,
    lists: body.lists,
    settings: { ...body.settings, accesses: { ...body.settings.accesses, link: "" } },
    moduleList: body.moduleList.map((m) => ({
      moduleID: m.moduleID,
      moduleName: m.moduleName,
      lessons: m.lessons.flatMap((l) => lessonView(m.moduleID, l.lessonID) ?? []),
    })),
    progress: progressIn(v.db, body, v.courseId, v.userId),
    study_status: studyStatusIn(v.db, body, v.courseId, v.userId),
    lastLesson,
  };
};
