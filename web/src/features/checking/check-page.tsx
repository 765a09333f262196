import { useParams } from "wouter";
import { useSnapshot } from "valtio";
import { useTranslation } from "react-i18next";
import { session } from "../../lib/session/session-store";
import { idParam } from "./check-params";
import { ReviewerLevels } from "./reviewer-levels";
import { StudentExercise } from "./student-exercise";
import "./checking-queue.css";
import "./checking-desk.css";

type Params = { courseID?: string; tab?: string; moduleID?: string; lessonID?: string; taskID?: string };

/**
 * /check/{courseID}/{tab}/{moduleID}/{lessonID}/{taskID} (SPEC §2): a reviewer drills down from the
 * course to a task's submissions; a student reaches only the exercise level, for his own work.
 */
export const CheckPage = () => {
  const { t } = useTranslation("checking");
  const params = useParams<Params>();
  const { login } = useSnapshot(session);
  const courseId = idParam(params.courseID);
  if (courseId === undefined) {
    return (
      <section className="checking page-container">
        <h1>{t("title")}</h1>
        <p role="alert" className="check-error">
          {t("notFound")}
        </p>
      </section>
    );
  }
  const path = {
    courseId,
    tab: params.tab ?? "modules",
    moduleID: params.moduleID,
    lessonID: params.lessonID,
    taskID: params.taskID,
  };
  if (login.role === "STUDENT" && path.taskID !== undefined)
    return <StudentExercise courseId={courseId} taskId={path.taskID} />;
  return <ReviewerLevels path={path} />;
};
