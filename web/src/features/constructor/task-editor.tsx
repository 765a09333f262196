import { memo, useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { useVersionOverlay } from "../../lib/authoring/version-overlay";
import { LIMITS } from "@app/domain/constants";
import type { TaskState } from "@app/domain/course/structure";
import { fieldPath } from "@app/domain/course/course-query";
import { BlockList } from "./block-list";
import { duplicateItem, itemNameNow, moveItem, run, type Direction } from "./commands";
import { DeleteControls } from "./delete-controls";
import { MoveControls } from "./move-controls";
import { useDragRow } from "./use-drag-row";
import { useMoveText } from "./use-move-text";

type Props = {
  readonly courseID: string;
  readonly task: TaskState;
  readonly position: number;
  readonly count: number;
  readonly readOnly: boolean;
  readonly errors: ReadonlyMap<string, string>;
};

/** A task of the lesson: its name, move, delete or restore, and its content blocks. */
export const TaskEditor = memo(({ courseID, task, position, count, readOnly, errors }: Props) => {
  const { t } = useTranslation("constructor");
  const moveText = useMoveText();
  const errorId = useId();
  const taskID = task.taskID;
  const shown = task.name.trim() === "" ? t("untitledTask") : task.name;
  const what = t("task", { name: shown });
  const error = errors.get(fieldPath.taskName(taskID));
  const onMove = useCallback(
    (id: string, direction: Direction) =>
      moveItem(
        courseID,
        { _tag: "task", taskID: id },
        direction,
        itemNameNow(courseID, { _tag: "task", taskID: id }) || t("untitledTask"),
        moveText,
      ),
    [courseID, moveText, t],
  );
  const locked = readOnly || task.wasDeleted;
  const overlay = useVersionOverlay();
  const drag = useDragRow({ kind: "task", lessonID: task.lessonID, taskID }, what, {
    draggable: !locked,
    where: "editor",
    droppable: !locked,
  });
  return (
    <section
      ref={drag.setNodeRef}
      id={`task-${taskID}`}
      className={`task-editor${task.wasDeleted ? " is-deleted" : ""}${drag.className}`}
      aria-label={what}
    >
      <header className="task-head">
        {readOnly ? (
          <h3 tabIndex={-1}>
            {shown}
            {overlay?.changed("tasks", taskID) === true && overlay.mark(true)}
          </h3>
        ) : (
          <div className="field name-field">
            <label htmlFor={`${errorId}-input`}>{t("taskName")}</label>
            <input
              id={`${errorId}-input`}
              data-name-input={taskID}
              data-field={fieldPath.taskName(taskID)}
              value={task.name}
              placeholder={t("untitledTask")}
              maxLength={LIMITS.name}
              readOnly={task.wasDeleted}
              aria-invalid={error !== undefined}
              aria-describedby={error !== undefined ? errorId : undefined}
              onChange={(event) =>
                run({ _tag: "RenameTask", courseID, taskID, name: event.target.value, at: Date.now() })
              }
            />
            {error !== undefined && (
              <p className="field-error" id={errorId}>
                {error}
              </p>
            )}
          </div>
        )}
        {!readOnly && (
          <div className="item-tools">
            {task.wasDeleted && <span className="deleted-badge">{t("deleted")}</span>}
            <MoveControls
              id={taskID}
              what={what}
              position={position}
              count={count}
              isLast={position >= count}
              onMove={onMove}
              drag={drag.handle}
            />
            {!task.wasDeleted && (
              <button
                type="button"
                className="text-button"
                onClick={() => duplicateItem(courseID, { _tag: "task", taskID })}
              >
                {t("duplicate")}
                <span className="visually-hidden"> {what}</span>
              </button>
            )}
            <DeleteControls
              courseID={courseID}
              item={{ _tag: "task", taskID }}
              what={what}
              deleted={task.wasDeleted}
              created={task.wasCreated}
            />
          </div>
        )}
      </header>
      <BlockList
        courseID={courseID}
        parentKind="task"
        parentID={taskID}
        blockOrder={task.blockOrder}
        blocks={task.blocks}
        readOnly={locked}
        errors={errors}
        where={what}
      />
    </section>
  );
});
TaskEditor.displayName = "TaskEditor";
