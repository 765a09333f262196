import type { ReactNode } from "react";
import { apiClient } from "../../lib/api/client";
import { peopleApi } from "../../lib/api/people-api";

/** Groups and subdivisions look alike on this page: a name and a count of members. */
export type NamedKind = "group" | "subdivision";
export type NamedItem = {
  readonly id: number;
  readonly name: string;
  readonly count: number;
  /** What the item holds, editable: a group's members, a subdivision's groups. */
  readonly details?: ReactNode;
};

export type NamedApi = {
  readonly create: (name: string) => Promise<unknown>;
  readonly rename: (id: number, name: string) => Promise<unknown>;
  readonly remove: (id: number) => Promise<unknown>;
};

/**
 * The calls of one kind. `schoolId` is the caller's first school: an ADMIN must name it to create
 * (docs/api.md), owners and managers work in it anyway. A rename keeps the members (no id list sent).
 */
export const namedApi = (kind: NamedKind, schoolId: number | undefined): NamedApi => {
  const api = peopleApi(apiClient);
  return kind === "group"
    ? {
        create: (name) => api.createGroup({ name }, schoolId),
        rename: (id, name) => api.updateGroup(id, { name }),
        remove: (id) => api.deleteGroup(id),
      }
    : {
        create: (name) => api.createSubdivision({ name }, schoolId),
        rename: (id, name) => api.updateSubdivision(id, { name }),
        remove: (id) => api.deleteSubdivision(id),
      };
};
