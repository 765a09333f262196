import { useEffect, useSyncExternalStore } from "react";

/** Where outline and editor stack (constructor-editor.css): picking a lesson brings its editor into view. */
const STACKED = "(max-width: 900px)";

/** What a click in the outline brings into view once the picked lesson shows: its editor, or one of its tasks. */
export type Reveal = { readonly what: "editor" } | { readonly what: "task"; readonly taskID: string };

let pending: { readonly reveal: Reveal } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Asks for `reveal` after the render that shows the picked lesson. Called from the link's click, so
 * that render is the one of the new address (React batches both updates of the click into one).
 */
export const requestReveal = (reveal: Reveal): void => {
  pending = { reveal };
  for (const listener of listeners) listener();
};

const bringIntoView = (reveal: Reveal): void => {
  if (reveal.what === "editor") {
    if (window.matchMedia(STACKED).matches)
      document.querySelector(".constructor-editor")?.scrollIntoView({ block: "start" });
    return;
  }
  const task = document.getElementById(`task-${reveal.taskID}`);
  task?.scrollIntoView({ block: "start" });
  task?.querySelector<HTMLElement>("input, h3")?.focus({ preventScroll: true });
};

/**
 * Carries out the outline's reveal in a passive effect of the render that shows the lesson: after
 * the layout's scroll to the top of a new address (a layout effect, app/layouts/use-scroll-top.ts),
 * whatever the machine's speed. Before, two animation frames after the click raced that scroll and
 * lost it on a slow phone, which left the editor below the outline.
 */
export const useReveal = (): void => {
  const requested = useSyncExternalStore(subscribe, () => pending);
  useEffect(() => {
    if (requested === null) return;
    pending = null;
    bringIntoView(requested.reveal);
  }, [requested]);
};
