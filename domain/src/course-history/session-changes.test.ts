import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../model/event";
import type { DomainState } from "../model/state";
import { given, inLesson, saved, text, when } from "../model/test-kit";
import type { CourseChange } from "./course-change";
import { diffCourseBodies } from "./diff-bodies";
import { bodyOf, courseOf } from "./history-test-kit";
import { joinChangedIds, joinChanges } from "./session-changes";
import { summarizeChanges } from "./summarize";

const c = "c1";

/**
 * The lines of one version made of several saves: each save's changes (what the server's save
 * describes) joined in turn, as the history keeps them through an editing session.
 */
const sessionLines = (start: DomainState, ...saves: ReadonlyArray<ReadonlyArray<DomainEvent>>): string[] => {
  let state = start;
  let joined: CourseChange[] = [];
  for (const events of saves) {
    const next = when(state, ...events);
    joined = joinChanges(joined, diffCourseBodies(bodyOf(courseOf(state)), bodyOf(courseOf(next))));
    state = next;
  }
  return summarizeChanges(joined);
};

/** The lines the course before the session and the course after it differ by: what the joined lines should say. */
const wholeLines = (start: DomainState, ...saves: ReadonlyArray<ReadonlyArray<DomainEvent>>): string[] =>
  summarizeChanges(diffCourseBodies(bodyOf(courseOf(start)), bodyOf(courseOf(when(start, ...saves.flat())))));

const start = given(...saved);
const addLesson = (lessonName: string): DomainEvent => ({
  _tag: "LessonCreated",
  courseID: c,
  moduleID: "m1",
  lessonID: "l9",
  lessonName,
  is_trial: false,
  at: 20,
});
const renameLesson = (lessonID: string, lessonName: string): DomainEvent => ({
  _tag: "LessonRenamed",
  courseID: c,
  lessonID,
  lessonName,
  at: 21,
});
const editBlock = (id: string, words: string): DomainEvent => ({
  _tag: "BlockEdited",
  courseID: c,
  parent: inLesson(),
  contentBlockID: id,
  content: text(words),
  at: 30,
});

describe("one version per editing session: the session's changes, save by save", () => {
  it("a lesson added, then named in the next saves: added once, under the name it has now", () => {
    const saves = [[addLesson("")], [renameLesson("l9", "Цик")], [renameLesson("l9", "Циклы")]];
    expect(sessionLines(start, ...saves)).toEqual(["Добавлен урок «Циклы» в раздел «Раздел»"]);
    expect(sessionLines(start, ...saves)).toEqual(wholeLines(start, ...saves));
  });

  it("a lesson added, then deleted: nothing; a name changed, then back: nothing", () => {
    const deleteNew: DomainEvent = {
      _tag: "ItemMarkedForDelete",
      courseID: c,
      item: { _tag: "lesson", lessonID: "l9" },
    };
    expect(sessionLines(start, [addLesson("Циклы")], [deleteNew])).toEqual([]);
    expect(sessionLines(start, [renameLesson("l1", "Урок 1")], [renameLesson("l1", "Урок")])).toEqual([]);
  });

  it("what went into a lesson the session added and deleted again goes with it", () => {
    const addBlock: DomainEvent = {
      _tag: "BlockAdded",
      courseID: c,
      parent: inLesson("l9"),
      afterIndex: -1,
      contentBlockID: "b9",
      content: text("новый"),
    };
    const deleteNew: DomainEvent = {
      _tag: "ItemMarkedForDelete",
      courseID: c,
      item: { _tag: "lesson", lessonID: "l9" },
    };
    expect(sessionLines(start, [addLesson("Циклы")], [addBlock], [editBlock("b1", "правка")], [deleteNew])).toEqual([
      "Изменён текст блока в уроке «Урок»",
    ]);
  });

  it("the same text edited in several saves is one change; other edits keep their own lines", () => {
    const saves = [[editBlock("b1", "од")], [editBlock("b1", "один раз")], [editBlock("b2", "два раза")]];
    expect(sessionLines(start, ...saves)).toEqual(["Изменён текст 2 блоков в уроке «Урок»"]);
    expect(sessionLines(start, ...saves)).toEqual(wholeLines(start, ...saves));
  });

  it("edits inside a lesson the session then deletes go with it: the lesson stands for what it held", () => {
    const deleteLesson: DomainEvent = {
      _tag: "ItemMarkedForDelete",
      courseID: c,
      item: { _tag: "lesson", lessonID: "l1" },
    };
    const saves = [[editBlock("b1", "правка")], [renameLesson("l1", "Урок 1")], [deleteLesson]];
    expect(sessionLines(start, ...saves)).toEqual(["Удалён урок «Урок 1» из раздела «Раздел»"]);
  });

  it("a save's name change keeps the first name as `before` and the last as `after`", () => {
    const first = diffCourseBodies(
      bodyOf(courseOf(start)),
      bodyOf(courseOf(when(start, renameLesson("l1", "Урок 1")))),
    );
    const second = diffCourseBodies(
      bodyOf(courseOf(when(start, renameLesson("l1", "Урок 1")))),
      bodyOf(courseOf(when(start, renameLesson("l1", "Урок 2")))),
    );
    const [joined] = joinChanges(first, second);
    expect([joined?.before, joined?.after, joined?.label]).toEqual([
      "Урок",
      "Урок 2",
      "Изменено название урока «Урок 2»",
    ]);
  });

  it("changed ids of two saves: one list each, without repeats", () => {
    expect(
      joinChangedIds(
        { modules: ["m1"], lessons: ["l1"], tasks: [], blocks: ["b1"] },
        { modules: ["m1"], lessons: ["l1", "l2"], tasks: ["t1"], blocks: ["b1", "b2"] },
      ),
    ).toEqual({ modules: ["m1"], lessons: ["l1", "l2"], tasks: ["t1"], blocks: ["b1", "b2"] });
  });
});
