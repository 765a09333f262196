import { useCallback, useSyncExternalStore } from "react";
import { subscribe } from "valtio";
import type { CourseState } from "@app/domain/course/course-state";
import { domainView } from "../../lib/model/domain-store";

/**
 * The course as the domain store holds it. Notified in sync (valtio batches by default): a change
 * made in an input's event handler then renders before React restores the controlled input, so the
 * caret stays where it was. Only this course's identity re-renders: immer keeps untouched parts identical.
 */
export const useCourse = (courseID: string): CourseState | undefined => {
  const listen = useCallback((notify: () => void) => subscribe(domainView, notify, true), []);
  return useSyncExternalStore(
    listen,
    () => domainView.state.courses[courseID],
    () => domainView.state.courses[courseID],
  );
};
