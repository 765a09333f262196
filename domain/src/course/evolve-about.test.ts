import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { DomainEvent } from "../model/event";
import { courseIn, given, saved, when } from "../model/test-kit";
import { newCourse, normalizeMaxCount, padAdvantages } from "./defaults";

const program = (id: string, name = "Программа"): DomainEvent => ({
  _tag: "AboutItemCreated",
  courseID: "c1",
  entry: { list: "programs", item: { id, name, description: "о" } },
});
const UUID = "3f2b8a0e-6c1d-4e5f-9a7b-1c2d3e4f5a6b";

describe("course defaults (SPEC §5)", () => {
  it("a new course has prices '0', accessEnable and showClassmates on, other flags off, maxCount '5', 3 advantages", () => {
    const course = newCourse("c1", "Курс", true);
    expect(course.additional.price.value).toBe("0");
    expect(course.additional.old_price.value).toBe("0");
    expect(course.settings.actions).toEqual({
      accessEnable: true,
      commentsEnable: false,
      consecutiveAppearance: false,
      longreadContent: false,
      prohibitReplay: false,
      showClassmates: true,
    });
    expect(course.settings.accesses.accessByEmail).toBe(false);
    expect(course.settings.accesses.maxCount).toBe("5");
    expect(course.general.advantages).toHaveLength(3);
  });

  it("pads advantages to at least 3 and keeps longer lists", () => {
    expect(padAdvantages([{ id: "a", description: "x" }])).toEqual([
      { id: "a", description: "x" },
      { id: null, description: "" },
      { id: null, description: "" },
    ]);
    expect(padAdvantages(Array.from({ length: 4 }, (_, i) => ({ id: String(i), description: "" })))).toHaveLength(4);
  });

  it("maxCount loses a first character that is neither a digit nor a plus; absent means '5'", () => {
    expect(normalizeMaxCount("x10")).toBe("10");
    expect(normalizeMaxCount("+20")).toBe("+20");
    expect(normalizeMaxCount("30")).toBe("30");
    expect(normalizeMaxCount("")).toBe("");
    expect(normalizeMaxCount(null)).toBe("5");
    const state = when(given(...saved), {
      _tag: "AccessesEdited",
      courseID: "c1",
      available: true,
      accessByEmail: true,
      teachers: [],
      link: "",
      maxCount: "a7",
      isSetMaxCount: true,
    });
    expect(courseIn(state).settings.accesses).toMatchObject({
      maxCount: "7",
      accessByEmail: true,
      isSetMaxCount: true,
    });
  });

  it("removing an advantage keeps at least 3", () => {
    const state = when(
      given(...saved),
      { _tag: "AdvantageEdited", courseID: "c1", index: 0, description: "Практика", at: 20 },
      { _tag: "AdvantageRemoved", courseID: "c1", index: 1 },
    );
    expect(courseIn(state).general.advantages).toEqual([
      { id: null, description: "Практика" },
      { id: null, description: "" },
      { id: null, description: "" },
    ]);
  });
});

describe("about fields and settings", () => {
  it("edits text fields, references, the school and settings, marking the course edited", () => {
    const state = when(
      given(...saved),
      { _tag: "AboutTextEdited", courseID: "c1", field: "price", value: "1500", at: 20 },
      { _tag: "AboutTextEdited", courseID: "c1", field: "name", value: "Новое имя", at: 21 },
      { _tag: "AboutRefSet", courseID: "c1", field: "category", value: { id: "7", name: "Дизайн" } },
      { _tag: "SchoolSelected", courseID: "c1", schoolID: "s1" },
      { _tag: "SettingsActionSet", courseID: "c1", action: "commentsEnable", value: true },
      { _tag: "PaymentSelected", courseID: "c1", id: "card", selected: true },
    );
    const course = courseIn(state);
    expect(course.additional.price.value).toBe("1500");
    expect(course.general.name.value).toBe("Новое имя");
    expect(course.general.category).toEqual({ id: "7", name: "Дизайн" });
    expect(course.page.selectedSchoolID).toBe("s1");
    expect(course.settings.actions.commentsEnable).toBe(true);
    expect(course.settings.payments).toEqual([{ id: "card", selected: true }]);
    expect(course.wasEdited).toBe(true);
  });
});

