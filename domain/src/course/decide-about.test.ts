import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import type { DomainCommand } from "../model/command";
import { decide } from "../model/decide";
import type { DomainState } from "../model/state";
import { given, saved, when } from "../model/test-kit";

const run = (state: DomainState, command: DomainCommand) => {
  const result = decide(state, command);
  return Result.isSuccess(result) ? { events: result.success } : { error: result.failure };
};

describe("decide: about and settings commands", () => {
  const state = given(...saved);

  it("maps each command to its event", () => {
    expect(run(state, { _tag: "EditAboutText", courseID: "c1", field: "summary", value: "О курсе", at: 1 })).toEqual({
      events: [{ _tag: "AboutTextEdited", courseID: "c1", field: "summary", value: "О курсе", at: 1 }],
    });
    expect(run(state, { _tag: "SetAboutRef", courseID: "c1", field: "category", value: null })).toMatchObject({
      events: [{ _tag: "AboutRefSet" }],
    });
    expect(run(state, { _tag: "SelectSchool", courseID: "c1", schoolID: "s" })).toMatchObject({
      events: [{ _tag: "SchoolSelected" }],
    });
    expect(
      run(state, { _tag: "SetSettingsAction", courseID: "c1", action: "prohibitReplay", value: true }),
    ).toMatchObject({ events: [{ _tag: "SettingsActionSet" }] });
    expect(run(state, { _tag: "SelectPayment", courseID: "c1", id: "p", selected: true })).toMatchObject({
      events: [{ _tag: "PaymentSelected" }],
    });
    expect(run(state, { _tag: "AddAdvantage", courseID: "c1", id: null })).toMatchObject({
      events: [{ _tag: "AdvantageAdded" }],
    });
    expect(run(state, { _tag: "RemoveAdvantage", courseID: "c1", index: 0 })).toMatchObject({
      events: [{ _tag: "AdvantageRemoved" }],
    });
    expect(run(state, { _tag: "ClearAboutList", courseID: "c1", list: "learns" })).toMatchObject({
      events: [{ _tag: "AboutListCleared" }],
    });
    expect(
      run(state, {
        _tag: "EditAccesses",
        courseID: "c1",
        available: true,
        accessByEmail: false,
        teachers: [],
        link: "",
        maxCount: "5",
        isSetMaxCount: false,
      }),
    ).toMatchObject({ events: [{ _tag: "AccessesEdited" }] });
  });

  it("the course name may not exceed 256 characters", () => {
    expect(run(state, { _tag: "EditAboutText", courseID: "c1", field: "name", value: "x".repeat(257), at: 1 })).toEqual(
      {
        error: { _tag: "Invalid", problems: [{ field: "general.name", message: "Не должно превышать 256 символов" }] },
      },
    );
  });

  it("list items obey the §9 limits when created or updated", () => {
    expect(
      run(state, {
        _tag: "CreateAboutItem",
        courseID: "c1",
        entry: { list: "results", item: { id: "r", name: "x".repeat(46), description: "", color: "", position: 0 } },
      }),
    ).toEqual({
      error: {
        _tag: "Invalid",
        problems: [{ field: "lists.results.r.name", message: "Не должно превышать 45 символов" }],
      },
    });
    expect(
      run(state, {
        _tag: "CreateAboutItem",
        courseID: "c1",
        entry: { list: "programs", item: { id: "p", name: "x".repeat(257), description: "" } },
      }),
    ).toMatchObject({ error: { _tag: "Invalid" } });
    expect(
      run(state, {
        _tag: "CreateAboutItem",
        courseID: "c1",
        entry: { list: "learns", item: { id: "l", description: "Навык", image: "" } },
      }),
    ).toMatchObject({ events: [{ _tag: "AboutItemCreated" }] });
  });

  it("update, markForDelete, delete and restore need an existing item", () => {
    expect(run(state, { _tag: "DeleteAboutItem", courseID: "c1", list: "programs", id: "nope" })).toEqual({
      error: { _tag: "NotFound", message: "Элемент не найден" },
    });
    const withItem = when(state, {
      _tag: "AboutItemCreated",
      courseID: "c1",
      entry: { list: "programs", item: { id: "p", name: "П", description: "О" } },
    });
    expect(run(withItem, { _tag: "MarkAboutItemForDelete", courseID: "c1", list: "programs", id: "p" })).toEqual({
      events: [{ _tag: "AboutItemMarkedForDelete", courseID: "c1", list: "programs", id: "p" }],
    });
    expect(run(withItem, { _tag: "DeleteAboutItem", courseID: "c1", list: "programs", id: "p" })).toEqual({
      events: [{ _tag: "AboutItemDeleted", courseID: "c1", list: "programs", id: "p" }],
    });
    expect(run(withItem, { _tag: "RestoreAboutItem", courseID: "c1", list: "programs", id: "p" })).toEqual({
      events: [{ _tag: "AboutItemRestored", courseID: "c1", list: "programs", id: "p" }],
    });
    expect(
      run(withItem, {
        _tag: "CreateAboutItem",
        courseID: "c1",
        entry: { list: "programs", item: { id: "p", name: "", description: "" } },
      }),
    ).toEqual({ error: { _tag: "Conflict", message: "Такой идентификатор уже используется" } });
  });

  it("EditStyle gives StyleEdited; UpdateAboutItem of an existing item gives AboutItemUpdated", () => {
    const style = {
      back: "",
      button_color: "",
      button_font_color: "",
      cover_font_color: "",
      cover: "/c.png",
      font_color: "",
      id: null,
      is_visible: true,
      name: "",
    };
    expect(run(state, { _tag: "EditStyle", courseID: "c1", style })).toEqual({
      events: [{ _tag: "StyleEdited", courseID: "c1", style }],
    });
    const withItem = when(state, {
      _tag: "AboutItemCreated",
      courseID: "c1",
      entry: { list: "learns", item: { id: "l", description: "Навык", image: "" } },
    });
    const entry = { list: "learns" as const, item: { id: "l", description: "Другой навык", image: "" } };
    expect(run(withItem, { _tag: "UpdateAboutItem", courseID: "c1", entry, at: 3 })).toEqual({
      events: [{ _tag: "AboutItemUpdated", courseID: "c1", entry, at: 3 }],
    });
    expect(
      run(withItem, {
        _tag: "UpdateAboutItem",
        courseID: "c1",
        entry: { ...entry, item: { ...entry.item, description: "д".repeat(46) } },
        at: 3,
      }),
    ).toMatchObject({ error: { _tag: "Invalid" } });
  });

  it("an advantage index must exist", () => {
    expect(run(state, { _tag: "EditAdvantage", courseID: "c1", index: 5, description: "", at: 1 })).toEqual({
      error: { _tag: "NotFound", message: "Элемент не найден" },
    });
  });
});
