import { describe, expect, it } from "vitest";
import { whoIsTold } from "./who-is-told";
import { mailLine, mailSubject } from "./mail-text";

const course = { id: 7, name: "Python" };

describe("who is told what (issue #35)", () => {
  it("work sent: every reviewer of the course but the student himself, linked to the work in the queue", () => {
    expect(
      whoIsTold({
        type: "workSent",
        submissionId: 12,
        course,
        task: "Эссе",
        student: { id: 5, name: "Иван Петров" },
        reviewers: [4, 2, 4, 5],
      }),
    ).toEqual([
      {
        recipient: 4,
        kind: "work-arrived",
        link: "/availableCourses/queue/12",
        parts: { course: "Python", task: "Эссе", person: "Иван Петров" },
      },
      {
        recipient: 2,
        kind: "work-arrived",
        link: "/availableCourses/queue/12",
        parts: { course: "Python", task: "Эссе", person: "Иван Петров" },
      },
    ]);
  });

  it("work accepted or sent back: the student, with the comment, linked to the task in its lesson", () => {
    const base = { type: "workDecided", course, task: "Эссе", studentId: 5, teacherId: 4 } as const;
    const taskPath = { moduleID: "m 1", lessonID: "l1", taskID: "t1" };
    expect(whoIsTold({ ...base, decision: "accepted", comment: "", taskPath })).toEqual([
      {
        recipient: 5,
        kind: "work-accepted",
        link: "/myCourses/7/lessons/m%201/l1#task-t1",
        parts: { course: "Python", task: "Эссе" },
      },
    ]);
    expect(whoIsTold({ ...base, decision: "needsWork", comment: "Добавьте пример", taskPath: null })).toEqual([
      {
        recipient: 5,
        kind: "work-sent-back",
        link: "/myCourses/7",
        parts: { course: "Python", task: "Эссе", comment: "Добавьте пример" },
      },
    ]);
    expect(whoIsTold({ ...base, teacherId: 5, decision: "accepted", comment: "", taskPath })).toEqual([]);
  });

  it("a student's reply: the teacher whose comment he answered", () => {
    expect(
      whoIsTold({
        type: "studentReplied",
        submissionId: 3,
        course,
        task: "Эссе",
        student: { id: 5, name: "Иван" },
        teacherId: 4,
        text: "Исправил",
      }),
    ).toEqual([
      {
        recipient: 4,
        kind: "student-replied",
        link: "/availableCourses/queue/3",
        parts: { course: "Python", task: "Эссе", person: "Иван", comment: "Исправил" },
      },
    ]);
  });

  it("a teacher's reply: the student, linked to the tab where it is", () => {
    const fact = {
      type: "teacherReplied",
      course,
      teacher: { id: 4, name: "Татьяна" },
      studentId: 5,
      text: "Спасибо",
      tab: "reviews",
    } as const;
    expect(whoIsTold(fact)).toEqual([
      {
        recipient: 5,
        kind: "teacher-replied",
        link: "/myCourses/7/reviews",
        parts: { course: "Python", person: "Татьяна", comment: "Спасибо" },
      },
    ]);
    expect(whoIsTold({ ...fact, studentId: 4 })).toEqual([]);
  });

  it("invited: the person with that address, linked to the invitation", () => {
    expect(whoIsTold({ type: "invited", course, userId: 9, role: "teacher", link: "/invite/abc" })).toEqual([
      { recipient: 9, kind: "invited", link: "/invite/abc", parts: { course: "Python", detail: "teacher" } },
    ]);
  });

  it("enrolled by someone else: the student; came himself: the school's staff; seeded: nobody", () => {
    const base = { type: "enrolled", course, student: { id: 5, name: "Иван" }, staff: [1, 2, 5] } as const;
    expect(whoIsTold({ ...base, source: "import" })).toEqual([
      { recipient: 5, kind: "enrolled", link: "/myCourses/7", parts: { course: "Python" } },
    ]);
    expect(whoIsTold({ ...base, source: "purchase" })).toEqual(
      [1, 2].map((recipient) => ({
        recipient,
        kind: "student-joined",
        link: "/createdCourses/7/users",
        parts: { course: "Python", person: "Иван", detail: "purchase" },
      })),
    );
    for (const source of ["invitation", "link", "self", "email"] as const)
      expect(whoIsTold({ ...base, source }).map((n) => [n.recipient, n.kind, n.parts.detail])).toEqual([
        [1, "student-joined", "join"],
        [2, "student-joined", "join"],
      ]);
    expect(whoIsTold({ ...base, source: "seed" })).toEqual([]);
  });

  it("a certificate issued (issue #36): the student, linked to the course where it is", () => {
    const fact = {
      type: "certificateIssued",
      course: { id: 3, name: "Python" },
      studentId: 5,
      honours: false,
    } as const;
    expect(whoIsTold(fact)).toEqual([
      { recipient: 5, kind: "certificate-issued", link: "/myCourses/3", parts: { course: "Python" } },
    ]);
    expect(whoIsTold({ ...fact, honours: true })[0]?.parts).toEqual({ course: "Python", detail: "honours" });
    expect(mailLine("certificate-issued", { course: "Python", detail: "honours" })).toBe(
      "Вам выдан сертификат с отличием по курсу «Python». Скачать его и проверить можно на странице курса.",
    );
  });

  it("a deadline a day away (issue #37): the student, linked to the task in its lesson, or the lesson", () => {
    const fact = {
      type: "deadlineSoon",
      course: { id: 3, name: "Python" },
      studentId: 5,
      item: "Эссе",
      at: "2026-11-14T20:59:00.000Z",
      place: { moduleID: "m1", lessonID: "l2", taskID: "t3" },
    } as const;
    expect(whoIsTold(fact)).toEqual([
      {
        recipient: 5,
        kind: "deadline-soon",
        link: "/myCourses/3/lessons/m1/l2#task-t3",
        parts: { course: "Python", task: "Эссе", detail: "2026-11-14T20:59:00.000Z" },
      },
    ]);
    expect(whoIsTold({ ...fact, place: { ...fact.place, taskID: null } })[0]?.link).toBe("/myCourses/3/lessons/m1/l2");
    expect(mailSubject("deadline-soon", { course: "Python", task: "Эссе" })).toBe("Скоро срок сдачи: «Эссе»");
  });

  it("puts each kind's words into its mail", () => {
    expect(mailSubject("work-sent-back", { course: "Python", task: "Эссе" })).toBe("Задание отправлено на доработку");
    expect(mailLine("work-sent-back", { course: "Python", task: "Эссе", comment: "Добавьте пример" })).toBe(
      "Задание отправлено на доработку: «Эссе», курс «Python».\nКомментарий: Добавьте пример",
    );
    expect(mailLine("student-joined", { course: "Python", person: "Иван", detail: "purchase" })).toBe(
      "Иван купил(а) курс «Python».",
    );
    expect(mailSubject("work-arrived", { course: "Python", task: "Эссе" })).toBe("Новая работа на проверку: «Эссе»");
  });
});
