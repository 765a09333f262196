import type { CourseBody } from "@app/domain/api/course-content";
import type { TestServer } from "./test-server";
import { addTestSchool, addTestUser } from "./people";

/** A second school with its own owner, signed in: for the "another school's staff gets 403" checks. */
export const otherSchoolOwner = async (server: TestServer): Promise<string> => {
  const email = `owner-${server.store.data.counters.users ?? 0}@other.ru`;
  const schoolId = await addTestSchool(server.store, "Другая школа");
  await addTestUser(server.store, {
    email,
    role: "school_owner",
    schoolIds: [schoolId],
    name: "Игорь",
    surname: "Другой",
  });
  return (await server.login(email)).token;
};

/** A signed-in TEACHER of the demo school who is not assigned to any course. */
export const unassignedTeacher = async (server: TestServer): Promise<string> => {
  const email = `teacher-${server.store.data.counters.users ?? 0}@demo.ru`;
  await addTestUser(server.store, { email, role: "teacher", schoolIds: [1], name: "Пётр", surname: "Новиков" });
  return (await server.login(email)).token;
};

export type ContentAnswer = { data: { version: number; course: CourseBody; read_only: boolean } };
export type SaveAnswer = {
  data: {
    version: number;
    course: CourseBody;
    assignments: ReadonlyArray<{ _tag: string; tempID: string; id: string }>;
  };
};

/** The draft and version of a course, read through the API. */
export const readContent = async (
  server: TestServer,
  courseId: number,
  token: string | undefined,
): Promise<ContentAnswer["data"]> => {
  const answer = await server.call("GET", `/api/courses/${courseId}/content`, undefined, token);
  if (answer.status !== 200) throw new Error(`content ${courseId}: ${answer.status} ${answer.text}`);
  return (answer.body as ContentAnswer).data;
};

/** A course created through POST /api/courses. */
export const createCourse = async (
  server: TestServer,
  token: string | undefined,
  name = "Новый курс",
): Promise<number> => {
  const answer = await server.call("POST", "/api/courses", { name }, token);
  if (answer.status !== 201) throw new Error(`create: ${answer.status} ${answer.text}`);
  return (answer.body as { data: { id: number } }).data.id;
};
