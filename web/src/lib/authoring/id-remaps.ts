import { useCallback } from "react";
import { keyedStore } from "../state/small-store";
import type { IdAssignment } from "@app/domain/course/server-events";
import type { DomainCommand } from "@app/domain/model/command";
import { remapCommand } from "./remap-events";

/**
 * Temporary ids the server replaced, per course (temp id → server id). A screen holding a temp id
 * (in its URL or its state) follows the item with `resolveId` / `useIdRemap`, since after
 * `IdsAssigned` the model knows the item only by its new id.
 */
const EMPTY: ReadonlyMap<string, string> = new Map();
const remaps = keyedStore(EMPTY);
/** The other way round (server id → the temporary id the item was created with), for React keys. */
const origins = keyedStore(EMPTY);

export const recordAssignments = (courseID: string, assignments: ReadonlyArray<IdAssignment>): void => {
  if (assignments.length === 0) return;
  const next = new Map(remaps.get(courseID));
  const back = new Map(origins.get(courseID));
  for (const a of assignments) {
    next.set(a.tempID, a.id);
    back.set(a.id, back.get(a.tempID) ?? a.tempID);
  }
  origins.set(courseID, back);
  remaps.set(courseID, next);
};

/** The id an item has now: its server id when `id` was a temporary one the server replaced, else `id`. */
export const resolveId = (courseID: string, id: string): string => remaps.get(courseID).get(id) ?? id;

/** A command with the ids its items have now (see remapCommand): what a screen dispatches. */
export const withCurrentIds = (command: DomainCommand): DomainCommand =>
  "courseID" in command ? remapCommand(command, remaps.get(command.courseID)) : command;

/** `resolveId` for a component: it renders again when new ids arrive. */
export const useIdRemap = (courseID: string): ((id: string) => string) => {
  const map = remaps.use(courseID);
  return useCallback((id: string) => map.get(id) ?? id, [map]);
};

/** The id an item was first known by in this page: a React key that survives the server's id replacing a temporary one. */
export const stableKeyOf = (courseID: string, id: string): string => origins.get(courseID).get(id) ?? id;

/**
 * `stableKeyOf` for a component. Key lists by it, so that an item keeps its React identity (and a
 * field in it keeps focus and caret) when its temporary id is replaced (GUIDE §5).
 */
export const useStableKey = (courseID: string): ((id: string) => string) => {
  const map = origins.use(courseID);
  return useCallback((id: string) => map.get(id) ?? id, [map]);
};
