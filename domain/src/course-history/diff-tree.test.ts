import { describe, expect, it } from "vitest";
import type { CourseBody } from "../api/course-content";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "../course/course-snapshot";
import type { ContentBlock } from "../course/structure";
import { given, saved } from "../model/test-kit";
import { diffCourseBodies } from "./diff-bodies";
import { block, bodyOf, courseOf } from "./history-test-kit";

const base = bodyOf(courseOf(given(...saved)));
const template = base.moduleList[0]?.lessons[0];
if (template === undefined) throw new Error("test setup: no lesson");

const text = (id: string, words: string): ContentBlock => block(id, { _tag: "text", text: words });
const essay = (id: string, title: string): ContentBlock => block(id, { _tag: "freeTask", title, text: "", files: [] });
const task = (taskID: string, name: string, taskContent: ContentBlock[] = []): TaskSnapshot => ({
  taskID,
  name,
  taskContent,
});
const lesson = (
  lessonID: string,
  lessonName: string,
  lessonContent: ContentBlock[],
  tasks: TaskSnapshot[] = [],
  is_trial = false,
): LessonSnapshot => ({ ...template, lessonID, lessonName, lessonContent, tasks, is_trial });
const section = (moduleID: string, moduleName: string, lessons: LessonSnapshot[]): ModuleSnapshot => ({
  moduleID,
  moduleName,
  lessons,
});
const body = (...moduleList: ModuleSnapshot[]): CourseBody => ({ ...base, moduleList });

describe("the changes of a course's tree", () => {
  it("name each kind of change of sections, lessons, tasks and blocks in its line, in the later version's order", () => {
    const before = body(
      section("m1", "Раздел", [
        lesson(
          "l1",
          "Урок",
          [text("b1", "один"), text("b2", "два"), text("b4", "четыре")],
          [task("t1", "Задание", [essay("tb1", "Эссе")]), task("t2", "Второе"), task("t4", "Лишнее")],
        ),
        lesson("l2", "Урок 2", []),
      ]),
      section("m2", "Старый", [lesson("l3", "Урок 3", [essay("b5", "Перенос")], [task("t3", "Третье")])]),
      section("m3", "Третий", []),
    );
    const after = body(
      section("m3", "Третий", []),
      section("m1", "Основы", [
        lesson("l2", "Урок 2", [text("b9", "новый"), essay("b5", "Перенос")], [task("t5", "Пятое")], true),
        lesson(
          "l1",
          "Урок",
          [text("b2", "два"), text("b1", "один и ещё")],
          [task("t2", "Новое"), task("t1", "Задание", [essay("tb1", "Сочинение")]), task("t3", "Третье")],
        ),
      ]),
      section("m4", "Новый", [lesson("l9", "Урок 9", [text("b10", "")])]),
    );
    const changes = diffCourseBodies(before, after);
    expect(changes.map((ch) => [ch.kind, ch.level, ch.id, ch.field, ch.label, ch.before, ch.after])).toEqual([
      ["changed", "course", "", "moduleOrder", "Изменён порядок разделов", null, null],
      ["deleted", "module", "m2", "", "Удалён раздел «Старый»", null, null],
      ["changed", "module", "m1", "name", "Изменено название раздела «Основы»", "Раздел", "Основы"],
      ["changed", "lesson", "l2", "is_trial", "Открыт пробный доступ к уроку «Урок 2»", null, null],
      ["added", "block", "b9", "", "Добавлен блок «Текст» в урок «Урок 2»", null, "новый"],
      ["moved", "block", "b5", "parent", "Перемещён блок «Свободное задание» в урок «Урок 2»", null, null],
      ["added", "task", "t5", "", "Добавлено задание «Пятое» в урок «Урок 2»", null, null],
      ["changed", "block", "b1", "text", "Изменён текст блока в уроке «Урок»", "один", "один и ещё"],
      ["deleted", "block", "b4", "", "Удалён блок «Текст» из урока «Урок»", "четыре", null],
      ["changed", "lesson", "l1", "blockOrder", "Изменён порядок блоков в уроке «Урок»", null, null],
      ["changed", "task", "t2", "name", "Изменено название задания «Новое»", "Второе", "Новое"],
      [
        "changed",
        "block",
        "tb1",
        "content",
        "Изменён блок «Свободное задание» в задании «Задание»",
        "Эссе",
        "Сочинение",
      ],
      ["moved", "task", "t3", "lesson", "Перемещено задание «Третье» в урок «Урок»", "Урок 3", "Урок"],
      ["deleted", "task", "t4", "", "Удалено задание «Лишнее» из урока «Урок»", null, null],
      ["changed", "lesson", "l1", "taskOrder", "Изменён порядок заданий в уроке «Урок»", null, null],
      ["changed", "module", "m1", "lessonOrder", "Изменён порядок уроков в разделе «Основы»", null, null],
      ["added", "module", "m4", "", "Добавлен раздел «Новый»", null, null],
    ]);
    const essayChange = changes.find((ch) => ch.id === "tb1");
    expect([essayChange?.name, essayChange?.blockKind, essayChange?.where]).toEqual([
      "Свободное задание",
      "freeTask",
      ["Раздел «Основы»", "Урок «Урок»", "Задание «Задание»"],
    ]);
    expect(changes.find((ch) => ch.field === "taskOrder")?.parents).toEqual([
      { level: "module", id: "m1", name: "Основы" },
    ]);
  });
});
