import { useEffect, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCourseDraft } from "../../lib/authoring/use-course-draft";
import { useFieldErrors } from "../../lib/authoring/field-errors";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { useAnnouncement } from "./announcer";
import { ConstructorDnd } from "./drag-context";
import { useChangeAnnouncements } from "./use-change-announcements";
import { LessonEditor } from "./lesson-editor";
import { Outline } from "./outline";
import { markReady, resetReady } from "./perf";
import { resolveLesson } from "./selection";
import { useCourse } from "./use-course";
import { useSelection } from "./use-selection";
import "./constructor.css";

type Props = { readonly courseID: string };

/** The `Конструктор` tab: the outline (sections, lessons, tasks) beside the selected lesson's editor. */
export const ConstructorTab = ({ courseID }: Props) => {
  const { t } = useTranslation("constructor");
  useDocumentTitle(t("pageTitle"));
  const draft = useCourseDraft(courseID);
  const course = useCourse(courseID);
  const errors = useFieldErrors(courseID);
  const selection = useSelection(courseID);
  const announcement = useAnnouncement();
  useChangeAnnouncements(courseID);
  const ready = draft.status === "ready" && course !== undefined;
  const lessonID = ready ? resolveLesson(course, selection) : null;

  useEffect(() => resetReady, [courseID]);
  useLayoutEffect(() => {
    if (ready) markReady();
  }, [ready]);

  if (draft.status === "error") {
    return (
      <p className="form-error" role="alert">
        {draft.error}
      </p>
    );
  }
  if (!ready) return <p className="muted">{t("loading")}</p>;
  const readOnly = draft.readOnly;

  return (
    <div className="constructor">
      <ConstructorDnd courseID={courseID}>
        <div className="constructor-layout">
          <Outline course={course} readOnly={readOnly} selectedLesson={lessonID} errors={errors} />
          <div className="constructor-editor">
            {lessonID === null ? (
              <p className="muted pick-lesson">{t("pickLesson")}</p>
            ) : (
              <LessonEditor course={course} lessonID={lessonID} readOnly={readOnly} errors={errors} />
            )}
          </div>
        </div>
      </ConstructorDnd>
      <div
        className="visually-hidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="constructor-live"
      >
        {announcement}
      </div>
    </div>
  );
};
