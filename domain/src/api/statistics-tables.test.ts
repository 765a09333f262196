import { describe, expect, it } from "vitest";
import { courseTables } from "./statistics-tables";

const course = {
  course_id: 1,
  course: "Основы Python",
  lessons_total: 2,
  students_enrolled: 1,
  students_started: 1,
  students_completed: 0,
  average_progress: 50,
  average_test_score: null,
  tasks_accepted: 0,
  tasks_sent_back: 0,
  submissions_waiting: 1,
};
const student = {
  student_id: 5,
  student: "Сергей Иванов",
  email: "student@demo.ru",
  progress: 50,
  lessons_completed: 1,
  lessons_total: 2,
  test_score: 50,
  tasks_accepted: 0,
  tasks_sent_back: 0,
  tasks_on_review: 1,
  completed: false,
  status: "inProgress",
  enrolled_at: "2026-10-02T09:00:00.000Z",
  last_activity: null,
};
const lesson = {
  position: 1,
  lesson_id: "1",
  module: "Знакомство",
  lesson: "Установка",
  students_started: 1,
  students_completed: 1,
  completion_rate: 100,
  average_test_score: null,
};

describe("course statistics tables", () => {
  it("types the three documented tables", () => {
    const tables = courseTables({ courses: [course], students: [student], lessons: [lesson] });
    expect(tables?.courses[0]?.students_enrolled).toBe(1);
    expect(tables?.students[0]?.completed).toBe(false);
    expect(tables?.students[0]?.status).toBe("inProgress");
    expect(tables?.lessons[0]?.lesson).toBe("Установка");
  });

  it("refuses a row that is not as documented", () => {
    expect(
      courseTables({ courses: [{ ...course, students_enrolled: "семь" }], students: [], lessons: [] }),
    ).toBeUndefined();
    expect(courseTables({ courses: [], students: [{ ...student, completed: null }], lessons: [] })).toBeUndefined();
  });
});
