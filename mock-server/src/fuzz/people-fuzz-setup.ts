import fc from "fast-check";
import { addFixtureCourse } from "../test-support/course-fixture";
import { startTestServer, tokensByCaller, type Caller, type TestServer } from "../test-support/test-server";
import { addUser } from "../test-support/people-fixture";
import { wellBehavedCall } from "./fuzz-support";

export type PeopleFuzz = {
  readonly server: TestServer;
  readonly tokens: Record<Caller, string | undefined>;
  readonly studentIds: ReadonlyArray<number>;
  readonly groupId: number;
  readonly subdivisionId: number;
  check(method: string, path: string, body: unknown, token: string | undefined): Promise<void>;
};

/** A seeded server with two enrolled students, a group holding them and a subdivision holding it. */
export const startPeopleFuzz = async (): Promise<PeopleFuzz> => {
  const server = await startTestServer();
  const tokens = await tokensByCaller(server);
  const anna = await addUser(server.store, "student", "Анна", "Фаззова");
  const studentIds = [5, anna.id];
  await addFixtureCourse(server.store, { students: studentIds });
  const groupId = (
    (await server.inject("POST", "/api/groups", { name: "Фазз-группа", student_ids: studentIds }, tokens.SCHOOL_OWNER))
      .body as { data: { id: number } }
  ).data.id;
  const subdivisionId = (
    (
      await server.inject(
        "POST",
        "/api/subdivisions",
        { name: "Фазз-отдел", group_ids: [groupId] },
        tokens.SCHOOL_OWNER,
      )
    ).body as { data: { id: number } }
  ).data.id;
  return {
    server,
    tokens,
    studentIds,
    groupId,
    subdivisionId,
    check: wellBehavedCall(() => server),
  };
};

export const anyCaller = (): fc.Arbitrary<Caller> =>
  fc.constantFrom<Caller>("SCHOOL_OWNER", "MANAGER", "ADMIN", "TEACHER", "STUDENT", "ANONYMOUS");
/** Mostly the roles that get past the role check, so bodies reach validation. */
export const mostlyStaff = (): fc.Arbitrary<Caller> =>
  fc.oneof(
    { arbitrary: fc.constantFrom<Caller>("SCHOOL_OWNER", "MANAGER", "ADMIN"), weight: 4 },
    { arbitrary: anyCaller(), weight: 1 },
  );
/** The id of the path: mostly the good one, else anything. */
export const idParam = (
  good: number,
  pathParam: (good: ReadonlyArray<string>) => fc.Arbitrary<string>,
): fc.Arbitrary<string> =>
  fc.oneof({ arbitrary: fc.constant(String(good)), weight: 3 }, { arbitrary: pathParam([String(good)]), weight: 2 });
