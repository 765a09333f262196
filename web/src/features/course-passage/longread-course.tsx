import { useEffect } from "react";
import { Link } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { StudentCourse, StudentLesson, SubmissionView } from "@app/domain/api/passage";
import { StudyStatusBadge } from "../../lib/ui/study-status-badge";
import { LessonBlocks } from "./lesson-blocks";
import { lessonPath } from "../../lib/passage/lesson-order";
import { lessonStudy } from "../../lib/passage/lesson-study";
import { loadSubmissions, submissionsQueryKey } from "./passage-actions";
import { LockIcon } from "./status-badge";
import { useLessonModel } from "./use-lesson-model";

type LessonProps = {
  readonly course: StudentCourse;
  readonly moduleID: string;
  readonly lesson: StudentLesson;
  readonly submissions: ReadonlyArray<SubmissionView>;
};

/** One lesson of the long page: its status, then its blocks and tasks as on the lesson page (or its lock). */
const LongreadLesson = ({ course, moduleID, lesson, submissions }: LessonProps) => {
  const { t } = useTranslation("passage");
  const courseID = String(course.course_id);
  const model = useLessonModel(courseID, lesson.lessonID);
  const shared = {
    courseID,
    lessonID: lesson.lessonID,
    model,
    prohibitReplay: course.settings.actions.prohibitReplay,
    submissions,
  };
  return (
    <section
      id={`lesson-${lesson.lessonID}`}
      className="reading-lesson"
      aria-labelledby={`lesson-title-${lesson.lessonID}`}
    >
      <div className="longread-lesson-head">
        <h3 id={`lesson-title-${lesson.lessonID}`}>{lesson.lessonName}</h3>
        {!lesson.locked && <StudyStatusBadge status={lessonStudy(lesson)} />}
      </div>
      {lesson.locked ? (
        <p className="lesson-locked">
          <LockIcon />
          {lesson.lock_reason ?? t("outline.locked")}
        </p>
      ) : (
        <>
          {lesson.lessonContent.length > 0 && <LessonBlocks {...shared} taskID={null} blocks={lesson.lessonContent} />}
          {lesson.tasks.map((task) => (
            <div key={task.taskID} className="reading-task" id={`task-${task.taskID}`}>
              <h4 className="reading-task-name">{task.name}</h4>
              <LessonBlocks {...shared} taskID={task.taskID} blocks={task.taskContent} />
            </div>
          ))}
          <p className="longread-lesson-link">
            <Link href={lessonPath(courseID, { moduleID, lesson })}>{t("longread.openLesson")}</Link>
          </p>
        </>
      )}
    </section>
  );
};

/**
 * The whole course on one page (SPEC §2 longread): every section and lesson in order, each taken as
 * on its lesson page (the same blocks, the same completion and progress).
 */
export const LongreadCourse = ({
  course,
  lessonID,
}: {
  readonly course: StudentCourse;
  readonly lessonID: string | undefined;
}) => {
  const courseID = String(course.course_id);
  const submissions = useQuery({
    queryKey: submissionsQueryKey(courseID),
    queryFn: () => loadSubmissions(courseID),
    staleTime: 0,
    enabled: !course.preview,
  });
  useEffect(() => {
    if (lessonID !== undefined) document.getElementById(`lesson-${lessonID}`)?.scrollIntoView({ block: "start" });
  }, [lessonID]);
  return (
    <div className="reading-course">
      {course.moduleList.map((m) => (
        <section key={m.moduleID} className="reading-module" aria-labelledby={`module-${m.moduleID}`}>
          <h2 id={`module-${m.moduleID}`}>{m.moduleName}</h2>
          {m.lessons.map((lesson) => (
            <LongreadLesson
              key={lesson.lessonID}
              course={course}
              moduleID={m.moduleID}
              lesson={lesson}
              submissions={submissions.data ?? []}
            />
          ))}
        </section>
      ))}
    </div>
  );
};
