import * as Result from "effect/Result";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotOfDraft, type CourseBody } from "@app/domain/api/course-content";
import type { AboutEntry } from "@app/domain/course/about";
import { decide } from "@app/domain/model/decide";
import { evolve } from "@app/domain/model/evolve";
import { initialState, type DomainState } from "@app/domain/model/state";
import { createCourse, readContent } from "../test-support/authoring-test-kit";
import { startTestServer, tokensByCaller, validationOf, type TestServer } from "../test-support/test-server";

type Errors = Record<string, ReadonlyArray<string>>;

/** `lists.results.r7.name` (the editor, by id) and `lists.results.0.name` (a save, by index) as `lists.results.*.name`. */
const anyPlace = (errors: Errors): Errors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field.replace(/^(lists\.\w+)\.[^.]+\./, "$1.*."), messages]),
  );

/**
 * Issue #19: one rule for the about lists' items (`aboutItemProblems`). The same item goes through
 * the editor's decide (CreateAboutItem on the course as the constructor loads it) and through the
 * server's save (PUT /api/courses/{id}/content); both name the same fields with the same messages.
 */
describe("the about-list limits, in the browser's decide and on the server", () => {
  let server: TestServer;
  let token: string | undefined;
  let courseId: number;
  let version: number;
  let course: CourseBody;
  let state: DomainState;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await tokensByCaller(server)).SCHOOL_OWNER;
    courseId = await createCourse(server, token);
    ({ course, version } = await readContent(server, courseId, token));
    state = evolve(initialState(), {
      _tag: "CourseLoaded",
      course: snapshotOfDraft(String(courseId), course, { published: false, school: null }),
    });
  });
  afterAll(() => server.close());

  const inBrowser = (entry: AboutEntry): Errors => {
    const result = decide(state, { _tag: "CreateAboutItem", courseID: String(courseId), entry });
    if (Result.isSuccess(result)) return {};
    if (result.failure._tag !== "Invalid") throw new Error(`refused otherwise: ${result.failure._tag}`);
    return Object.fromEntries(result.failure.problems.map((p) => [p.field, [p.message]]));
  };
  const onServer = async (entry: AboutEntry): Promise<Errors> => {
    const body: CourseBody = {
      ...course,
      lists: { ...course.lists, [entry.list]: [{ ...entry.item, status: "active" }] },
    };
    const answer = await server.call("PUT", `/api/courses/${courseId}/content`, { version, course: body }, token);
    if (answer.status === 200) {
      version = (answer.body as { data: { version: number } }).data.version;
      return {};
    }
    expect(answer.status).toBe(422);
    return validationOf(answer.body) ?? {};
  };

  const long = (n: number): string => "д".repeat(n);
  it.each<[string, AboutEntry, Errors]>([
    [
      "a teacher within the limit",
      { list: "teachers", item: { id: "t7", name: long(256), image: "", description: "" } },
      {},
    ],
    [
      "a teacher's name over 256",
      { list: "teachers", item: { id: "t7", name: long(257), image: "", description: "" } },
      { "lists.teachers.*.name": ["Не должно превышать 256 символов"] },
    ],
    [
      "a program's name over 256",
      { list: "programs", item: { id: "p7", name: long(257), description: "" } },
      { "lists.programs.*.name": ["Не должно превышать 256 символов"] },
    ],
    [
      "a result's name over 45 and description over 200",
      { list: "results", item: { id: "r7", name: long(46), description: long(201), color: "", position: 0 } },
      {
        "lists.results.*.name": ["Не должно превышать 45 символов"],
        "lists.results.*.description": ["Не должно превышать 200 символов"],
      },
    ],
    [
      "a result within the limits",
      { list: "results", item: { id: "r7", name: long(45), description: long(200), color: "", position: 0 } },
      {},
    ],
    [
      "a learn's description over 45",
      { list: "learns", item: { id: "l7", description: long(46), image: "" } },
      { "lists.learns.*.description": ["Не должно превышать 45 символов"] },
    ],
    [
      "a consumer's description over 45",
      { list: "consumers", item: { id: "c7", description: long(46), image: "" } },
      { "lists.consumers.*.description": ["Не должно превышать 45 символов"] },
    ],
  ])("%s", async (_name, entry, expected) => {
    const browser = anyPlace(inBrowser(entry));
    expect(browser).toEqual(expected);
    expect(anyPlace(await onServer(entry))).toEqual(browser);
  });
});
