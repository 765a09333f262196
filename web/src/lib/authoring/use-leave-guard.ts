import { useEffect } from "react";
import { anyUnsaved, courseUnsaved } from "./authoring-services";
import { anyHeldInput, courseHoldsInput } from "./held-input";

/** Whether a link leads away from the course screen (`/createdCourses/{id}/...`). */
export const leavesCourse = (courseID: string, href: string, origin: string): boolean => {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return true;
  const base = `/createdCourses/${courseID}`;
  return url.pathname !== base && !url.pathname.startsWith(`${base}/`);
};

/**
 * Leaving with unsaved changes: the browser's `beforeunload` warning while anything is unsent, and
 * a confirmation when a link inside the app leads away from the course screen. (Unsent changes are
 * kept in storage anyway and sent on the next visit; the warning is for the user's peace of mind.)
 */
export const useLeaveGuard = (courseID: string, question: string): void => {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      if (anyUnsaved() || anyHeldInput()) event.preventDefault();
    };
    const onClick = (event: MouseEvent): void => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
      if (
        !(courseUnsaved(courseID) || courseHoldsInput(courseID)) ||
        !leavesCourse(courseID, link.href, window.location.origin)
      )
        return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, { capture: true });
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, { capture: true });
    };
  }, [courseID, question]);
};
