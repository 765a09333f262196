import { castDraft } from "immer";
import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import type { BlockContent } from "@app/domain/course/block-content";
import { freeCopyName } from "@app/domain/course/copy-name";
import { withoutSecrets } from "@app/domain/course/course-secrets";
import type { ContentBlock } from "@app/domain/course/structure";
import { clone } from "@app/domain/model/clone";
import { HttpError } from "../http/http-error";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";
import { startHistory } from "../course-history/record-version";
import { assignIds } from "./assign-ids";
import { contentOfCourse, courseById } from "../store/lookups";
import { copiedPlan } from "../deadlines/copy-plan";
import { newCourseContent } from "../store/course-content-record";

/** A temporary id for a copied item: assignIds gives it a new server id (the original keeps its own). */
const temp = (id: string): string => `copy-${id}`;

const renewContent = (content: BlockContent): BlockContent =>
  content._tag === "test"
    ? {
        ...content,
        questions: content.questions.map((q) => ({
          ...q,
          questionID: temp(q.questionID),
          answers: q.answers.map((a) => ({ ...a, answerID: temp(a.answerID) })),
        })),
      }
    : content;
const renewBlock = (block: ContentBlock): ContentBlock => ({
  ...block,
  contentBlockID: temp(block.contentBlockID),
  content: renewContent(block.content),
});

/** The draft with every module, lesson, task, block, question and answer under a temporary id. */
const renewIds = (body: CourseBody): CourseBody => ({
  ...body,
  moduleList: body.moduleList.map((module) => ({
    ...module,
    moduleID: temp(module.moduleID),
    lessons: module.lessons.map((lesson) => ({
      ...lesson,
      lessonID: temp(lesson.lessonID),
      lessonContent: lesson.lessonContent.map(renewBlock),
      tasks: lesson.tasks.map((task) => ({
        ...task,
        taskID: temp(task.taskID),
        taskContent: task.taskContent.map(renewBlock),
      })),
    })),
  })),
});

/** The names of the school's courses: a copy or an import takes a name none of them has. */
export const schoolCourseNames = (
  db: { readonly courses: ReadonlyArray<{ readonly school_id: number; readonly name: string }> },
  schoolId: number,
): string[] => db.courses.filter((c) => c.school_id === schoolId).map((c) => c.name);

/**
 * Copies a course's draft into a new draft of the same school, named `… (копия)` (`… (копия 2)` when
 * that is taken too). Students, reviews, statistics and the published version stay with the original,
 * and so does its join link (issue #32: a copy carries no secret of the original).
 */
export const copyCourse = (
  store: Store,
  sourceId: number,
  now: string,
  authorId: number | null,
): Promise<{ id: number; name: string }> =>
  store.update((db) => {
    const source = courseById(db.courses, sourceId);
    if (source === undefined) throw new HttpError(404, "");
    const stored = contentOfCourse(db.courseContents, sourceId)?.draft;
    const body = stored === undefined ? emptyCourseBody(String(sourceId), source.name) : clone<CourseBody>(stored);
    // The original's name counts as taken (an admin may copy a course of a school whose list lacks it).
    const name = freeCopyName(source.name, [...schoolCourseNames(db, source.school_id), source.name]);
    const id = nextId(db, "courses");
    const named: CourseBody = {
      ...withoutSecrets(renewIds(body)),
      general: { ...body.general, name: { ...body.general.name, value: name } },
    };
    const { course } = assignIds(db, String(id), named);
    db.courses.push({ id, name, school_id: source.school_id, status: "draft", version: 1, created_at: now });
    db.courseContents.push(newCourseContent(id, course, now));
    startHistory(db, id, course, { kind: "copy", author_id: authorId, now });
    // Issue #37: the plan comes along (relative dates unchanged); extensions stay with the original's students.
    const plan = db.deadlinePlans.find((p) => p.course_id === sourceId);
    if (plan !== undefined && plan.items.length > 0)
      db.deadlinePlans.push(castDraft({ course_id: id, items: copiedPlan(plan.items, body, course), updated_at: now }));
    return { id, name };
  });
