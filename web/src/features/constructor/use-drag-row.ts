import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useStableKey } from "../../lib/authoring/id-remaps";
import { dragId, type DropTarget } from "./drop-target";

/** The course whose constructor the drag context serves (its items' stable keys name the drag ids). */
export const DragCourse = createContext<string>("");

/** What a drag handle needs from its row (spread on the ⠿ button). */
export type DragHandle = {
  readonly setActivatorNodeRef: (element: HTMLElement | null) => void;
  readonly listeners: DraggableSyntheticListeners;
  readonly attributes: DraggableAttributes;
};

export type DragData = { readonly target: DropTarget; readonly label: string };

/**
 * A row or card of the constructor as a drag source (by its handle) and a drop target. Rows are not
 * shifted while dragging (rows of a windowed outline have fixed heights): the target is outlined, and
 * the dragged item follows the pointer as an overlay.
 */
export const useDragRow = (
  target: DropTarget,
  label: string,
  options: {
    readonly draggable: boolean;
    readonly where?: "outline" | "editor";
    /** False for a deleted item (or one inside): nothing can be dropped into it, so it is never a target. */
    readonly droppable?: boolean;
  },
) => {
  const { t } = useTranslation("constructor");
  const data: DragData = { target, label };
  const stableKey = useStableKey(useContext(DragCourse));
  const sortable = useSortable({
    id: dragId(target, options.where, stableKey),
    data,
    disabled: { draggable: !options.draggable, droppable: options.droppable === false },
    attributes: { roleDescription: t("drag.roleDescription") },
  });
  const { setActivatorNodeRef, listeners, attributes } = sortable;
  // The same object while nothing changed, so the memoized move controls do not render again.
  const handle = useMemo<DragHandle | undefined>(
    () => (options.draggable ? { setActivatorNodeRef, listeners, attributes } : undefined),
    [options.draggable, setActivatorNodeRef, listeners, attributes],
  );
  const overClass = sortable.isOver && !sortable.isDragging && sortable.active !== null ? " is-drop-target" : "";
  return {
    setNodeRef: sortable.setNodeRef,
    handle,
    className: `${overClass}${sortable.isDragging ? " is-dragging" : ""}`,
  };
};
