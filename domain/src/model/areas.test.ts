import * as Schema from "effect/Schema";
import { castDraft } from "immer";
import { describe, expect, it } from "vitest";
import { routeByTag, tagsOf } from "./area";
import { deciderOf, eventAreaOf } from "./areas";
import { DomainCommand } from "./command";
import { DomainEvent } from "./event";
import { initialState } from "./state";

describe("routing events and commands to their area (issue #39 row 4)", () => {
  it("every event of the model belongs to one area, and a command to one decider", () => {
    const events = tagsOf(DomainEvent);
    expect(new Set(events).size).toBe(events.length);
    for (const tag of events) expect(() => eventAreaOf({ _tag: tag } as DomainEvent), tag).not.toThrow();
    for (const tag of tagsOf(DomainCommand)) expect(() => deciderOf({ _tag: tag } as DomainCommand), tag).not.toThrow();
  });

  it("routes by the union an event is in: an event of another area's union goes to that area", () => {
    const state = initialState();
    const created = { _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 } as const;
    // The log area ignores a page's address; the course tree's area makes the course.
    const draft = castDraft(initialState());
    eventAreaOf({ _tag: "PageOpened", path: "/" }).evolve(draft, { _tag: "PageOpened", path: "/" });
    expect(draft).toEqual(state);
    eventAreaOf(created).evolve(draft, created);
    expect(Object.keys(draft.courses)).toEqual(["c1"]);
    expect(eventAreaOf(created).replay(created)).toBeNull();
    const renamed = { _tag: "ModuleRenamed", courseID: "c1", moduleID: "m1", moduleName: "Раздел", at: 2 } as const;
    expect(eventAreaOf(renamed).replay(renamed)).toEqual({ ...renamed, _tag: "RenameModule" });
  });

  it("a tag in two areas' unions is refused when the routes are built", () => {
    const A = Schema.Union([Schema.TaggedStruct("Same", {}), Schema.TaggedStruct("Other", {})]);
    const B = Schema.Union([Schema.TaggedStruct("Same", {})]);
    expect(routeByTag([A], (union) => union).get("Other")).toBe(A);
    expect(() => routeByTag([A, B], (union) => union)).toThrow("Same");
  });
});
