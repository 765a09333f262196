import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { StudentCourse } from "@app/domain/api/passage";
import { lessonPath } from "../../lib/passage/lesson-order";
import { StudyStatusBadge } from "../../lib/ui/study-status-badge";
import { lessonStudy, taskStudy } from "../../lib/passage/lesson-study";
import { LockIcon } from "./status-badge";
import { DueNote } from "../../lib/deadlines/due-note";
import { lessonSent } from "../../lib/deadlines/work-sent";

/**
 * `Уроки и задания`: sections, their lessons with status (or lock and its reason, as the server
 * sends a locked lesson: title and reason, no content), each open lesson's tasks, and each dated
 * lesson's date (issue #37: its own, else its tasks' earliest).
 */
export const LessonsOutline = ({ course }: { readonly course: StudentCourse }) => {
  const { t } = useTranslation("passage");
  const courseID = String(course.course_id);
  if (course.moduleList.every((m) => m.lessons.length === 0)) return <p className="muted">{t("outline.empty")}</p>;
  return (
    <div className="passage-outline">
      {course.moduleList.map((m) => (
        <section key={m.moduleID} className="outline-module" aria-labelledby={`module-${m.moduleID}`}>
          <h2 id={`module-${m.moduleID}`}>{m.moduleName}</h2>
          <ol className="outline-lessons">
            {m.lessons.map((lesson) => {
              const path = lessonPath(courseID, { moduleID: m.moduleID, lesson });
              return (
                <li key={lesson.lessonID} className={lesson.locked ? "outline-lesson is-locked" : "outline-lesson"}>
                  <div className="outline-lesson-head">
                    {lesson.locked ? (
                      <span className="outline-lesson-name">
                        <LockIcon />
                        <span className="visually-hidden">{t("outline.lockedLabel")}: </span>
                        {lesson.lessonName}
                      </span>
                    ) : (
                      <Link className="outline-lesson-name" href={path}>
                        {lesson.lessonName}
                      </Link>
                    )}
                    {lesson.is_trial && <span className="badge badge-trial">{t("outline.trial")}</span>}
                    {!lesson.locked && <StudyStatusBadge status={lessonStudy(lesson)} />}
                  </div>
                  {lesson.locked && <p className="outline-lock-reason">{lesson.lock_reason ?? t("outline.locked")}</p>}
                  {lesson.due !== undefined && <DueNote due={lesson.due} sent={lessonSent(lesson)} />}
                  {lesson.tasks.length > 0 && (
                    <ul className="outline-tasks" aria-label={t("outline.tasks")}>
                      {lesson.tasks.map((task) => (
                        <li key={task.taskID}>
                          <Link href={`${path}#task-${task.taskID}`}>{task.name}</Link>
                          <StudyStatusBadge status={taskStudy(lesson, task)} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
};
