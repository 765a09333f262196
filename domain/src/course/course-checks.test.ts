import { describe, expect, it } from "vitest";
import { given, inLesson, rawCourse, saved, when } from "../model/test-kit";
import type { DomainEvent } from "../model/event";
import { checkContent, validateCourse } from "./course-checks";

const complete: ReadonlyArray<DomainEvent> = [
  ...saved,
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
      cover: "/cover.png",
      font_color: "",
      id: null,
      is_visible: true,
      name: "",
    },
  },
  ...[0, 1, 2].map((index): DomainEvent => ({
    _tag: "AdvantageEdited",
    courseID: "c1",
    index,
    description: `Плюс ${index}`,
    at: 20 + index * 2000,
  })),
];

const fields = (events: ReadonlyArray<DomainEvent>) =>
  validateCourse(rawCourse(given(...events))).map((p) => `${p.field}: ${p.message}`);

describe("SPEC §5 course checks", () => {
  it("a complete course passes", () => {
    expect(fields(complete)).toEqual([]);
  });

  it("an empty course needs its name, category, price, practice type, completion document, school, cover, advantages and a section", () => {
    const course = rawCourse(
      given(
        { _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 },
        { _tag: "AboutTextEdited", courseID: "c1", field: "name", value: "", at: 2 },
        { _tag: "AboutTextEdited", courseID: "c1", field: "price", value: "", at: 3 },
      ),
    );
    expect(validateCourse(course).map((p) => `${p.field}: ${p.message}`)).toEqual([
      "general.name: Обязательное поле",
      "general.category: Обязательное поле",
      "additional.price: Обязательное поле",
      "additional.practiceType: Обязательное поле",
      "additional.completionDoc: Обязательное поле",
      "page.selectedSchoolID: Обязательное поле",
      "style.cover: Обязательное поле",
      "general.advantages.0.description: Обязательное поле",
      "general.advantages.1.description: Обязательное поле",
      "general.advantages.2.description: Обязательное поле",
      "moduleList: Пожалуйста, создайте раздел",
    ]);
  });

  it("a deleted section does not count", () => {
    expect(
      fields([...complete, { _tag: "ItemMarkedForDelete", courseID: "c1", item: { _tag: "module", moduleID: "m1" } }]),
    ).toEqual(["moduleList: Пожалуйста, создайте раздел"]);
  });

  it("section, lesson and task names are required", () => {
    const events: DomainEvent[] = [
      ...complete,
      { _tag: "ModuleRenamed", courseID: "c1", moduleID: "m1", moduleName: "", at: 100 },
      { _tag: "LessonRenamed", courseID: "c1", lessonID: "l1", lessonName: "", at: 100 },
      { _tag: "TaskRenamed", courseID: "c1", taskID: "t1", name: "", at: 100 },
    ];
    expect(fields(events)).toEqual([
      "modules.m1.moduleName: Обязательное поле",
      "lessons.l1.lessonName: Обязательное поле",
      "tasks.t1.name: Обязательное поле",
    ]);
  });

  it("programs need name and description; teachers name, description and photo; list limits of §9 apply", () => {
    const events: DomainEvent[] = [
      ...complete,
      {
        _tag: "AboutItemCreated",
        courseID: "c1",
        entry: { list: "programs", item: { id: "p", name: "", description: "" } },
      },
      {
        _tag: "AboutItemCreated",
        courseID: "c1",
        entry: { list: "teachers", item: { id: "t", name: "", description: "", image: "" } },
      },
      {
        _tag: "AboutItemCreated",
        courseID: "c1",
        entry: {
          list: "results",
          item: { id: "r", name: "и".repeat(46), description: "о".repeat(201), color: "", position: 0 },
        },
      },
      {
        _tag: "AboutItemCreated",
        courseID: "c1",
        entry: { list: "learns", item: { id: "l", description: "у".repeat(46), image: "" } },
      },
      {
        _tag: "AboutItemCreated",
        courseID: "c1",
        entry: { list: "consumers", item: { id: "c", description: "к".repeat(46), image: "" } },
      },
    ];
    expect(fields(events)).toEqual([
      "lists.programs.p.name: Обязательное поле",
      "lists.programs.p.description: Обязательное поле",
      "lists.teachers.t.name: Обязательное поле",
      "lists.teachers.t.description: Обязательное поле",
      "lists.teachers.t.image: Обязательное поле",
      "lists.results.r.name: Не должно превышать 45 символов",
      "lists.results.r.description: Не должно превышать 200 символов",
      "lists.learns.l.description: Не должно превышать 45 символов",
      "lists.consumers.c.description: Не должно превышать 45 символов",
    ]);
  });

  it("removed list items are not checked", () => {
    const events: DomainEvent[] = [
      ...complete,
      {
        _tag: "AboutItemCreated",
        courseID: "c1",
        entry: { list: "programs", item: { id: "p", name: "", description: "" } },
      },
      { _tag: "AboutItemMarkedForDelete", courseID: "c1", list: "programs", id: "p" },
    ];
    expect(fields(events)).toEqual([]);
  });

  it("content per block kind: a test needs a name and at least 2 answers, each filled; a free task a title; text its text; media a file", () => {
    expect(
      checkContent("b", {
        _tag: "test",
        name: "",
        questions: [{ questionID: "q", text: "Вопрос?", answers: [{ answerID: "a", text: "", correct: true }] }],
      }),
    ).toEqual([
      { field: "b.name", message: "Обязательное поле" },
      { field: "b.questions.0.answers", message: "Добавьте не менее двух вариантов ответа" },
      { field: "b.questions.0.answers.0.text", message: "Обязательное поле" },
    ]);
    expect(checkContent("b", { _tag: "test", name: "Т", questions: [] })).toEqual([
      { field: "b.questions", message: "Добавьте хотя бы один вопрос" },
    ]);
    expect(checkContent("b", { _tag: "freeTask", title: "", text: "x", files: [] })).toEqual([
      { field: "b.title", message: "Обязательное поле" },
    ]);
    expect(checkContent("b", { _tag: "text", text: " " })).toEqual([{ field: "b.text", message: "Обязательное поле" }]);
    expect(checkContent("b", { _tag: "image", title: "Картинка", file: null })).toEqual([
      { field: "b.file", message: "Загрузите файл" },
    ]);
    expect(checkContent("b", { _tag: "video", title: "Видео", file: null })).toEqual([
      { field: "b.file", message: "Загрузите файл или вставьте ссылку на видео" },
    ]);
    expect(
      checkContent("b", { _tag: "audio", title: "", file: { id: "f", name: "a.mp3", url: "/a", size: 1 } }),
    ).toEqual([]);
  });

  it("block problems are reported with the block's path", () => {
    const events: DomainEvent[] = [
      ...complete,
      {
        _tag: "BlockEdited",
        courseID: "c1",
        parent: inLesson(),
        contentBlockID: "b2",
        content: { _tag: "text", text: "" },
        at: 200,
      },
    ];
    expect(fields(events)).toEqual(["lessons.l1.blocks.b2.content.text: Обязательное поле"]);
    expect(validateCourse(rawCourse(when(given(...complete))))).toEqual([]);
  });
});
