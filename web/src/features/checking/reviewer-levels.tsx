import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { CheckBreadcrumbs } from "./check-breadcrumbs";
import { CountBadges } from "./count-badges";
import { ExerciseLevel } from "./exercise-level";
import { LoadState } from "./load-state";
import { NodeList } from "./node-list";
import { levelHref, useCheckPath, type CheckParams } from "./use-check-path";

/** The review queue (issue #34) of this course, or of this task at the task level. */
const queueHref = (path: CheckParams): string => {
  const query = new URLSearchParams({ course: String(path.courseId) });
  if (path.taskID !== undefined) query.set("task", path.taskID);
  return `/availableCourses/queue?${query.toString()}`;
};

/** The reviewer's levels: sections of the course, lessons of a section, tasks of a lesson, and a task's submissions. */
export const ReviewerLevels = ({ path }: { readonly path: CheckParams }) => {
  const { t } = useTranslation("checking");
  const { trail, title, counts, modules, lessons, tasks } = useCheckPath(path);
  useDocumentTitle(`${title} — ${t("title")}`);
  const { moduleID, lessonID, taskID } = path;

  const level =
    taskID !== undefined ? (
      <ExerciseLevel courseId={path.courseId} taskId={taskID} counts={counts} />
    ) : lessonID !== undefined ? (
      <>
        <LoadState query={tasks} />
        {tasks.data !== undefined && (
          <NodeList
            title={t("levels.tasks")}
            nodes={tasks.data}
            hrefOf={(task) => levelHref(path, { moduleID, lessonID, taskID: task.id })}
            positionLabel={(position) => t("levels.task", { position })}
            emptyText={t("levels.noTasks")}
          />
        )}
      </>
    ) : moduleID !== undefined ? (
      <>
        <LoadState query={lessons} />
        {lessons.data !== undefined && (
          <NodeList
            title={t("levels.lessons")}
            nodes={lessons.data}
            hrefOf={(lesson) => levelHref(path, { moduleID, lessonID: lesson.id })}
            positionLabel={(position) => t("levels.lesson", { position })}
            emptyText={t("levels.noLessons")}
          />
        )}
      </>
    ) : (
      <>
        <LoadState query={modules} />
        {modules.data !== undefined && (
          <NodeList
            title={t("levels.sections")}
            nodes={modules.data}
            hrefOf={(module) => levelHref(path, { moduleID: module.id })}
            positionLabel={(position) => t("levels.section", { position })}
            emptyText={t("levels.noSections")}
          />
        )}
      </>
    );

  return (
    <section className="checking page-container">
      <CheckBreadcrumbs trail={trail} />
      <header className="check-header">
        <h1>{title}</h1>
        {counts !== undefined && <CountBadges counts={counts} />}
        <Link href={queueHref(path)} className="check-queue-link">
          {t("queue.open")}
        </Link>
      </header>
      {level}
    </section>
  );
};
