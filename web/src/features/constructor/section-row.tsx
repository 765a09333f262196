import { memo, useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "@app/domain/constants";
import { fieldPath } from "@app/domain/course/course-query";
import { DeleteControls } from "./delete-controls";
import { MoveControls } from "./move-controls";
import { run } from "./commands";
import { useVersionOverlay } from "../../lib/authoring/version-overlay";
import { useDragRow } from "./use-drag-row";

type Props = {
  readonly courseID: string;
  readonly moduleID: string;
  readonly name: string;
  readonly deleted: boolean;
  readonly created: boolean;
  readonly position: number;
  readonly count: number;
  readonly open: boolean;
  readonly readOnly: boolean;
  readonly error: string | undefined;
  readonly onToggle: (moduleID: string) => void;
  readonly onMove: (moduleID: string, direction: "up" | "down") => void;
};

/** A section in the outline: open/close, its name, move, delete or restore. */
export const SectionRow = memo(
  ({ courseID, moduleID, name, deleted, created, position, count, open, readOnly, error, onToggle, onMove }: Props) => {
    const { t } = useTranslation("constructor");
    const errorId = useId();
    const overlay = useVersionOverlay();
    const shown = name.trim() === "" ? t("untitledSection") : name;
    const what = t("section", { name: shown });
    // A deleted section is neither dragged nor a drop target (as a deleted lesson); its arrows still move it.
    const drag = useDragRow({ kind: "section", moduleID }, what, {
      draggable: !readOnly && !deleted,
      droppable: !deleted,
    });
    return (
      <div
        ref={drag.setNodeRef}
        className={`outline-section${deleted ? " is-deleted" : ""}${drag.className}`}
        role="group"
        aria-label={what}
      >
        <div className="outline-section-line">
          <button
            type="button"
            className="toggle-button"
            aria-expanded={open}
            aria-label={t("expand", { name: shown })}
            onClick={() => onToggle(moduleID)}
          >
            <span aria-hidden="true">{open ? "▾" : "▸"}</span>
          </button>
          <span className="outline-number" aria-hidden="true">
            {position}.
          </span>
          {readOnly ? (
            // h2: the outline comes straight after the course's h1 (issue #31: axe's heading order).
            <h2 className="outline-section-name">
              {shown}
              {overlay?.changed("modules", moduleID) === true && overlay.mark(true)}
            </h2>
          ) : (
            <input
              className="name-input"
              data-name-input={moduleID}
              data-field={fieldPath.moduleName(moduleID)}
              aria-label={t("sectionName")}
              placeholder={t("untitledSection")}
              value={name}
              maxLength={LIMITS.name}
              readOnly={deleted}
              aria-invalid={error !== undefined}
              aria-describedby={error !== undefined ? errorId : undefined}
              onChange={(event) =>
                run({ _tag: "RenameModule", courseID, moduleID, moduleName: event.target.value, at: Date.now() })
              }
            />
          )}
        </div>
        {error !== undefined && (
          <p className="field-error row-error" id={errorId}>
            {error}
          </p>
        )}
        {!readOnly && (
          <div className="outline-actions">
            {deleted && <span className="deleted-badge">{t("deleted")}</span>}
            <MoveControls
              id={moduleID}
              what={what}
              position={position}
              count={count}
              isLast={position >= count}
              onMove={onMove}
              drag={drag.handle}
            />
            <DeleteControls
              courseID={courseID}
              item={{ _tag: "module", moduleID }}
              what={what}
              deleted={deleted}
              created={created}
            />
          </div>
        )}
      </div>
    );
  },
);
SectionRow.displayName = "SectionRow";

/** The end of a section (its `Добавить урок` row): a lesson dropped here goes last. */
export const SectionEnd = ({
  moduleID,
  label,
  deleted,
  children,
}: {
  readonly moduleID: string;
  readonly label: string;
  /** The section is deleted: no lesson can be dropped at its end. */
  readonly deleted: boolean;
  readonly children: ReactNode;
}) => {
  const drag = useDragRow({ kind: "sectionEnd", moduleID }, label, { draggable: false, droppable: !deleted });
  return (
    <div ref={drag.setNodeRef} className={`outline-add${drag.className}`}>
      {children}
    </div>
  );
};
