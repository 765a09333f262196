import { afterAll, beforeAll } from "vitest";
import { type FixtureCourse } from "../../test-support/course-fixture";
import { addPerson } from "../../test-support/access-test-support";
import {
  START_TIME,
  startTestServer,
  tokensByCaller,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";

export const DAY = 24 * 60 * 60 * 1000;
export const iso = (ms: number): string => new Date(ms).toISOString();
export const CLOSED =
  "Срок сдачи прошёл, задание закрыто для отправки. Чтобы сдать его, попросите преподавателя продлить срок";

/** The deadline suites' server, the caller tokens as its clock moves, and the steps their tests repeat. */
export let server: TestServer;
export let tokens: Record<Caller, string | undefined>;
export let owner: string;
/** Access tokens live 60 s of the server's clock: after moving it, sign in again. */
export const signIn = async (email: string): Promise<string> => (await server.login(email)).token;
export const moveTo = async (ms: number): Promise<void> => {
  server.now = ms;
  tokens = await tokensByCaller(server);
  owner = tokens.SCHOOL_OWNER ?? "";
};
export const person = async (name: string) => ({
  ...(await addPerson(server, `${name}@demo.ru`)),
  email: `${name}@demo.ru`,
});
export const data = <T>(body: unknown): T => (body as { data: T }).data;
export const putPlan = (c: FixtureCourse, items: unknown, token = owner) =>
  server.call("PUT", `/api/courses/${c.courseId}/deadlines`, { items }, token);
export const submit = async (c: FixtureCourse, who: { readonly email: string }) =>
  server.call(
    "POST",
    `/api/my-courses/${c.courseId}/tasks/${c.task}/blocks/${c.blocks.freeTask}/submissions`,
    { text: "Моё эссе" },
    await signIn(who.email),
  );
export const taskDue = (c: FixtureCourse, hard: boolean, at: number) => [
  { lesson_id: c.lessons.l1, task_id: c.task, due: { kind: "fixed", at: iso(at) }, hard },
];

/** One test server per file, its clock at START_TIME. */
export const useDeadlineServer = (): void => {
  beforeAll(async () => {
    server = await startTestServer();
    await moveTo(START_TIME);
  });
  afterAll(() => server.close());
};
