import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SaveContentAck, SavePatchRequest } from "@app/domain/api/authoring";
import { emptyCourseBody } from "@app/domain/api/course-content";

type Call = { readonly body: SavePatchRequest; readonly resolve: (answer: SaveContentAck["data"]) => void };
const calls: Call[] = [];

vi.mock("../api/authoring-api", () => ({
  authoringApi: () => ({
    savePatch: (_id: number, body: SavePatchRequest) => new Promise((resolve) => calls.push({ body, resolve })),
  }),
}));
vi.mock("../ui/toast", () => ({ notifyError: () => undefined, notifySuccess: () => undefined }));

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
    const { dispatch, runCommand, currentState } = await import("../model/domain-store");
    const { startSession } = await import("./course-session");
    const { snapshotFromBody } = await import("./body-convert");
    const { pendingStore } = await import("./pending-store");
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
    const { dispatch, runCommand } = await import("../model/domain-store");
    const { startSession } = await import("./course-session");
    const { saveCourse } = await import("./course-actions");
    const { snapshotFromBody } = await import("./body-convert");
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
