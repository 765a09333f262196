import { describe, expect, it } from "vitest";
import { problemArea, publishProblems } from "./publish-problems";

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
});
