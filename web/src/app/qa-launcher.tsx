import { lazy, Suspense, useEffect } from "react";
import { qaPanelOpen } from "../lib/qa/qa-panel-open";
import { registerReplayChunks } from "../lib/qa/replay-preload";
import { AUTHORING_TABS, CHUNKS, STUDENT_TABS } from "./route-chunks";

const QaPanel = lazy(() => import("../features/qa-panel/qa-panel"));

// A loaded log fetches every screen's code, so that its replay goes on offline (issue #33 part 4).
registerReplayChunks([...Object.values(CHUNKS), ...Object.values(AUTHORING_TABS), ...Object.values(STUDENT_TABS)]);

const isToggle = (event: KeyboardEvent): boolean =>
  event.ctrlKey && event.altKey && !event.shiftKey && !event.metaKey && event.code === "KeyQ";

/**
 * Opens the QA panel (issue #9, GUIDE §1): with `?qa=1` in the address, or Ctrl+Alt+Q on any page
 * (the key toggles it). Its code loads only then, off every page's budget. Closing it changes
 * nothing else: the session log records whether the panel is open or not.
 */
export const QaLauncher = () => {
  const open = qaPanelOpen.use();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isToggle(event)) return;
      event.preventDefault();
      qaPanelOpen.set(!qaPanelOpen.get());
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QaPanel onClose={() => qaPanelOpen.set(false)} />
    </Suspense>
  );
};
