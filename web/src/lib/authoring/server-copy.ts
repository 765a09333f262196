import { authoringApi } from "../api/authoring-api";
import { freezeDeep } from "@app/domain/model/clone";
import { apiClient } from "../api/client";
import { coursesApi } from "../api/courses-api";
import { snapshotFromBody, type SnapshotExtras } from "./body-convert";

const api = authoringApi(apiClient);
const courses = coursesApi(apiClient);

const extrasFor = async (id: number): Promise<SnapshotExtras> => {
  const record = await courses.get(id).catch(() => null);
  return { published: record?.status === "published", schoolID: record === null ? null : String(record.school_id) };
};

/**
 * The server's copy of a course's draft: its content (with version) and the snapshot `CourseLoaded`
 * carries, frozen: the model then shares its blocks instead of copying them (30,000 blocks: 0.3 s).
 */
export const fetchServerCopy = async (courseID: string) => {
  const id = Number(courseID);
  const [content, extras] = await Promise.all([api.content(id), extrasFor(id)]);
  return { content, snapshot: freezeDeep(snapshotFromBody(courseID, content.course, extras)) };
};
