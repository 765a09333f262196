import { useEffect, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCourseDraft } from "../../lib/authoring/use-course-draft";
import { useFieldErrors } from "../../lib/authoring/field-errors";
import { useStableKey } from "../../lib/authoring/id-remaps";
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
import { useReveal } from "./reveal";
import "./constructor-outline.css";
import "./constructor-editor.css";

type Props = { readonly courseID: string };

/** The outline beside the selected lesson's editor, for a course the model holds (`readOnly`: nothing editable). */
const ConstructorView = ({ courseID, readOnly }: { readonly courseID: string; readonly readOnly: boolean }) => {
  const { t } = useTranslation("constructor");
  const course = useCourse(courseID);
  const errors = useFieldErrors(courseID);
  const selection = useSelection(courseID);
  const stableKey = useStableKey(courseID);
  const announcement = useAnnouncement();
  useChangeAnnouncements(courseID);
  useReveal();
  const lessonID = course === undefined ? null : resolveLesson(course, selection);
  const loaded = course !== undefined;

  useEffect(() => resetReady, [courseID]);
  useLayoutEffect(() => {
    if (loaded) markReady();
  }, [loaded]);

  if (course === undefined) return <p className="muted">{t("loading")}</p>;

  return (
    <div className="constructor">
      <ConstructorDnd courseID={courseID}>
        <div className="constructor-layout">
          <Outline course={course} readOnly={readOnly} selectedLesson={lessonID} errors={errors} />
          <div className="constructor-editor">
            {lessonID === null ? (
              <p className="muted pick-lesson">{t("pickLesson")}</p>
            ) : (
              // Keyed by the lesson: another lesson's editor starts afresh, never diffed against this one's cards.
              <LessonEditor
                key={stableKey(lessonID)}
                course={course}
                lessonID={lessonID}
                readOnly={readOnly}
                errors={errors}
              />
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

/** The `Конструктор` tab: the outline (sections, lessons, tasks) beside the selected lesson's editor. */
export const ConstructorTab = ({ courseID }: Props) => {
  const { t } = useTranslation("constructor");
  useDocumentTitle(t("pageTitle"));
  const draft = useCourseDraft(courseID);
  if (draft.status === "error") {
    return (
      <p className="form-error" role="alert">
        {draft.error}
      </p>
    );
  }
  if (draft.status !== "ready") return <p className="muted">{t("loading")}</p>;
  return <ConstructorView courseID={courseID} readOnly={draft.readOnly} />;
};

/**
 * A past version of a course in the constructor, read-only (issue #22): `courseID` is the model key
 * the history loaded it under; the history's VersionOverlay (lib/authoring/version-overlay.ts) keeps
 * the links inside the version and marks what it changed. Never a draft: nothing loads or saves.
 */
export const ConstructorVersion = ({ courseID }: Props) => <ConstructorView courseID={courseID} readOnly />;
