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
  /** Its section is deleted: nothing can be dropped here either. */
  readonly sectionDeleted: boolean;
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
    sectionDeleted,
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
    const drag = useDragRow({ kind: "lesson", moduleID, lessonID }, what, {
      draggable: !readOnly && !deleted,
      droppable: !deleted && !sectionDeleted,
    });
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
          {/* A long name ends in `…` here: the whole of it shows on hover. */}
          <span className="outline-link-text" title={shown}>
            {shown}
          </span>
          {overlay?.changed("lessons", lessonID) === true && overlay.mark(true)}
          {/* A deleted lesson is no trial lesson for anyone. Beside `Восстановить` its struck-out name says
              `удалено` to the eye: the word is for screen readers, and the name keeps the room. */}
          {trial && !deleted && <span className="badge">{t("trialBadge")}</span>}
          {deleted && <span className={readOnly ? "deleted-badge" : "visually-hidden"}>{t("deleted")}</span>}
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
  /** Its lesson or section is deleted: nothing can be dropped here either. */
  readonly parentDeleted: boolean;
};

/** A task under its lesson in the outline: a link to the lesson, scrolled to the task. */
export const TaskRow = memo(({ courseID, moduleID, lessonID, taskID, name, deleted, parentDeleted }: TaskProps) => {
  const { t } = useTranslation("constructor");
  const selectionPath = useSelectionPath();
  const overlay = useVersionOverlay();
  const shown = name.trim() === "" ? t("untitledTask") : name;
  // A drop target only: a task is dragged by its handle in the lesson editor.
  const drag = useDragRow({ kind: "task", lessonID, taskID }, t("task", { name: shown }), {
    draggable: false,
    droppable: !deleted && !parentDeleted,
  });
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
