import { authoringApi } from "../api/authoring-api";
import { apiClient } from "../api/client";
import { coursesApi } from "../api/courses-api";
import { snapshotFromBody, type SnapshotExtras } from "./body-convert";

const api = authoringApi(apiClient);
const courses = coursesApi(apiClient);

const extrasFor = async (id: number): Promise<SnapshotExtras> => {
  const record = await courses.get(id).catch(() => null);
  return { published: record?.status === "published", schoolID: record === null ? null : String(record.school_id) };
};

/** The server's copy of a course's draft: its content (with version) and the snapshot `CourseLoaded` carries. */
export const fetchServerCopy = async (courseID: string) => {
  const id = Number(courseID);
  const [content, extras] = await Promise.all([api.content(id), extrasFor(id)]);
  return { content, snapshot: snapshotFromBody(courseID, content.course, extras) };
};
