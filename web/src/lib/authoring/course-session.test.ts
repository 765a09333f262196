import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { merge } from "rxjs";
import type { SaveContentAck, SavePatchRequest } from "@app/domain/api/authoring";
import { emptyCourseBody } from "@app/domain/api/course-content";
import { currentState, dispatch, onEvents, runCommand, sessionLog } from "../model/domain-store";
import { snapshotFromBody } from "./body-convert";
import { createCourseActions } from "./course-actions";
import { createCourseSession, type CourseSession } from "./course-session";
import { pendingStore } from "./pending-store";

type Call = { readonly body: SavePatchRequest; readonly resolve: (answer: SaveContentAck["data"]) => void };
const calls: Call[] = [];

const notCalled = (what: string) => () => Promise.reject(new Error(`${what} is not part of this test`));
const noToast = (): void => undefined;
const now = (): number => 1_000;

/** A session wired to fakes: saves wait in `calls` for the test's answer; storage is the memory localStorage below. */
const newSession = (): CourseSession =>
  createCourseSession({
    api: {
      saveContent: notCalled("saving the whole course"),
      savePatch: (_id: number, body: SavePatchRequest) =>
        new Promise<SaveContentAck["data"]>((resolve) => calls.push({ body, resolve })),
    },
    fetchServerCopy: notCalled("the server's copy"),
    store: pendingStore(),
    model: { currentState, dispatch, onEvents, nextSeq: () => sessionLog.nextSeq() },
    now,
    notifyError: noToast,
    network: { isOnline: () => true, changes$: merge() },
  });

const TEMP = "0b7f7d8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("localStorage", memoryStorage());
  calls.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const lastCall = (): Call => {
  const call = calls[calls.length - 1];
  if (!call) throw new Error("nothing was sent");
  return call;
};

describe("a course's save session", () => {
  it("an edit made while a save is in flight survives the answer's new ids and goes in the next save", async () => {
    const { startSession } = newSession();
    const body = emptyCourseBody("15", "Курс");
    dispatch({ _tag: "CourseLoaded", course: snapshotFromBody("15", body, { published: false, schoolID: "1" }) });
    startSession("15", 1);

    runCommand({ _tag: "CreateModule", courseID: "15", moduleID: TEMP, moduleName: "Раздел", at: 1 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls).toHaveLength(1);
    // Only the change is sent: the new section, whole, and the sections' new order.
    expect(lastCall().body.patch).toEqual({
      moduleOrder: [TEMP],
      modules: [{ moduleID: TEMP, moduleName: "Раздел", lessonOrder: [] }],
      lessons: [],
      tasks: [],
    });

    runCommand({ _tag: "RenameModule", courseID: "15", moduleID: TEMP, moduleName: "Раздел 1", at: 5000 });
    lastCall().resolve({ version: 2, assignments: [{ _tag: "module", tempID: TEMP, id: "77" }] });
    await vi.advanceTimersByTimeAsync(0);

    expect(currentState().courses["15"]?.modules["77"]?.moduleName).toBe("Раздел 1");
    const kept = pendingStore().read("15");
    expect(kept?.version).toBe(2);
    expect(kept?.events.map((e) => e.event)).toEqual([
      { _tag: "ModuleRenamed", courseID: "15", moduleID: "77", moduleName: "Раздел 1", at: 5000 },
      expect.objectContaining({ _tag: "IdsAssigned" }),
    ]);

    expect(calls).toHaveLength(2);
    expect(lastCall().body.version).toBe(2);
    // The rename made during the first save, under the server's id, and nothing else.
    expect(lastCall().body.patch).toEqual({
      modules: [{ moduleID: "77", moduleName: "Раздел 1" }],
      lessons: [],
      tasks: [],
    });
    lastCall().resolve({ version: 3, assignments: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(pendingStore().read("15")).toBeNull();
  });
});

describe("the author's Сохранить and the history's versions (issue #29)", () => {
  it("an autosave is sent as part of the version being edited; the save after Сохранить ends that version", async () => {
    const session = newSession();
    const { startSession } = session;
    const { saveCourse } = createCourseActions({
      session,
      api: { publish: notCalled("publishing"), exportCourse: notCalled("exporting") },
      model: { currentState, dispatch, runCommand },
      now,
      notifyError: noToast,
      notifySuccess: noToast,
    });
    const body = emptyCourseBody("16", "Курс");
    dispatch({ _tag: "CourseLoaded", course: snapshotFromBody("16", body, { published: false, schoolID: "1" }) });
    startSession("16", 1);

    runCommand({ _tag: "CreateModule", courseID: "16", moduleID: TEMP, moduleName: "Раздел", at: 1 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls).toHaveLength(1);
    expect(lastCall().body.end_version).toBeUndefined();
    lastCall().resolve({ version: 2, assignments: [{ _tag: "module", tempID: TEMP, id: "78" }] });
    await vi.advanceTimersByTimeAsync(0);

    // Nothing unsent: Сохранить still sends (an empty change), marked as the end of the version.
    saveCourse("16");
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(lastCall().body.end_version).toBe(true);
    lastCall().resolve({ version: 3, assignments: [] });
    await vi.advanceTimersByTimeAsync(0);

    runCommand({ _tag: "RenameModule", courseID: "16", moduleID: "78", moduleName: "Раздел 1", at: 5000 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls).toHaveLength(3);
    expect(lastCall().body.end_version).toBeUndefined();
  });
});