describe("style and advantages", () => {
  it("a style edit replaces the style; an added advantage is blank", () => {
    const style = {
      back: "#000",
      button_color: "#f00",
      button_font_color: "#fff",
      cover_font_color: "#fff",
      cover: "/c.png",
      font_color: "#111",
      id: "s1",
      is_visible: true,
      name: "Тёмный",
    };
    const state = when(
      given(...saved),
      { _tag: "StyleEdited", courseID: "c1", style },
      { _tag: "AdvantageAdded", courseID: "c1", id: "a4" },
    );
    expect(courseIn(state).style).toEqual(style);
    expect(courseIn(state).general.advantages).toHaveLength(4);
    expect(courseIn(state).general.advantages[3]).toEqual({ id: "a4", description: "" });
  });
});

describe("about lists (SPEC §4)", () => {
  it("create adds an active item; update replaces its fields", () => {
    const state = when(given(...saved), program("p1"), {
      _tag: "AboutItemUpdated",
      courseID: "c1",
      entry: { list: "programs", item: { id: "p1", name: "Другое", description: "д" } },
      at: 30,
    });
    expect(courseIn(state).lists.programs).toEqual([{ id: "p1", name: "Другое", description: "д", status: "active" }]);
  });

  it("markForDelete sets status removed; restore clears it", () => {
    const marked = when(given(...saved), program("p1"), {
      _tag: "AboutItemMarkedForDelete",
      courseID: "c1",
      list: "programs",
      id: "p1",
    });
    expect(courseIn(marked).lists.programs[0]?.status).toBe("removed");
    const restored = when(marked, { _tag: "AboutItemRestored", courseID: "c1", list: "programs", id: "p1" });
    expect(courseIn(restored).lists.programs[0]?.status).toBe("active");
  });

  it("delete on a saved course with a server id marks the item removed", () => {
    const state = when(given(...saved), program("15"), {
      _tag: "AboutItemDeleted",
      courseID: "c1",
      list: "programs",
      id: "15",
    });
    expect(courseIn(state).lists.programs).toEqual([
      { id: "15", name: "Программа", description: "о", status: "removed" },
    ]);
  });

  it("delete drops a UUID item, and any item of a new unsaved course", () => {
    const uuid = when(given(...saved), program(UUID), {
      _tag: "AboutItemDeleted",
      courseID: "c1",
      list: "programs",
      id: UUID,
    });
    expect(courseIn(uuid).lists.programs).toEqual([]);
    const fresh = when(given({ _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 }), program("15"), {
      _tag: "AboutItemDeleted",
      courseID: "c1",
      list: "programs",
      id: "15",
    });
    expect(courseIn(fresh).lists.programs).toEqual([]);
  });

  it("clear empties results, consumers and learns", () => {
    const state = when(
      given(...saved),
      {
        _tag: "AboutItemCreated",
        courseID: "c1",
        entry: { list: "results", item: { id: "r1", name: "Итог", description: "", color: "#fff", position: 1 } },
      },
      { _tag: "AboutListCleared", courseID: "c1", list: "results" },
    );
    expect(courseIn(state).lists.results).toEqual([]);
  });

  it("clear is not offered for teachers and programs: such an event does not decode", () => {
    const decode = Schema.decodeUnknownResult(DomainEvent);
    expect(Result.isFailure(decode({ _tag: "AboutListCleared", courseID: "c1", list: "teachers" }))).toBe(true);
    expect(Result.isFailure(decode({ _tag: "AboutListCleared", courseID: "c1", list: "programs" }))).toBe(true);
    expect(Result.isSuccess(decode({ _tag: "AboutListCleared", courseID: "c1", list: "learns" }))).toBe(true);
  });

  it("a repeated create, or an update of an unknown id, does nothing", () => {
    const before = when(given(...saved), program("p1"));
    const after = when(before, program("p1", "дубль"), {
      _tag: "AboutItemUpdated",
      courseID: "c1",
      entry: { list: "programs", item: { id: "zz", name: "", description: "" } },
      at: 40,
    });
    expect(after).toBe(before);
  });
});
