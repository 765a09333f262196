import { describe, expect, it } from "vitest";
import { emptyCourseBody, snapshotOfDraft, type CourseBody } from "../api/course-content";
import { patchedBody } from "../course-history/patched-body";
import type { DomainEvent } from "../model/event";
import { given, inLesson, rawCourse, text, when } from "../model/test-kit";
import { diffCourse } from "./content-diff";
import type { ContentPatch } from "./content-patch";
import type { ContentBlock } from "./structure";

/** A course of one section with one lesson of 1,000 text blocks (server ids of 4 digits, as the bench's). */
const blockIds = Array.from({ length: 1000 }, (_, i) => String(1000 + i));
const block = (id: string): ContentBlock => ({
  contentBlockID: id,
  status: "none",
  evaluation: null,
  content: { _tag: "text", text: `Текст ${id}` },
});
const body: CourseBody = {
  ...emptyCourseBody("1", "Большой курс"),
  moduleList: [
    {
      moduleID: "37",
      moduleName: "Раздел 1",
      lessons: [
        {
          lessonID: "74",
          lessonName: "Урок на 1000 блоков",
          lessonContent: blockIds.map(block),
          tasks: [],
          is_trial: false,
          isEndedByUser: false,
          status: "not_started",
          statistics: null,
        },
      ],
    },
  ],
};
const loaded = given({ _tag: "CourseLoaded", course: snapshotOfDraft("c1", body, { published: false, school: null }) });

/** A text's size in UTF-8 bytes, as it goes over the wire. */
const utf8Bytes = (text: string): number =>
  [...text].reduce((sum, char) => {
    const code = char.codePointAt(0) ?? 0;
    return sum + (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
  }, 0);

/** The PATCH body of the save after `events`, and the lesson's block order that save leaves on the server. */
const saveAfter = (...events: ReadonlyArray<DomainEvent>) => {
  const patch: ContentPatch = diffCourse(rawCourse(loaded), rawCourse(when(loaded, ...events)));
  const order = patchedBody(body, patch).moduleList[0]?.lessons[0]?.lessonContent.map((b) => b.contentBlockID);
  return { patch, order, bytes: utf8Bytes(JSON.stringify({ version: 3, patch })) };
};

describe("the save of an add or a move in a 1,000-block lesson (issue #29: < 2 KB)", () => {
  it("an add sends the new block and one order step, and no section entry", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const { patch, order, bytes } = saveAfter({
      _tag: "BlockAdded",
      courseID: "c1",
      parent: inLesson("74"),
      afterIndex: 499,
      contentBlockID: id,
      content: text(""),
    });
    expect(patch.modules).toEqual([]);
    expect(patch.lessons[0]?.content?.orderOps).toEqual({ placed: [{ id, after: "1499" }] });
    expect(patch.lessons[0]?.content?.order).toBeUndefined();
    expect(order).toEqual([...blockIds.slice(0, 500), id, ...blockIds.slice(500)]);
    expect(bytes).toBeLessThan(2048);
  });

  it("a move sends one order step, and a delete one removed id", () => {
    const moved = saveAfter({
      _tag: "BlockPlaced",
      courseID: "c1",
      parent: inLesson("74"),
      contentBlockID: "1003",
      to: inLesson("74"),
      index: 700,
    });
    expect(moved.patch.modules).toEqual([]);
    expect(moved.patch.lessons[0]?.content).toEqual({
      orderOps: { placed: [{ id: "1003", after: moved.order?.[699] }] },
      blocks: [],
    });
    expect(moved.order?.indexOf("1003")).toBe(700);
    expect(moved.bytes).toBeLessThan(2048);

    const deleted = saveAfter({ _tag: "BlockDeleted", courseID: "c1", parent: inLesson("74"), contentBlockID: "1500" });
    expect(deleted.patch.lessons[0]?.content).toEqual({ orderOps: { removed: ["1500"] }, blocks: [] });
    expect(deleted.order).toEqual(blockIds.filter((b) => b !== "1500"));
    expect(deleted.bytes).toBeLessThan(2048);
  });
});
