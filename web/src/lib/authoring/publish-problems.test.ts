import { describe, expect, it } from "vitest";
import { given, rawCourse, saved } from "@app/domain/model/test-kit";
import { checksAsValidation, problemArea, problemTab, problemTabs, publishProblems } from "./publish-problems";

describe("publish problems", () => {
  it("names the area of a field path by whole segments", () => {
    expect(problemArea("moduleList")).toBe("moduleList");
    expect(problemArea("general.category")).toBe("general.category");
    expect(problemArea("general.advantages.2.description")).toBe("general.advantages");
    expect(problemArea("lessons.17.lessonName")).toBe("lessons");
    expect(problemArea("tasks.4.blocks.9.content.file")).toBe("tasks");
    expect(problemArea("modulesX")).toBe("other");
    expect(problemArea("something.else")).toBe("other");
  });

  it("lists every message of every field, in order, the same message of an area once with its count", () => {
    expect(
      publishProblems({
        moduleList: ["Пожалуйста, создайте раздел"],
        "style.cover": ["Обязательное поле", "второе"],
        "general.advantages.0.description": ["Обязательное поле"],
        "general.advantages.1.description": ["Обязательное поле"],
      }),
    ).toEqual([
      { field: "moduleList", area: "moduleList", message: "Пожалуйста, создайте раздел", count: 1 },
      { field: "style.cover", area: "style.cover", message: "Обязательное поле", count: 1 },
      { field: "style.cover", area: "style.cover", message: "второе", count: 1 },
      { field: "general.advantages.0.description", area: "general.advantages", message: "Обязательное поле", count: 2 },
    ]);
  });

  it("finds the tab of each field and the tabs that hold problems", () => {
    expect(problemTab("general.name")).toBe("about");
    expect(problemTab("style.cover")).toBe("about");
    expect(problemTab("moduleList")).toBe("constructor");
    expect(problemTab("lessons.3.blocks.9.content.file")).toBe("constructor");
    expect(problemTab("settings.accesses.maxCount")).toBe("users");
    expect(problemTab("settings.actions.x")).toBe("settings");
    expect([...problemTabs(["general.name", "moduleList", "style.cover"])]).toEqual(["about", "constructor"]);
  });

  it("turns the domain's problems into the 422 shape, messages of a field in order", () => {
    expect(
      checksAsValidation([
        { field: "general.name", message: "Обязательное поле" },
        { field: "moduleList", message: "Пожалуйста, создайте раздел" },
        { field: "general.name", message: "второе" },
      ]),
    ).toEqual({ "general.name": ["Обязательное поле", "второе"], moduleList: ["Пожалуйста, создайте раздел"] });
  });

  it("with the course at hand, names each structure problem's place and lists it on its own", () => {
    const course = rawCourse(given(...saved));
    expect(
      publishProblems(
        {
          "lessons.l1.blocks.b2.content.text": ["Обязательное поле"],
          "tasks.t1.blocks.tb1.content.title": ["Обязательное поле"],
          "lessons.gone.lessonName": ["Обязательное поле"],
          "general.name": ["Обязательное поле"],
        },
        course,
      ),
    ).toEqual([
      {
        field: "lessons.l1.blocks.b2.content.text",
        area: "lessons",
        message: "Обязательное поле",
        count: 1,
        place: "Раздел 1 «Раздел» › Урок 1 «Урок» › Блок 2 (Текст)",
        lesson: { moduleID: "m1", lessonID: "l1" },
      },
      {
        field: "tasks.t1.blocks.tb1.content.title",
        area: "tasks",
        message: "Обязательное поле",
        count: 1,
        place: "Раздел 1 «Раздел» › Урок 1 «Урок» › Задание 1 «Задание» › Блок 1 (Свободное задание) › Название",
        lesson: { moduleID: "m1", lessonID: "l1" },
      },
      { field: "lessons.gone.lessonName", area: "lessons", message: "Обязательное поле", count: 1 },
      { field: "general.name", area: "general.name", message: "Обязательное поле", count: 1 },
    ]);
  });
});
