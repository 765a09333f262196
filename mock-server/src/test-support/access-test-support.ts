import type { TestServer } from "./test-server";
import { addTestSchool, addTestUser } from "./people";

/** A new user of the given role (and school, for staff), signed in: for access and passage tests. */
export const addPerson = async (
  server: TestServer,
  email: string,
  role = "student",
  schoolId?: number,
): Promise<{ id: number; token: string }> => {
  const id = await addTestUser(server.store, {
    email,
    role,
    schoolIds: schoolId === undefined ? [] : [schoolId],
    name: "Тест",
    surname: "Тестов",
  });
  return { id, token: (await server.login(email)).token };
};

/** A second school with its own owner: its staff must get 403 on the demo school's courses. */
export const addOtherSchoolOwner = async (server: TestServer, email: string): Promise<string> => {
  const schoolId = await addTestSchool(server.store, "Чужая школа");
  return (await addPerson(server, email, "school_owner", schoolId)).token;
};

/** The token of the newest invitation e-mail sent to an address (from the dev outbox). */
export const invitationTokenFor = (server: TestServer, email: string): string => {
  const mail = [...server.store.data.outbox].reverse().find((m) => m.kind === "invitation" && m.to === email);
  const token = mail?.link?.split("/invite/")[1];
  if (token === undefined) throw new Error(`no invitation for ${email}`);
  return token;
};
