import { createContext, type ReactNode } from "react";
import type { DropTarget } from "./drop-target";
import { useDragRow, type DragHandle } from "./use-drag-row";

/** The drag handle of the card around (read by its MoveControls), so the card itself needs no dnd-kit hook. */
export const DragHandleContext = createContext<DragHandle | undefined>(undefined);

/** How many blocks the list has, for the handles' `позиция N из M` (only the handles render when it changes). */
export const BlockCountContext = createContext<number | undefined>(undefined);

type Props = {
  readonly target: DropTarget;
  readonly label: string;
  readonly draggable: boolean;
  readonly className: string;
  readonly children: ReactNode;
  readonly "data-block-kind"?: string;
  readonly "data-block-id"?: string;
};

/**
 * A block card's frame as a drag source and drop target. dnd-kit's context changes whenever a row or
 * card registers (a block added), and every hook user renders again: here that is this frame only,
 * whose children (the card's header and editor, made by the memoized card) are the same elements.
 */
export const DragShell = ({ target, label, draggable, className, children, ...rest }: Props) => {
  // A block of a deleted lesson or task is locked (not draggable), and no drop target either.
  const drag = useDragRow(target, label, { draggable, where: "editor", droppable: draggable });
  return (
    <section ref={drag.setNodeRef} className={`${className}${drag.className}`} aria-label={label} {...rest}>
      <DragHandleContext.Provider value={drag.handle}>{children}</DragHandleContext.Provider>
    </section>
  );
};
