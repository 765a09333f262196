import {
  closestCenter,
  pointerWithin,
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import type { DropTarget } from "./drop-target";

/** What a drag id's item is (dnd-kit `data`), when it is one of the constructor's. */
export const targetOf = (data: { current?: unknown } | null | undefined): DropTarget | undefined => {
  const value = data?.current;
  return typeof value === "object" && value !== null && "target" in value
    ? (value as { readonly target: DropTarget }).target
    : undefined;
};

/** A block's drag id without its own part: the lesson's or task's list it is in (`b:lesson:{key}`). */
const listOf = (id: UniqueIdentifier): string => {
  const text = String(id);
  return text.slice(0, text.lastIndexOf(":"));
};

/**
 * Where an item can go by the keyboard (dnd-kit's own `sortableKeyboardCoordinates` takes whatever
 * droppable lies nearest, an outline row beside a block included): a block among the blocks of its
 * lesson or task, a task among the tasks of its lesson's editor, a lesson among lessons and section
 * ends, a section among sections. Deleted items are no drop targets at all (their droppable is off).
 */
export const takesByKeyboard = (
  active: { readonly id: UniqueIdentifier; readonly target: DropTarget },
  over: { readonly id: UniqueIdentifier; readonly target: DropTarget },
): boolean => {
  if (over.id === active.id) return true;
  switch (active.target.kind) {
    case "block":
      return over.target.kind === "block" && listOf(over.id) === listOf(active.id);
    case "task":
      return (
        over.target.kind === "task" &&
        String(over.id).startsWith("te:") &&
        over.target.lessonID === active.target.lessonID
      );
    case "lesson":
      return over.target.kind === "lesson" || over.target.kind === "sectionEnd";
    case "section":
      return over.target.kind === "section";
    case "sectionEnd":
      return false;
  }
};

const ARROWS: ReadonlySet<string> = new Set(["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight"]);

type Candidate = { readonly id: UniqueIdentifier; readonly rect: ClientRect };

/** The places the active item can take by keyboard, top to bottom, itself among them. */
const candidatesOf = (
  activeId: UniqueIdentifier,
  active: DropTarget,
  containers: ReadonlyArray<DroppableContainer>,
  rectOf: (id: UniqueIdentifier) => ClientRect | undefined | null,
): Candidate[] =>
  containers
    .flatMap((container) => {
      const target = targetOf(container.data);
      const rect = rectOf(container.id);
      return target !== undefined &&
        rect &&
        takesByKeyboard({ id: activeId, target: active }, { id: container.id, target })
        ? [{ id: container.id, rect }]
        : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top);

/**
 * ↓ and ↑ carry the dragged item one place down or up among the places it can take (see
 * `takesByKeyboard`): the dragged shape is centred on the next one, so the collision below picks it.
 * ← and → do nothing. At either end it stays.
 */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!ARROWS.has(event.code)) return undefined;
  event.preventDefault();
  const step = event.code === "ArrowDown" ? 1 : event.code === "ArrowUp" ? -1 : 0;
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  const target = active === null ? undefined : targetOf(active.data);
  if (step === 0 || active === null || !collisionRect || target === undefined) return undefined;
  const places = candidatesOf(active.id, target, droppableContainers.getEnabled(), (id) => droppableRects.get(id));
  const at = places.findIndex((place) => place.id === (over?.id ?? active.id));
  const next = at < 0 ? undefined : places[at + step];
  if (next === undefined) return undefined;
  return {
    x: next.rect.left + next.rect.width / 2 - collisionRect.width / 2,
    y: next.rect.top + next.rect.height / 2 - collisionRect.height / 2,
  };
};

/**
 * The pointer's row when there is one (a mouse drag); for the keyboard, the nearest of the places the
 * item can take (never an outline row beside a block, nor a deleted lesson).
 */
export const collision: CollisionDetection = (args) => {
  if (args.pointerCoordinates !== null) {
    const within = pointerWithin(args);
    return within.length > 0 ? within : closestCenter(args);
  }
  const target = targetOf(args.active.data);
  if (target === undefined) return closestCenter(args);
  const activeId = args.active.id;
  const places = args.droppableContainers.filter((container) => {
    const over = targetOf(container.data);
    return over !== undefined && takesByKeyboard({ id: activeId, target }, { id: container.id, target: over });
  });
  // The place holding the dragged shape's centre: at the start the item itself (its shape sits at its
  // top left), after a move the place it was centred on. Else the nearest.
  const { left, top, width, height } = args.collisionRect;
  const x = left + width / 2;
  const y = top + height / 2;
  const holding = places.filter((container) => {
    const rect = args.droppableRects.get(container.id);
    return rect !== undefined && rect.left <= x && x <= rect.right && rect.top <= y && y <= rect.bottom;
  });
  return closestCenter({ ...args, droppableContainers: holding.length > 0 ? holding : places });
};
