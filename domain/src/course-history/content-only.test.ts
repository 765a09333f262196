import { describe, expect, it } from "vitest";
import { emptyCourseBody, type CourseBody } from "../api/course-content";
import type { ContentPatch } from "../course/content-patch";
import { changesContent, contentPatchOf, keepingSettings, sameContent } from "./content-only";
import { diffCourseBodies } from "./diff-bodies";

const body = emptyCourseBody("7", "Курс");
const withSettings = (b: CourseBody): CourseBody => ({
  ...b,
  settings: {
    ...b.settings,
    actions: { ...b.settings.actions, commentsEnable: true },
    accesses: { ...b.settings.accesses, teachers: ["4"], isSetMaxCount: true, maxCount: "12", link: "abc" },
  },
});
const EMPTY: ContentPatch = { modules: [], lessons: [], tasks: [] };

describe("settings are not versioned content (issue #29)", () => {
  it("two bodies that differ in settings only hold the same content; a renamed course does not", () => {
    expect(sameContent(body, withSettings(body))).toBe(true);
    const renamed = { ...body, general: { ...body.general, name: { value: "Другой" } } };
    expect(sameContent(body, renamed)).toBe(false);
    // Keys in another order are the same content.
    const reordered = {
      moduleList: body.moduleList,
      lists: body.lists,
      style: body.style,
      additional: body.additional,
      general: body.general,
      settings: body.settings,
    };
    expect(sameContent(body, reordered)).toBe(true);
  });

  it("a restore or a discard keeps the current settings (teachers, seats, link, flags) and takes the content", () => {
    const current = withSettings(body);
    const old = { ...body, general: { ...body.general, name: { value: "Старое название" } } };
    const target = keepingSettings(old, current);
    expect(target.settings).toBe(current.settings);
    expect(target.general.name.value).toBe("Старое название");
  });

  it("a save of settings alone changes no content; a patch's settings are not what a version records", () => {
    const patch: ContentPatch = { ...EMPTY, settings: withSettings(body).settings };
    const recorded = contentPatchOf(patch);
    expect("settings" in recorded).toBe(false);
    expect(changesContent(body, recorded, [])).toBe(false);
    expect(changesContent(body, EMPTY, [])).toBe(false);
  });

  it("an about part sent unchanged changes nothing; one the lines do not name (students' count) still does", () => {
    expect(changesContent(body, { ...EMPTY, general: { ...body.general } }, [])).toBe(false);
    const counted = { ...body.general, students_count: 5 };
    const changes = diffCourseBodies(body, { ...body, general: counted });
    expect(changes).toEqual([]);
    expect(changesContent(body, { ...EMPTY, general: counted }, changes)).toBe(true);
  });
});
