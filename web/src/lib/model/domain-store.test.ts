import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as Result from "effect/Result";
import type { Envelope } from "@app/domain/log/envelope";
import { currentState, dispatch, onEvents, resetDomain, runCommand, sessionLog, setLogClock } from "./domain-store";

/** The store is one per module registry, which other test files of this worker share: each test starts empty. */
const emptied = (): void => {
  resetDomain();
  sessionLog.clear();
};
beforeEach(emptied);
afterEach(emptied);

describe("the domain store", () => {
  it("runs a command through decide, evolves the state and logs the events", () => {
    setLogClock(() => 42);
    const seen: Envelope[] = [];
    const stop = onEvents((entries) => seen.push(...entries));
    const result = runCommand({ _tag: "CreateCourse", courseID: "c1", name: "Курс", at: 1 });
    stop();
    expect(Result.isSuccess(result)).toBe(true);
    expect(currentState().courses["c1"]?.general.name.value).toBe("Курс");
    expect(seen.map((entry) => [entry.event._tag, entry.at])).toEqual([["CourseCreated", 42]]);
    // The log's own events (who records: SessionIdentified, issue #21) are not applied to the model.
    const applied = sessionLog.entries().filter((entry) => entry.event._tag !== "SessionIdentified");
    expect(applied.map((entry) => entry.event._tag)).toEqual(["CourseCreated"]);
  });

  it("answers the typed error and changes nothing when decide refuses", () => {
    runCommand({ _tag: "CreateCourse", courseID: "c1", name: "Курс", at: 1 });
    const before = currentState();
    const result = runCommand({ _tag: "CreateCourse", courseID: "c1", name: "Другой", at: 2 });
    expect(Result.isFailure(result)).toBe(true);
    expect(currentState()).toBe(before);
  });

  it("assigns a new frozen state per batch; dispatch of nothing is a no-op", () => {
    const start = currentState();
    dispatch();
    expect(currentState()).toBe(start);
    dispatch(
      { _tag: "CourseCreated", courseID: "c2", name: "Второй", at: 1 },
      { _tag: "ModuleCreated", courseID: "c2", moduleID: "m1", moduleName: "Раздел", at: 2 },
    );
    const next = currentState();
    expect(next).not.toBe(start);
    expect(Object.isFrozen(next)).toBe(true);
    expect(next.courses["c2"]?.moduleOrder).toEqual(["m1"]);
  });
});
