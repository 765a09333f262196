import { lazy, Suspense, useEffect, useState } from "react";

const QaPanel = lazy(() => import("../features/qa-panel/qa-panel"));

const openedByUrl = (): boolean => new URLSearchParams(window.location.search).get("qa") === "1";
const isToggle = (event: KeyboardEvent): boolean =>
  event.ctrlKey && event.altKey && !event.shiftKey && !event.metaKey && event.code === "KeyQ";

/**
 * Opens the QA panel (issue #9, GUIDE §1): with `?qa=1` in the address, or Ctrl+Alt+Q on any page
 * (the key toggles it). Its code loads only then, off every page's budget. Closing it changes
 * nothing else: the session log records whether the panel is open or not.
 */
export const QaLauncher = () => {
  const [open, setOpen] = useState(openedByUrl);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isToggle(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QaPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
};
