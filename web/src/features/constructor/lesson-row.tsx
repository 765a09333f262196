import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { MoveControls } from "./move-controls";
import { run } from "./commands";
import { useVersionOverlay } from "../../lib/authoring/version-overlay";
import { useDragRow } from "./use-drag-row";
import { useSelectionPath } from "./use-selection";
import { requestReveal } from "./reveal";

type Props = {
  readonly courseID: string;
  readonly moduleID: string;
  readonly lessonID: string;
  readonly name: string;
  readonly trial: boolean;
  readonly deleted: boolean;
  readonly invalid: boolean;
  readonly selected: boolean;
  readonly position: number;
  readonly count: number;
  readonly readOnly: boolean;
  readonly onMove: (lessonID: string, direction: "up" | "down") => void;
};

/** A lesson in the outline: a link that selects it, and its move buttons. */
export const LessonRow = memo(
  ({
    courseID,
    moduleID,
    lessonID,
    name,
    trial,
    deleted,
    invalid,
    selected,
    position,
    count,
    readOnly,
    onMove,
  }: Props) => {
    const { t } = useTranslation("constructor");
    const selectionPath = useSelectionPath();
    const overlay = useVersionOverlay();
    const shown = name.trim() === "" ? t("untitledLesson") : name;
    const what = t("lesson", { name: shown });
    const drag = useDragRow({ kind: "lesson", moduleID, lessonID }, what, { draggable: !readOnly && !deleted });
    return (
      <div
        ref={drag.setNodeRef}
        className={`outline-lesson${deleted ? " is-deleted" : ""}${selected ? " is-selected" : ""}${drag.className}`}
      >
        <Link
          href={selectionPath(courseID, moduleID, lessonID)}
          className={`outline-link${invalid ? " has-error" : ""}`}
          aria-current={selected ? "page" : undefined}
          onClick={() => requestReveal({ what: "editor" })}
        >
          <span className="outline-link-text">{shown}</span>
          {overlay?.changed("lessons", lessonID) === true && overlay.mark(true)}
          {trial && <span className="badge">{t("trialBadge")}</span>}
          {deleted && <span className="deleted-badge">{t("deleted")}</span>}
        </Link>
        {!readOnly &&
          (deleted ? (
            <button
              type="button"
              className="text-button"
              onClick={() => run({ _tag: "RestoreItem", courseID, item: { _tag: "lesson", lessonID } })}
            >
              {t("restore")}
              <span className="visually-hidden"> {what}</span>
            </button>
          ) : (
            <MoveControls
              id={lessonID}
              what={what}
              position={position}
              count={count}
              isLast={position >= count}
              onMove={onMove}
              drag={drag.handle}
            />
          ))}
      </div>
    );
  },
);
LessonRow.displayName = "LessonRow";

type TaskProps = {
  readonly courseID: string;
  readonly moduleID: string;
  readonly lessonID: string;
  readonly taskID: string;
  readonly name: string;
  readonly deleted: boolean;
};

/** A task under its lesson in the outline: a link to the lesson, scrolled to the task. */
export const TaskRow = memo(({ courseID, moduleID, lessonID, taskID, name, deleted }: TaskProps) => {
  const { t } = useTranslation("constructor");
  const selectionPath = useSelectionPath();
  const overlay = useVersionOverlay();
  const shown = name.trim() === "" ? t("untitledTask") : name;
  // A drop target only: a task is dragged by its handle in the lesson editor.
  const drag = useDragRow({ kind: "task", lessonID, taskID }, t("task", { name: shown }), { draggable: false });
  return (
    <div ref={drag.setNodeRef} className={`outline-task${deleted ? " is-deleted" : ""}${drag.className}`}>
      <Link
        href={selectionPath(courseID, moduleID, lessonID)}
        className="outline-task-link"
        onClick={() => requestReveal({ what: "task", taskID })}
      >
        {shown}
        {overlay?.changed("tasks", taskID) === true && overlay.mark(true)}
      </Link>
    </div>
  );
});
TaskRow.displayName = "TaskRow";
