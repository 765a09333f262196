import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { StudentCourse, SubmissionView } from "@app/domain/api/passage";
import { DueNote } from "../../lib/deadlines/due-note";
import { lessonSent, taskSent } from "../../lib/deadlines/work-sent";
import { OfflineNotice } from "../../lib/offline/offline-notice";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { LessonBlocks } from "./lesson-blocks";
import { lessonPath, locateLesson } from "../../lib/passage/lesson-order";
import { loadSubmissions, record, startLesson, submissionsQueryKey } from "./passage-actions";
import { StudyStatusBadge } from "../../lib/ui/study-status-badge";
import { lessonStudy } from "../../lib/passage/lesson-study";
import { LockIcon } from "./status-badge";
import { useLessonModel } from "./use-lesson-model";

/** Issue #37: the last attempt of one of the task's works came after its soft date. */
const sentLate = (submissions: ReadonlyArray<SubmissionView>, taskID: string): boolean =>
  submissions.some(
    (s) => s.task_id === taskID && [...s.attempts].sort((a, b) => b.number - a.number)[0]?.late === true,
  );

/**
 * One lesson (SPEC §2 /myCourses/{id}/lessons/{moduleID}/{lessonID}): its blocks and tasks at once;
 * opening it records its start (issue #30, as Stepik records a step opened: no `Начать урок` step).
 * Locked, only the reason. Staff previewing the course see what a student would before starting.
 * Previous and next lessons at the foot. Issue #37: each task's date (the lesson's, when only it has
 * one), and after a hard date its sending closed, saying why.
 */
export const LessonPage = ({ course, lessonID }: { readonly course: StudentCourse; readonly lessonID: string }) => {
  const { t } = useTranslation("passage");
  const courseID = String(course.course_id);
  const placed = locateLesson(course, lessonID);
  const lesson = placed?.current.lesson;
  const model = useLessonModel(courseID, lessonID);
  const startAsked = useRef<string | null>(null);
  const submissions = useQuery({
    queryKey: submissionsQueryKey(courseID),
    queryFn: () => loadSubmissions(courseID),
    staleTime: 0,
    enabled: !course.preview,
  });
  useDocumentTitle(lesson?.lessonName ?? t("lesson.notFound"));

  // Once per lesson opened, when both the page and the model have it.
  const ready = lesson !== undefined && model !== undefined;
  useEffect(() => {
    if (ready) record({ _tag: "ContinueLesson", lessonID });
  }, [lessonID, ready]);

  const started = (model?.statistics.start_date ?? lesson?.statistics.start_date ?? null) !== null;
  // Opening the lesson starts it, once per lesson (offline the start waits in the outbox, issue #15).
  const toStart = ready && !started && lesson?.locked === false && !course.preview;
  useEffect(() => {
    if (!toStart || startAsked.current === lessonID) return;
    startAsked.current = lessonID;
    void startLesson(courseID, lessonID, t("lesson.startSent"));
  }, [toStart, courseID, lessonID, t]);
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (started && hash !== "") document.getElementById(hash)?.scrollIntoView({ block: "start" });
  }, [started, lessonID]);

  const all = `/myCourses/${encodeURIComponent(courseID)}/lessons`;
  if (placed === null || lesson === undefined)
    return (
      <section className="lesson-page">
        <h2>{t("lesson.notFound")}</h2>
        <Link href={all}>{t("lesson.allLessons")}</Link>
      </section>
    );

  const blockCount = lesson.lessonContent.length + lesson.tasks.reduce((n, task) => n + task.taskContent.length, 0);
  const shared = {
    courseID,
    lessonID,
    model,
    prohibitReplay: course.settings.actions.prohibitReplay,
    submissions: submissions.data ?? [],
  };

  return (
    <section className="lesson-page" aria-labelledby="lesson-title">
      <Link className="lesson-back" href={all}>
        ← {t("lesson.allLessons")}
      </Link>
      <header className="lesson-header">
        <h2 id="lesson-title">{lesson.lessonName}</h2>
        {!lesson.locked && <StudyStatusBadge status={lessonStudy(lesson)} />}
      </header>
      {/* A lesson without tasks: its own date (with tasks, each shows its own or the lesson's). */}
      {lesson.due !== undefined && lesson.tasks.every((task) => task.due === undefined) && (
        <DueNote due={lesson.due} sent={lessonSent(lesson)} id={`due-lesson-${lesson.lessonID}`} />
      )}
      <OfflineNotice />
      {lesson.locked ? (
        <p className="lesson-locked">
          <LockIcon />
          {lesson.lock_reason ?? t("outline.locked")}
        </p>
      ) : !started && course.preview ? (
        <p className="lesson-start">{t("lesson.notStarted", { count: blockCount })}</p>
      ) : (
        <>
          {lesson.lessonContent.length > 0 && (
            <section className="lesson-section" aria-labelledby="lesson-material">
              <h3 id="lesson-material">{t("lesson.material")}</h3>
              <LessonBlocks
                {...shared}
                taskID={null}
                blocks={lesson.lessonContent}
                closedBy={lesson.due?.state === "closed" ? `due-lesson-${lesson.lessonID}` : undefined}
              />
            </section>
          )}
          {lesson.tasks.map((task) => (
            <section
              key={task.taskID}
              className="lesson-section"
              id={`task-${task.taskID}`}
              aria-labelledby={`task-title-${task.taskID}`}
            >
              <h3 id={`task-title-${task.taskID}`}>{task.name}</h3>
              {task.due !== undefined && (
                <DueNote
                  due={task.due}
                  sent={taskSent(task)}
                  late={sentLate(shared.submissions, task.taskID)}
                  id={`due-task-${task.taskID}`}
                />
              )}
              <LessonBlocks
                {...shared}
                taskID={task.taskID}
                blocks={task.taskContent}
                closedBy={task.due?.state === "closed" ? `due-task-${task.taskID}` : undefined}
              />
            </section>
          ))}
        </>
      )}
      <nav className="lesson-nav" aria-label={t("lesson.navigation")}>
        {placed.previous !== null ? (
          <Link className="button" href={lessonPath(courseID, placed.previous)}>
            ← {t("lesson.previous")}
          </Link>
        ) : (
          <span />
        )}
        {/* From a locked lesson, never on into another locked one (issue #30). */}
        {placed.next !== null && !(lesson.locked && placed.next.lesson.locked) && (
          <Link className="button" href={lessonPath(courseID, placed.next)}>
            {t("lesson.next")} →
          </Link>
        )}
      </nav>
    </section>
  );
};
