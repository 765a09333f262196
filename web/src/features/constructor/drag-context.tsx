import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { currentState } from "../../lib/model/domain-store";
import { placeDropped } from "./commands";
import { resolveId } from "../../lib/authoring/id-remaps";
import { dropCommand, dropSpot, resolvedTarget, type DropTarget } from "./drop-target";
import { collision, keyboardCoordinates } from "./keyboard-moves";
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
const KEYBOARD = { coordinateGetter: keyboardCoordinates };

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
 * mouse (after 5 px) or with Space/Enter; with the keyboard ↑/↓ carry the item one place among its
 * siblings (keyboard-moves.ts), Space/Enter drop it, Escape cancels. dnd-kit announces the drag in
 * Russian (by keyboard: where the item would go), the tab's own live region the result.
 */
export const ConstructorDnd = ({ courseID, children }: { readonly courseID: string; readonly children: ReactNode }) => {
  const { t } = useTranslation("constructor");
  const moveText = useMoveText();
  const [dragged, setDragged] = useState<string | null>(null);
  // What is being dragged, kept from the start: in a windowed outline its row may scroll out of the
  // window and unmount mid-drag, and dnd-kit's `active.data` goes with it.
  const picked = useRef<DragData | undefined>(undefined);
  // A drag by the keyboard hears where the item would go (`позиция 2 из 5`), not what it is over.
  const byKeyboard = useRef(false);
  // What the item was last announced over: at the start itself, which leaves `Взят: …` to be heard.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const label = (data: { current?: unknown } | null | undefined) => dataOf(data)?.label ?? "";
  const activeLabel = (data: { current?: unknown } | null | undefined) =>
    dataOf(data)?.label ?? picked.current?.label ?? "";
  /** Where a drop on `over` would put the picked item: `Блок 3 «Текст»: позиция 2 из 5` (into another parent, named). */
  const spotText = (what: string, over: DropTarget | undefined): string | undefined => {
    const picking = picked.current?.target;
    const course = currentState().courses[courseID];
    if (!picking || !over || picking.kind === "sectionEnd" || !course) return undefined;
    const resolve = (id: string) => resolveId(courseID, id);
    const spot = dropSpot(course, resolvedTarget(picking, resolve), resolvedTarget(over, resolve));
    if (spot === null) return undefined;
    const { position, count, into } = spot;
    if (into === undefined) return t("drag.at", { what, position, count });
    const name =
      into.name.trim() === ""
        ? t(into.kind === "section" ? "untitledSection" : into.kind === "lesson" ? "untitledLesson" : "untitledTask")
        : into.name;
    return t("drag.atInto", { what, into: t(`into.${into.kind}`, { name }), position, count });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("drag.picked", { what: label(active.data) }),
    onDragOver: ({ active, over }) => {
      const previous = lastOver.current;
      lastOver.current = over?.id ?? null;
      if (over !== null && over.id === previous) return undefined;
      if (!over) return t("drag.nowhere");
      const what = activeLabel(active.data);
      const spot = byKeyboard.current ? spotText(what, dataOf(over.data)?.target) : undefined;
      return spot ?? t("drag.over", { what, target: label(over.data) });
    },
    // The result is announced once, by the tab's live region (placeDropped); a drop in place here.
    onDragEnd: ({ active, over }) =>
      over !== null && over.id === active.id ? t("drag.stayed", { what: activeLabel(active.data) }) : undefined,
    onDragCancel: ({ active }) => t("drag.cancelled", { what: activeLabel(active.data) }),
  };
  const onDragStart = (event: DragStartEvent) => {
    picked.current = dataOf(event.active.data);
    byKeyboard.current = event.activatorEvent instanceof KeyboardEvent;
    lastOver.current = event.active.id;
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
