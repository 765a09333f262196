import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { StudentCourse } from "@app/domain/api/passage";
import { lessonPath } from "./lesson-order";
import { LessonStatusBadge, LockIcon, ReviewBadge } from "./status-badge";
import { taskProgress } from "./task-progress";

/** `Уроки и задания`: sections, their lessons with status (or lock and its reason), each lesson's tasks. */
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
                    <LessonStatusBadge status={lesson.status} />
                  </div>
                  {lesson.locked && <p className="outline-lock-reason">{t("outline.locked")}</p>}
                  {lesson.tasks.length > 0 && (
                    <ul className="outline-tasks" aria-label={t("outline.tasks")}>
                      {lesson.tasks.map((task) => {
                        const progress = taskProgress(task.taskContent);
                        return (
                          <li key={task.taskID}>
                            {lesson.locked ? (
                              <span>{task.name}</span>
                            ) : (
                              <Link href={`${path}#task-${task.taskID}`}>{task.name}</Link>
                            )}
                            <LessonStatusBadge status={progress.status} />
                            <ReviewBadge status={progress.review} />
                          </li>
                        );
                      })}
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
