import { describe, expect, it } from "vitest";
import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import { fromSnapshot } from "@app/domain/course/snapshot-convert";
import { bodyFromCourse, snapshotFromBody } from "./body-convert";

const extras = { published: true, schoolID: "1" };

const stats = (lessonID: string) => ({
  id: null,
  course_id: "15",
  section_id: "m1",
  start_date: null,
  end_date: null,
  blocks: [{ id: `${lessonID}-b1`, completed: false }],
});

/** A course with every part filled: lists, settings, a test, a free task and a media block. */
const richBody = (): CourseBody => {
  const base = emptyCourseBody("15", "Основы Python");
  return {
    ...base,
    general: {
      ...base.general,
      summary: "Кратко",
      category: { id: "2", name: "Программирование" },
      advantages: [
        { id: "1", description: "a" },
        { id: "2", description: "b" },
        { id: null, description: "c" },
        { id: null, description: "d" },
      ],
    },
    lists: {
      teachers: [{ id: "7", name: "Иван", image: "/api/files/x", description: "Преподаватель", status: "active" }],
      programs: [{ id: "8", name: "Старт", description: "Основы", status: "active" }],
      results: [{ id: "9", name: "Итог", description: "Умеете", color: "#fff", position: 1, status: "active" }],
      consumers: [],
      learns: [{ id: "10", description: "Циклы", image: "", status: "active" }],
    },
    settings: {
      ...base.settings,
      actions: { ...base.settings.actions, commentsEnable: true },
      accesses: { ...base.settings.accesses, teachers: ["4"], maxCount: "12" },
    },
    moduleList: [
      {
        moduleID: "m1",
        moduleName: "Раздел 1",
        lessons: [
          {
            lessonID: "l1",
            lessonName: "Урок 1",
            is_trial: true,
            isEndedByUser: false,
            status: "not_started",
            statistics: stats("l1"),
            lessonContent: [
              { contentBlockID: "l1-b1", status: "none", evaluation: null, content: { _tag: "text", text: "Привет" } },
              {
                contentBlockID: "l1-b2",
                status: "none",
                evaluation: null,
                content: {
                  _tag: "image",
                  title: "Схема",
                  file: { id: "f1", name: "a.png", url: "/api/files/f1", size: 10 },
                },
              },
            ],
            tasks: [
              {
                taskID: "t1",
                name: "Задание",
                taskContent: [
                  {
                    contentBlockID: "t1-b1",
                    status: "none",
                    evaluation: null,
                    content: {
                      _tag: "test",
                      name: "Тест",
                      questions: [
                        {
                          questionID: "q1",
                          text: "2+2?",
                          answers: [
                            { answerID: "a1", text: "4", correct: true },
                            { answerID: "a2", text: "5", correct: false },
                          ],
                        },
                      ],
                    },
                  },
                  {
                    contentBlockID: "t1-b2",
                    status: "none",
                    evaluation: null,
                    content: { _tag: "freeTask", title: "Эссе", text: "Напишите", files: [] },
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
};

const roundTrip = (body: CourseBody): CourseBody => bodyFromCourse(fromSnapshot(snapshotFromBody("15", body, extras)));

describe("course body ↔ snapshot", () => {
  it("a new course's body comes back unchanged", () => {
    const body = emptyCourseBody("15", "Новый курс");
    expect(roundTrip(body)).toEqual(body);
  });

  it("a rich course comes back unchanged", () => {
    const body = richBody();
    expect(roundTrip(body)).toEqual(body);
  });

  it("the snapshot carries what the body lacks: published, the school, empty progress and statistics", () => {
    const snapshot = snapshotFromBody("15", emptyCourseBody("15", "X"), extras);
    expect(snapshot.published).toBe(true);
    expect(snapshot.page.selectedSchoolID).toBe("1");
    expect(snapshot.statistics).toEqual({ courses: [], students: [], lessons: [] });
    expect(
      snapshotFromBody("15", emptyCourseBody("15", "X"), { published: false, schoolID: null }).page.school,
    ).toBeNull();
  });

  it("tombstoned items are left out of the body", () => {
    const course = fromSnapshot(snapshotFromBody("15", richBody(), extras));
    const m1 = course.modules.m1;
    if (!m1) throw new Error("no module");
    const deleted = { ...course, modules: { ...course.modules, m1: { ...m1, wasDeleted: true } } };
    expect(bodyFromCourse(deleted).moduleList).toEqual([]);
  });
});
