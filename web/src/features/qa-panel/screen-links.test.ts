import { describe, expect, it } from "vitest";
import { given } from "@app/domain/model/test-kit";
import { homeLinks, namesFromLists, screensOf, constructorOpened } from "./screen-links";

const labels = { course: "Курс", lessons: "Уроки", check: "Проверка", constructor: "Конструктор", about: "О курсе" };
const state = given(
  { _tag: "CourseCreated", courseID: "7", name: "Основы", at: 1 },
  { _tag: "ModuleCreated", courseID: "7", moduleID: "m1", moduleName: "Раздел", at: 2 },
  {
    _tag: "LessonCreated",
    courseID: "7",
    moduleID: "m1",
    lessonID: "l1",
    lessonName: "Урок 1",
    is_trial: false,
    at: 3,
  },
);

describe("the panel's links to a replayed log's screens (issue #21)", () => {
  it("a student's log links to each course screen, its lessons tab and every lesson", () => {
    expect(screensOf("STUDENT", state, ["my-courses", "my-courses/7", "my-courses/9/submissions"], labels)).toEqual([
      {
        courseID: "7",
        name: "Основы",
        links: [
          { label: "Курс", href: "/myCourses/7" },
          { label: "Уроки", href: "/myCourses/7/lessons" },
          { label: "Урок 1", href: "/myCourses/7/lessons/m1/l1" },
        ],
      },
      {
        courseID: "9",
        name: "9",
        links: [
          { label: "Курс", href: "/myCourses/9" },
          { label: "Уроки", href: "/myCourses/9/lessons" },
        ],
      },
    ]);
    expect(homeLinks("STUDENT", { myCourses: "Учебные материалы" })).toEqual([
      { label: "Учебные материалы", href: "/myCourses" },
    ]);
  });

  it("a teacher's log links to the checking screens, an author's to the constructor and about tab", () => {
    expect(screensOf("TEACHER", state, ["review/courses/7/modules"], labels)).toEqual([
      { courseID: "7", name: "Основы", links: [{ label: "Проверка", href: "/check/7" }] },
    ]);
    const listed = namesFromLists([{ data: [{ id: 9, name: "Из списка" }] }, { data: "не список" }]);
    expect(screensOf("TEACHER", state, ["review/courses/9/modules"], labels, listed)).toEqual([
      { courseID: "9", name: "Из списка", links: [{ label: "Проверка", href: "/check/9" }] },
    ]);
    expect(screensOf("SCHOOL_OWNER", state, [], labels)).toEqual([
      {
        courseID: "7",
        name: "Основы",
        links: [
          { label: "Конструктор", href: "/createdCourses/7/constructor" },
          { label: "О курсе", href: "/createdCourses/7/about" },
        ],
      },
    ]);
  });

  it("the constructor opens on the section and lesson the author last had open (issue #33 row 10)", () => {
    const pages = [
      "/createdCourses/7/constructor/m1/l1",
      "/createdCourses/70/constructor/m9/l9",
      "/createdCourses/7/constructor/m2/l5?qa=1",
      "/createdCourses/7/about",
    ];
    expect(screensOf("SCHOOL_OWNER", state, [], labels, new Map(), pages)[0]?.links[0]).toEqual({
      label: "Конструктор",
      href: "/createdCourses/7/constructor/m2/l5",
    });
    expect(constructorOpened(["/createdCourses/7/about"], "7")).toBe("/createdCourses/7/constructor");
  });
});
