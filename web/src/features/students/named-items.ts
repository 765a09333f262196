import type { ReactNode } from "react";
import { apiClient } from "../../lib/api/client";
import { peopleApi } from "../../lib/api/people-api";

/** Groups and subdivisions look alike on this page: a name and a count of members. */
export type NamedKind = "group" | "subdivision";
export type NamedItem = {
  readonly id: number;
  readonly name: string;
  readonly count: number;
  /** A group's start date `YYYY-MM-DD` (null: none); subdivisions have none (undefined). */
  readonly startDate?: string | null;
  /** What the item holds, editable: a group's members, a subdivision's groups. */
  readonly details?: ReactNode;
};

/** `startDate`: a group's start (`YYYY-MM-DD`, null for none); a subdivision's calls ignore it. */
export type NamedApi = {
  readonly create: (name: string, startDate: string | null) => Promise<unknown>;
  readonly rename: (id: number, name: string, startDate: string | null) => Promise<unknown>;
  readonly remove: (id: number) => Promise<unknown>;
};

/**
 * The calls of one kind. `schoolId` is the caller's first school: an ADMIN must name it to create
 * (docs/api.md), owners and managers work in it anyway. A rename keeps the members (no id list sent)
 * and sends the group's start date as the form shows it.
 */
export const namedApi = (kind: NamedKind, schoolId: number | undefined): NamedApi => {
  const api = peopleApi(apiClient);
  return kind === "group"
    ? {
        create: (name, startDate) =>
          api.createGroup(startDate === null ? { name } : { name, start_date: startDate }, schoolId),
        rename: (id, name, startDate) => api.updateGroup(id, { name, start_date: startDate }),
        remove: (id) => api.deleteGroup(id),
      }
    : {
        create: (name) => api.createSubdivision({ name }, schoolId),
        rename: (id, name) => api.updateSubdivision(id, { name }),
        remove: (id) => api.deleteSubdivision(id),
      };
};
