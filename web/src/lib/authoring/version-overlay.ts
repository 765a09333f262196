import { createContext, useContext, type ReactNode } from "react";

/** The levels of a version's changed ids (domain ChangedIds). */
export type ChangedLevel = "modules" | "lessons" | "tasks" | "blocks";

/**
 * A past version of a course shown in the constructor, read-only (issue #22). The history feature
 * loads the version into the model under `historyKey(courseID)` and provides this; the constructor,
 * which never imports the history feature, reads it to link inside the version, mark what the version
 * changed and offer the history's own actions on a lesson or a block.
 */
export type VersionOverlay = {
  /** Where the constructor's selection lives: `/createdCourses/{id}/history/{version}/constructor/{section}/{lesson}`. */
  readonly path: (moduleID: string, lessonID?: string) => string;
  readonly changed: (level: ChangedLevel, id: string) => boolean;
  /** The marker of a changed item: visible, and in words for screen readers (compact: a dot in the outline). */
  readonly mark: (compact: boolean) => ReactNode;
  readonly lessonActions: (lessonID: string, name: string) => ReactNode;
  readonly blockActions: (blockID: string, position: number) => ReactNode;
};

export const VersionOverlayContext = createContext<VersionOverlay | null>(null);

export const useVersionOverlay = (): VersionOverlay | null => useContext(VersionOverlayContext);

/** The model's key for the past version being looked at (one per course: a newer look replaces it). */
export const historyKey = (courseID: string): string => `${courseID}@history`;
