import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { currentState } from "../../lib/model/domain-store";
import { placeDropped } from "./commands";
import { resolveId } from "../../lib/authoring/id-remaps";
import { dropCommand, resolvedTarget } from "./drop-target";
import { DragCourse, type DragData } from "./use-drag-row";
import { useMoveText } from "./use-move-text";

const dataOf = (data: { current?: unknown } | null | undefined): DragData | undefined => {
  const value = data?.current;
  return typeof value === "object" && value !== null && "target" in value && "label" in value
    ? (value as DragData)
    : undefined;
};

// Sensor options are constants: a new options object makes new sensors, new activators and a new
// dnd-kit context on every render of the tab (every keystroke), and every row and card renders again.
const POINTER = { activationConstraint: { distance: 5 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/** The pointer's row when there is one (a mouse drag); the nearest row for the keyboard. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : closestCenter(args);
};

/**
 * The overlay (the dragged item's name) just below and right of the pointer, wherever on its row the
 * handle was; with the keyboard it moves as the row would.
 */
const besidePointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  if (!draggingNodeRect || !(activatorEvent instanceof PointerEvent || activatorEvent instanceof MouseEvent))
    return transform;
  return {
    ...transform,
    x: transform.x + activatorEvent.clientX - draggingNodeRect.left + 12,
    y: transform.y + activatorEvent.clientY - draggingNodeRect.top + 12,
  };
};

/**
 * Drag and drop for the whole tab (dnd-kit): sections, lessons and tasks in the outline, tasks and
 * blocks in the editor, a block onto a lesson of the outline. A drop runs PlaceItem or PlaceBlock,
 * the events the arrow buttons' moves share with undo and the log. Handles start a drag with the
 * mouse (after 5 px) or with Space/Enter; dnd-kit announces the drag in Russian, the tab's own live
 * region the result.
 */
export const ConstructorDnd = ({ courseID, children }: { readonly courseID: string; readonly children: ReactNode }) => {
  const { t } = useTranslation("constructor");
  const moveText = useMoveText();
  const [dragged, setDragged] = useState<string | null>(null);
  // What is being dragged, kept from the start: in a windowed outline its row may scroll out of the
  // window and unmount mid-drag, and dnd-kit's `active.data` goes with it.
  const picked = useRef<DragData | undefined>(undefined);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const label = (data: { current?: unknown } | null | undefined) => dataOf(data)?.label ?? "";
  const activeLabel = (data: { current?: unknown } | null | undefined) =>
    dataOf(data)?.label ?? picked.current?.label ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("drag.picked", { what: label(active.data) }),
    onDragOver: ({ active, over }) =>
      over ? t("drag.over", { what: activeLabel(active.data), target: label(over.data) }) : t("drag.nowhere"),
    // The result is announced once, by the tab's live region (placeDropped).
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => t("drag.cancelled", { what: activeLabel(active.data) }),
  };
  const onDragStart = (event: DragStartEvent) => {
    picked.current = dataOf(event.active.data);
    setDragged(label(event.active.data));
  };
  const onDragEnd = ({ over }: DragEndEvent) => {
    setDragged(null);
    const picking = picked.current?.target;
    picked.current = undefined;
    const target = dataOf(over?.data)?.target;
    const course = currentState().courses[courseID];
    if (!picking || !target || picking.kind === "sectionEnd" || !course) return;
    // A save may have given the items their server ids since the drag began.
    const resolve = (id: string) => resolveId(courseID, id);
    const command = dropCommand(course, resolvedTarget(picking, resolve), resolvedTarget(target, resolve));
    if (command === null || (command._tag !== "PlaceItem" && command._tag !== "PlaceBlock")) return;
    placeDropped(command, moveText, (kind) =>
      t(kind === "section" ? "untitledSection" : kind === "lesson" ? "untitledLesson" : "untitledTask"),
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("drag.instructions") },
      }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        picked.current = undefined;
        setDragged(null);
      }}
    >
      <DragCourse.Provider value={courseID}>{children}</DragCourse.Provider>
      <DragOverlay dropAnimation={null} modifiers={[besidePointer]}>
        {dragged === null ? null : <div className="drag-overlay">{dragged}</div>}
      </DragOverlay>
    </DndContext>
  );
};
