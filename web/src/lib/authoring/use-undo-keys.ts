import { useEffect } from "react";
import { runCommand } from "../model/domain-store";

type Shortcut = "Undo" | "Redo" | null;

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac). By key position, so a Russian layout works too. */
export const shortcutOf = (
  event: Pick<KeyboardEvent, "code" | "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): Shortcut => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const z = event.code === "KeyZ" || event.key.toLowerCase() === "z";
  const y = event.code === "KeyY" || event.key.toLowerCase() === "y";
  if (z) return event.shiftKey ? "Redo" : "Undo";
  if (y && !event.shiftKey) return "Redo";
  return null;
};

/**
 * Undo and redo of the course on the whole course screen, while typing in a field too: the browser's
 * own undo is prevented there, so that structure and text edits share one history (the model's).
 */
export const useUndoKeys = (courseID: string, readOnly: boolean): void => {
  useEffect(() => {
    if (readOnly) return;
    const onKey = (event: KeyboardEvent): void => {
      const shortcut = shortcutOf(event);
      if (shortcut === null || event.isComposing) return;
      event.preventDefault();
      runCommand({ _tag: shortcut, courseID });
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [courseID, readOnly]);
};
