import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { decide } from "../model/decide";
import { authored, given, inLesson, saved, text, when } from "../model/test-kit";
import type { DomainCommand } from "../model/command";
import type { DomainState } from "../model/state";

const run = (state: DomainState, command: DomainCommand) => {
  const result = decide(state, command);
  return Result.isSuccess(result) ? { events: result.success } : { error: result.failure };
};

describe("decide: authoring commands", () => {
  it("given nothing, when CreateCourse, then CourseCreated", () => {
    expect(run(given(), { _tag: "CreateCourse", courseID: "c1", name: "Курс", at: 1 })).toEqual({
      events: [{ _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 }],
    });
  });

  it("a course name is required and at most 256 characters", () => {
    expect(run(given(), { _tag: "CreateCourse", courseID: "c1", name: " ", at: 1 })).toEqual({
      error: { _tag: "Invalid", problems: [{ field: "general.name", message: "Обязательное поле" }] },
    });
    expect(run(given(), { _tag: "CreateCourse", courseID: "c1", name: "я".repeat(257), at: 1 })).toEqual({
      error: { _tag: "Invalid", problems: [{ field: "general.name", message: "Не должно превышать 256 символов" }] },
    });
  });

  it("given a course, when CreateModule/CreateLesson/CreateTask, then the created events", () => {
    const state = given(...saved);
    expect(run(state, { _tag: "CreateModule", courseID: "c1", moduleID: "m2", moduleName: "", at: 20 })).toEqual({
      events: [{ _tag: "ModuleCreated", courseID: "c1", moduleID: "m2", moduleName: "", at: 20 }],
    });
    expect(
      run(state, {
        _tag: "CreateLesson",
        courseID: "c1",
        moduleID: "m1",
        lessonID: "l2",
        lessonName: "Урок 2",
        is_trial: false,
        at: 21,
      }),
    ).toMatchObject({ events: [{ _tag: "LessonCreated", lessonID: "l2" }] });
    expect(
      run(state, { _tag: "CreateTask", courseID: "c1", lessonID: "l1", taskID: "t2", name: "З", at: 22 }),
    ).toMatchObject({ events: [{ _tag: "TaskCreated", taskID: "t2" }] });
  });

  it("refuses unknown courses, parents and taken ids with Russian messages", () => {
    const state = given(...saved);
    expect(run(state, { _tag: "CreateModule", courseID: "zz", moduleID: "m2", moduleName: "", at: 1 })).toEqual({
      error: { _tag: "NotFound", message: "Курс не найден" },
    });
    expect(
      run(state, {
        _tag: "CreateLesson",
        courseID: "c1",
        moduleID: "zz",
        lessonID: "l2",
        lessonName: "",
        is_trial: false,
        at: 1,
      }),
    ).toEqual({ error: { _tag: "NotFound", message: "Раздел не найден" } });
    expect(run(state, { _tag: "CreateModule", courseID: "c1", moduleID: "m1", moduleName: "", at: 1 })).toEqual({
      error: { _tag: "Conflict", message: "Такой идентификатор уже используется" },
    });
    expect(run(state, { _tag: "RenameTask", courseID: "c1", taskID: "zz", name: "", at: 1 })).toEqual({
      error: { _tag: "NotFound", message: "Задание не найдено" },
    });
    expect(
      run(state, {
        _tag: "EditBlock",
        courseID: "c1",
        parent: inLesson(),
        contentBlockID: "zz",
        content: text(""),
        at: 1,
      }),
    ).toEqual({ error: { _tag: "NotFound", message: "Блок не найден" } });
  });

  it("section and lesson names may not exceed 256 characters", () => {
    expect(
      run(given(...saved), {
        _tag: "RenameModule",
        courseID: "c1",
        moduleID: "m1",
        moduleName: "a".repeat(300),
        at: 1,
      }),
    ).toEqual({
      error: { _tag: "Invalid", problems: [{ field: "moduleName", message: "Не должно превышать 256 символов" }] },
    });
    expect(
      run(given(...saved), {
        _tag: "RenameLesson",
        courseID: "c1",
        lessonID: "l1",
        lessonName: "a".repeat(300),
        at: 1,
      }),
    ).toMatchObject({ error: { _tag: "Invalid" } });
  });

  it("delete, restore and flush: flush only a tombstone", () => {
    const state = given(...saved);
    const item = { _tag: "lesson" as const, lessonID: "l1" };
    expect(run(state, { _tag: "MarkItemForDelete", courseID: "c1", item })).toEqual({
      events: [{ _tag: "ItemMarkedForDelete", courseID: "c1", item }],
    });
    expect(run(state, { _tag: "FlushItem", courseID: "c1", item })).toEqual({
      error: { _tag: "Conflict", message: "Элемент не помечен на удаление" },
    });
    const marked = when(state, { _tag: "ItemMarkedForDelete", courseID: "c1", item });
    expect(run(marked, { _tag: "FlushItem", courseID: "c1", item })).toEqual({
      events: [{ _tag: "ItemFlushed", courseID: "c1", item }],
    });
    expect(run(marked, { _tag: "RestoreItem", courseID: "c1", item })).toEqual({
      events: [{ _tag: "ItemRestored", courseID: "c1", item }],
    });
  });

  it("blocks: add at a valid position, move past either end gives no events", () => {
    const state = given(...authored);
    expect(
      run(state, {
        _tag: "AddBlock",
        courseID: "c1",
        parent: inLesson(),
        afterIndex: 2,
        contentBlockID: "n",
        content: text(""),
      }),
    ).toMatchObject({ events: [{ _tag: "BlockAdded", afterIndex: 2 }] });
    expect(
      run(state, {
        _tag: "AddBlock",
        courseID: "c1",
        parent: inLesson(),
        afterIndex: 3,
        contentBlockID: "n",
        content: text(""),
      }),
    ).toEqual({
      error: { _tag: "Invalid", problems: [{ field: "afterIndex", message: "Недопустимая позиция" }] },
    });
    expect(
      run(state, { _tag: "MoveBlock", courseID: "c1", parent: inLesson(), contentBlockID: "b1", direction: "up" }),
    ).toEqual({ events: [] });
    expect(
      run(state, { _tag: "MoveBlock", courseID: "c1", parent: inLesson(), contentBlockID: "b1", direction: "down" }),
    ).toMatchObject({ events: [{ _tag: "BlockMoved" }] });
    expect(run(state, { _tag: "DeleteBlock", courseID: "c1", parent: inLesson(), contentBlockID: "b1" })).toMatchObject(
      { events: [{ _tag: "BlockDeleted" }] },
    );
  });

  it("SetLessonTrial gives LessonTrialSet; a complete course can be saved and published", () => {
    expect(run(given(...saved), { _tag: "SetLessonTrial", courseID: "c1", lessonID: "l1", is_trial: true })).toEqual({
      events: [{ _tag: "LessonTrialSet", courseID: "c1", lessonID: "l1", is_trial: true }],
    });
    const complete = when(
      given(...saved),
      { _tag: "AboutRefSet", courseID: "c1", field: "category", value: { id: "1", name: "Дизайн" } },
      { _tag: "AboutRefSet", courseID: "c1", field: "practiceType", value: { id: "1", name: "Онлайн" } },
      { _tag: "AboutRefSet", courseID: "c1", field: "completionDoc", value: { id: "1", name: "Сертификат" } },
      { _tag: "SchoolSelected", courseID: "c1", schoolID: "s1" },
      {
        _tag: "StyleEdited",
        courseID: "c1",
        style: {
          back: "",
          button_color: "",
          button_font_color: "",
          cover_font_color: "",
          cover: "/c.png",
          font_color: "",
          id: null,
          is_visible: true,
          name: "",
        },
      },
      { _tag: "AdvantageEdited", courseID: "c1", index: 0, description: "1", at: 100 },
      { _tag: "AdvantageEdited", courseID: "c1", index: 1, description: "2", at: 100 },
      { _tag: "AdvantageEdited", courseID: "c1", index: 2, description: "3", at: 100 },
    );
    expect(run(complete, { _tag: "SaveCourse", courseID: "c1", publish: true, at: 200 })).toEqual({
      events: [{ _tag: "SaveRequested", courseID: "c1", publish: true, at: 200 }],
    });
  });

  it("undo and redo need something to undo or redo", () => {
    const clean = given(...saved);
    expect(run(clean, { _tag: "Undo", courseID: "c1" })).toEqual({
      error: { _tag: "Conflict", message: "Нечего отменять" },
    });
    const edited = when(clean, { _tag: "LessonRenamed", courseID: "c1", lessonID: "l1", lessonName: "x", at: 30 });
    expect(run(edited, { _tag: "Undo", courseID: "c1" })).toEqual({ events: [{ _tag: "Undone", courseID: "c1" }] });
    expect(run(edited, { _tag: "Redo", courseID: "c1" })).toEqual({
      error: { _tag: "Conflict", message: "Нечего повторять" },
    });
  });

  it("saving an incomplete course answers every SPEC §5 problem; a save in progress is refused", () => {
    const result = run(given(...saved), { _tag: "SaveCourse", courseID: "c1", publish: false, at: 50 });
    expect(result.error?._tag).toBe("Invalid");
    const loading = when(given(...saved), { _tag: "SaveRequested", courseID: "c1", publish: false, at: 51 });
    expect(run(loading, { _tag: "SaveCourse", courseID: "c1", publish: false, at: 52 })).toEqual({
      error: { _tag: "Conflict", message: "Сохранение уже идёт" },
    });
  });
});
