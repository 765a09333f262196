import { useEffect } from "react";
import { useLocation } from "wouter";
import { useIdRemap } from "../../lib/authoring/id-remaps";
import { useVersionOverlay } from "../../lib/authoring/version-overlay";
import { keepScrollOnNextAddress } from "../../lib/ui/keep-scroll";
import { parseSelection, selectionPath, type Selection } from "./selection";

/** How the constructor links to a lesson: in the course, or inside the past version it shows (issue #22). */
export const useSelectionPath = (): ((courseID: string, moduleID: string, lessonID?: string) => string) => {
  const overlay = useVersionOverlay();
  return overlay === null ? selectionPath : (_courseID, moduleID, lessonID) => overlay.path(moduleID, lessonID);
};

/**
 * The section and lesson in the address. After a save gave server ids to new items, the address
 * follows them (replacing the history entry, and keeping the page's scroll: it is the same page),
 * since the model no longer knows the temporary ids.
 */
export const useSelection = (courseID: string): Selection => {
  const [location, navigate] = useLocation();
  const selection = parseSelection(location);
  const resolve = useIdRemap(courseID);
  const pathOf = useSelectionPath();
  const moduleID = selection.moduleID === null ? null : resolve(selection.moduleID);
  const lessonID = selection.lessonID === null ? null : resolve(selection.lessonID);
  const renamed = moduleID !== selection.moduleID || lessonID !== selection.lessonID;
  useEffect(() => {
    if (!renamed || moduleID === null) return;
    keepScrollOnNextAddress();
    navigate(pathOf(courseID, moduleID, lessonID ?? undefined), { replace: true });
  }, [renamed, courseID, moduleID, lessonID, navigate, pathOf]);
  return { moduleID, lessonID };
};
