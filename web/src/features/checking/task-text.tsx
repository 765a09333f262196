import { useTranslation } from "react-i18next";
import type { SubmissionTask } from "@app/domain/api/review";

/** The free task the student answered: its name, title and text (gone when removed from the published course). */
export const TaskText = ({ task }: { readonly task: SubmissionTask }) => {
  const { t } = useTranslation("checking");
  const removed = task.title === null && task.text === null;
  return (
    <section className="check-task" aria-labelledby="check-task-title">
      <h3 id="check-task-title">{t("submission.task")}</h3>
      {task.name !== null && <p className="check-task-name muted">{task.name}</p>}
      {removed ? (
        <p className="muted">{t("submission.taskRemoved")}</p>
      ) : (
        <>
          {task.title !== null && task.title !== "" && <p className="check-task-title">{task.title}</p>}
          {task.text !== null && <p className="check-text">{task.text}</p>}
        </>
      )}
    </section>
  );
};
