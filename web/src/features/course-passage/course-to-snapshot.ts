import type { StudentBlock, StudentCourse } from "@app/domain/api/passage";
import type { CourseSnapshot } from "@app/domain/course/course-snapshot";
import type { ContentBlock } from "@app/domain/course/structure";
import type { EvaluationsArrived } from "@app/domain/course/server-events";

type Evaluations = (typeof EvaluationsArrived.Type)["evaluations"];

/** A student's block in the model's shape: tests come without `correct`, so every answer says false. */
const toBlock = (block: StudentBlock): ContentBlock => ({
  contentBlockID: block.contentBlockID,
  status: block.status,
  evaluation: block.evaluation,
  content:
    block.content._tag === "test"
      ? {
          ...block.content,
          questions: block.content.questions.map((q) => ({
            ...q,
            answers: q.answers.map((a) => ({ ...a, correct: false })),
          })),
        }
      : block.content,
});

/**
 * GET /api/my-courses/{id} as the `CourseLoaded` snapshot (GUIDE §3: server data enters the model as
 * events). Lesson statistics list every block with its `completed`, so the model knows what is done.
 */
export const courseToSnapshot = (course: StudentCourse): CourseSnapshot => ({
  courseID: String(course.course_id),
  published: !course.preview,
  page: { hash: "", created: true, need_to_be_paid: false, school: null, selectedSchoolID: String(course.school_id) },
  general: course.general,
  additional: course.additional,
  style: course.style,
  lists: course.lists,
  progress: { author: "", ...course.progress },
  settings: course.settings,
  statistics: { courses: [], students: [], lessons: [] },
  moduleList: course.moduleList.map((m) => ({
    moduleID: m.moduleID,
    moduleName: m.moduleName,
    lessons: m.lessons.map((l) => {
      const blocks = [...l.lessonContent, ...l.tasks.flatMap((t) => t.taskContent)];
      const known = new Map(l.statistics.blocks.map((b) => [b.id, b.completed]));
      return {
        lessonID: l.lessonID,
        lessonName: l.lessonName,
        lessonContent: l.lessonContent.map(toBlock),
        tasks: l.tasks.map((t) => ({ taskID: t.taskID, name: t.name, taskContent: t.taskContent.map(toBlock) })),
        is_trial: l.is_trial,
        isEndedByUser: l.isEndedByUser,
        status: l.status,
        statistics: {
          ...l.statistics,
          blocks: blocks.map((b) => ({
            id: b.contentBlockID,
            completed: b.completed || known.get(b.contentBlockID) === true,
          })),
        },
      };
    }),
  })),
});

/** The teacher's comments on task blocks sent back for rework (SPEC §4: evaluations arrive, status needsWork). */
export const reworkEvaluations = (course: StudentCourse): Evaluations =>
  course.moduleList.flatMap((m) =>
    m.lessons.flatMap((l) =>
      l.tasks.flatMap((t) =>
        t.taskContent.flatMap((b) =>
          b.status === "needsWork" && b.evaluation !== null
            ? [{ taskID: t.taskID, contentBlockID: b.contentBlockID, evaluation: b.evaluation }]
            : [],
        ),
      ),
    ),
  );
