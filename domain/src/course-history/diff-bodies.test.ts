import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CourseBody } from "../api/course-content";
import { diffCourse } from "../course/content-diff";
import { clone } from "../model/clone";
import { build, logArb } from "../model/event-arbitrary";
import type { DomainEvent } from "../model/event";
import { given, inLesson, saved, when } from "../model/test-kit";
import { diffCourseBodies } from "./diff-bodies";
import { bodyOf, courseOf, edited, sessionArb } from "./history-test-kit";
import { patchedBody } from "./patched-body";

const c = "c1";

/** Each item's parent (section for a lesson, lesson for a task, lesson or task for a block; "" for a section). */
const parents = (body: CourseBody): Map<string, string> => {
  const out = new Map<string, string>();
  for (const m of body.moduleList) {
    out.set(m.moduleID, "");
    for (const l of m.lessons) {
      out.set(l.lessonID, m.moduleID);
      for (const b of l.lessonContent) out.set(b.contentBlockID, l.lessonID);
      for (const t of l.tasks) {
        out.set(t.taskID, l.lessonID);
        for (const b of t.taskContent) out.set(b.contentBlockID, t.taskID);
      }
    }
  }
  return out;
};

const start = given(...saved);
const changesOf = (...events: ReadonlyArray<DomainEvent>) =>
  diffCourseBodies(bodyOf(courseOf(start)), bodyOf(courseOf(when(start, ...events))));

describe("the changes between two versions", () => {
  it("come in the later version's order, a deleted item at its old place, with their places", () => {
    const changes = changesOf(
      { _tag: "BlockDeleted", courseID: c, parent: inLesson(), contentBlockID: "b2" },
      {
        _tag: "BlockEdited",
        courseID: c,
        parent: inLesson(),
        contentBlockID: "b3",
        content: { _tag: "text", text: "<p>три <strong>с половиной</strong></p>", format: "html" },
        at: 20,
      },
      { _tag: "LessonRenamed", courseID: c, lessonID: "l1", lessonName: "Переменные", at: 21 },
      { _tag: "AboutTextEdited", courseID: c, field: "name", value: "Python", at: 22 },
    );
    expect(changes.map((ch) => [ch.kind, ch.level, ch.id, ch.field, ch.label])).toEqual([
      ["changed", "course", "", "general.name", "Изменено название курса"],
      ["changed", "lesson", "l1", "name", "Изменено название урока «Переменные»"],
      ["deleted", "block", "b2", "", "Удалён блок «Текст» из урока «Переменные»"],
      ["changed", "block", "b3", "text", "Изменён текст блока в уроке «Переменные»"],
    ]);
    const text = changes[3];
    expect([text?.before, text?.after]).toEqual(["три", "три с половиной"]);
    expect(text?.where).toEqual(["Раздел «Раздел»", "Урок «Переменные»"]);
    expect(changes[0]?.before).toBe("Курс");
  });

  it("a lesson moved to another section is moved, not deleted and added", () => {
    const changes = changesOf(
      { _tag: "ModuleCreated", courseID: c, moduleID: "m2", moduleName: "Второй", at: 20 },
      { _tag: "ItemPlaced", courseID: c, item: { _tag: "lesson", lessonID: "l1" }, parentID: "m2", index: 0 },
    );
    expect(changes.map((ch) => ch.label)).toEqual([
      "Добавлен раздел «Второй»",
      "Перемещён урок «Урок» в раздел «Второй»",
    ]);
  });

  it("for any two versions: nothing between a version and itself or its copy; each added or deleted item once, unless what held it was added or deleted too; each item that changed parent once as moved; and a version made by a patch gives the same changes as the whole course", () => {
    fc.assert(
      fc.property(logArb(12), sessionArb, (log, session) => {
        const base = build(log).state;
        const next = edited(base, session);
        fc.pre(base.courses[c] !== undefined && next.courses[c] !== undefined);
        const [from, to] = [bodyOf(courseOf(base)), bodyOf(courseOf(next))];
        expect(diffCourseBodies(from, from)).toEqual([]);
        expect(diffCourseBodies(from, clone<CourseBody>(from))).toEqual([]);

        const changes = diffCourseBodies(from, to);
        const [was, is] = [parents(from), parents(to)];
        const count = (kind: string, id: string): number =>
          changes.filter((ch) => ch.kind === kind && ch.id === id).length;
        for (const [id, parent] of is)
          if (!was.has(id)) expect(count("added", id)).toBe(parent === "" || was.has(parent) ? 1 : 0);
          else expect(count("moved", id)).toBe(was.get(id) === parent ? 0 : 1);
        for (const [id, parent] of was)
          if (!is.has(id)) expect(count("deleted", id)).toBe(parent === "" || is.has(parent) ? 1 : 0);
        for (const ch of changes)
          if (ch.kind === "added") expect(was.has(ch.id)).toBe(false);
          else if (ch.kind === "deleted") expect(is.has(ch.id)).toBe(false);

        expect(diffCourseBodies(from, patchedBody(from, diffCourse(courseOf(base), courseOf(next))))).toEqual(changes);
      }),
      { numRuns: 100 },
    );
  });
});
