import { useEffect } from "react";
import { useLocation } from "wouter";
import { useIdRemap } from "../../lib/authoring/id-remaps";
import { parseSelection, selectionPath, type Selection } from "./selection";

/**
 * The section and lesson in the address. After a save gave server ids to new items, the address
 * follows them (replacing the history entry), since the model no longer knows the temporary ids.
 */
export const useSelection = (courseID: string): Selection => {
  const [location, navigate] = useLocation();
  const selection = parseSelection(location);
  const resolve = useIdRemap(courseID);
  const moduleID = selection.moduleID === null ? null : resolve(selection.moduleID);
  const lessonID = selection.lessonID === null ? null : resolve(selection.lessonID);
  const renamed = moduleID !== selection.moduleID || lessonID !== selection.lessonID;
  useEffect(() => {
    if (renamed && moduleID !== null)
      navigate(selectionPath(courseID, moduleID, lessonID ?? undefined), { replace: true });
  }, [renamed, courseID, moduleID, lessonID, navigate]);
  return { moduleID, lessonID };
};
