import { describe, expect, it } from "vitest";
import { diffCourse } from "../course/content-diff";
import type { ContentPatch } from "../course/content-patch";
import type { DomainEvent } from "../model/event";
import type { DomainState } from "../model/state";
import { given, inLesson, saved, text, when } from "../model/test-kit";
import type { CourseChange } from "./course-change";
import { bodyOf, courseOf } from "./history-test-kit";
import { SUMMARY_LINES, summarizeChanges, summarizePatch } from "./summarize";

const c = "c1";

/** The lines a save of `events` (made on `start`, sent as the editor's patch) gets. */
const linesOf = (start: DomainState, ...events: ReadonlyArray<DomainEvent>): string[] =>
  summarizePatch(bodyOf(courseOf(start)), diffCourse(courseOf(start), courseOf(when(start, ...events))));

const withTwoLessons = when(
  given(...saved),
  {
    _tag: "LessonCreated",
    courseID: c,
    moduleID: "m1",
    lessonID: "l2",
    lessonName: "Переменные",
    is_trial: false,
    at: 20,
  },
  { _tag: "SaveConfirmed", courseID: c, at: 21 },
);

describe("the lines of a save", () => {
  it("an added lesson names itself and its section", () => {
    expect(
      linesOf(given(...saved), {
        _tag: "LessonCreated",
        courseID: c,
        moduleID: "m1",
        lessonID: "l2",
        lessonName: "Переменные",
        is_trial: false,
        at: 20,
      }),
    ).toEqual(["Добавлен урок «Переменные» в раздел «Раздел»"]);
  });

  it("about-page changes name their part; settings are not content, no line names them", () => {
    const start = given(...saved);
    expect(linesOf(start, { _tag: "AboutTextEdited", courseID: c, field: "name", value: "Python", at: 20 })).toEqual([
      "Изменено название курса",
    ]);
    expect(
      linesOf(start, {
        _tag: "AboutTextEdited",
        courseID: c,
        field: "description",
        value: "<p>О курсе</p>",
        format: "html",
        at: 20,
      }),
    ).toEqual(["Изменено описание курса"]);
    expect(linesOf(start, { _tag: "SettingsActionSet", courseID: c, action: "commentsEnable", value: true })).toEqual(
      [],
    );
    const style = courseOf(start).style;
    expect(
      linesOf(start, { _tag: "StyleEdited", courseID: c, style: { ...style, cover: "/files/cover.png" } }),
    ).toEqual(["Изменена обложка"]);
  });

  it("like changes are counted with the right plural, in one line", () => {
    const start = given(...saved);
    const deleted = (id: string): DomainEvent => ({
      _tag: "BlockDeleted",
      courseID: c,
      parent: inLesson(),
      contentBlockID: id,
    });
    expect(linesOf(start, deleted("b1"), deleted("b2"), deleted("b3"))).toEqual(["Удалено 3 блока из урока «Урок»"]);
    expect(linesOf(start, deleted("b2"))).toEqual(["Удалён блок «Текст» из урока «Урок»"]);
    const edited = (id: string, words: string): DomainEvent => ({
      _tag: "BlockEdited",
      courseID: c,
      parent: inLesson(),
      contentBlockID: id,
      content: text(words),
      at: 30,
    });
    expect(linesOf(start, edited("b1", "первый"), edited("b3", "третий"))).toEqual([
      "Изменён текст 2 блоков в уроке «Урок»",
    ]);
    expect(linesOf(start, edited("b1", "первый"))).toEqual(["Изменён текст блока в уроке «Урок»"]);
  });

  it("a save that only reorders says so", () => {
    expect(
      linesOf(withTwoLessons, {
        _tag: "ItemMoved",
        courseID: c,
        item: { _tag: "lesson", lessonID: "l2" },
        direction: "up",
      }),
    ).toEqual(["Изменён порядок уроков в разделе «Раздел»"]);
  });

  it("a deleted lesson is named as it was; an empty name shows as Без названия", () => {
    expect(
      linesOf(given(...saved), { _tag: "ItemMarkedForDelete", courseID: c, item: { _tag: "lesson", lessonID: "l1" } }),
    ).toEqual(["Удалён урок «Урок» из раздела «Раздел»"]);
    expect(
      linesOf(given(...saved), { _tag: "LessonRenamed", courseID: c, lessonID: "l1", lessonName: "", at: 20 }),
    ).toEqual(["Изменено название урока «Без названия»"]);
  });

  it("a lesson resent unchanged (as a task's edit resends it) adds no line of its own", () => {
    const start = given(...saved);
    const body = bodyOf(courseOf(start));
    const patch: ContentPatch = {
      modules: [],
      lessons: [{ lessonID: "l1", lessonName: "Урок", is_trial: false }],
      tasks: [{ taskID: "t1", name: "Эссе на неделю" }],
    };
    expect(summarizePatch(body, patch)).toEqual(["Изменено название задания «Эссе на неделю»"]);
    expect(summarizePatch(body, { modules: [], lessons: [], tasks: [] })).toEqual([]);
  });
});

const change = (over: Partial<CourseChange> & Pick<CourseChange, "kind" | "level">): CourseChange => ({
  id: "x",
  field: "",
  where: [],
  label: "одна строка",
  before: null,
  after: null,
  name: "",
  parents: [],
  ...over,
});
const inLessonNamed = (id: string, name: string) =>
  [
    { level: "module", id: "m1", name: "Раздел" },
    { level: "lesson", id, name },
  ] as const;

describe("summarizing a list of changes", () => {
  it("counts agree with their numbers: 21 блок, 5 заданий; places in several lessons are not named", () => {
    const blocks = Array.from({ length: 21 }, (_, i) =>
      change({
        kind: "deleted",
        level: "block",
        id: `b${i}`,
        parents: [...inLessonNamed(i % 2 ? "l1" : "l2", "Урок")],
      }),
    );
    expect(summarizeChanges(blocks)).toEqual(["Удалён 21 блок"]);
    const tasks = Array.from({ length: 5 }, (_, i) =>
      change({ kind: "added", level: "task", id: `t${i}`, parents: [...inLessonNamed("l1", "Циклы")] }),
    );
    expect(summarizeChanges(tasks)).toEqual(["Добавлено 5 заданий в урок «Циклы»"]);
    const renamed = Array.from({ length: 2 }, (_, i) =>
      change({ kind: "changed", level: "lesson", field: "name", id: `l${i}`, parents: [inLessonNamed("l1", "")[0]] }),
    );
    expect(summarizeChanges(renamed)).toEqual(["Изменены названия 2 уроков в разделе «Раздел»"]);
  });

  it("keeps a version's lines short: beyond the limit the rest is counted", () => {
    const many = Array.from({ length: SUMMARY_LINES + 3 }, (_, i) =>
      change({ kind: "changed", level: "course", field: `f${i}`, label: `Строка ${i}` }),
    );
    const lines = summarizeChanges(many);
    expect(lines).toHaveLength(SUMMARY_LINES);
    expect(lines.slice(0, SUMMARY_LINES - 1)).toEqual(many.slice(0, SUMMARY_LINES - 1).map((ch) => ch.label));
    expect(lines[SUMMARY_LINES - 1]).toBe("Ещё 4 изменения");
  });
});
