import type { NotificationKind, NotificationParts } from "./notification-kinds";
import { queueLink, studentTaskLink, courseLink, staffStudentsLink, studentLessonLink } from "./deep-links";

/** A thing that happened, as the service that wrote it knows it: names already read. */
export type NotificationFact =
  | {
      /** A student sent work (a first attempt or a new one after rework). */
      readonly type: "workSent";
      readonly submissionId: number;
      readonly course: { readonly id: number; readonly name: string };
      readonly task: string;
      readonly student: { readonly id: number; readonly name: string };
      /** Who checks work in this course: its assigned teachers, else its school's staff. */
      readonly reviewers: ReadonlyArray<number>;
    }
  | {
      readonly type: "workDecided";
      readonly decision: "accepted" | "needsWork";
      readonly course: { readonly id: number; readonly name: string };
      readonly task: string;
      readonly studentId: number;
      readonly teacherId: number;
      readonly comment: string;
      /** The task in its lesson (the course when the lesson is gone). */
      readonly taskPath: { readonly moduleID: string; readonly lessonID: string; readonly taskID: string } | null;
    }
  | {
      /** A student answered the rework comment of his work. */
      readonly type: "studentReplied";
      readonly submissionId: number;
      readonly course: { readonly id: number; readonly name: string };
      readonly task: string;
      readonly student: { readonly id: number; readonly name: string };
      /** The teacher whose comment he answered. */
      readonly teacherId: number;
      readonly text: string;
    }
  | {
      /** The course's staff answered a student: his course review, or his post in the discussion. */
      readonly type: "teacherReplied";
      readonly course: { readonly id: number; readonly name: string };
      readonly teacher: { readonly id: number; readonly name: string };
      readonly studentId: number;
      readonly text: string;
      readonly tab: "reviews" | "discussion";
    }
  | {
      /** An invitation to a course went to an address that has an account. */
      readonly type: "invited";
      readonly course: { readonly id: number; readonly name: string };
      readonly userId: number;
      readonly role: "student" | "teacher";
      /** The invitation's own page (`/invite/{token}`). */
      readonly link: string;
    }
  | {
      /** A student entered a course (a new enrolment only). */
      readonly type: "enrolled";
      readonly course: { readonly id: number; readonly name: string };
      readonly student: { readonly id: number; readonly name: string };
      readonly source: "invitation" | "link" | "self" | "email" | "purchase" | "seed" | "import";
      /** The course's school staff (owner and managers). */
      readonly staff: ReadonlyArray<number>;
    }
  | {
      /** Issue #36: the course's document was issued to the student, by the step that earned it. */
      readonly type: "certificateIssued";
      readonly course: { readonly id: number; readonly name: string };
      readonly studentId: number;
      readonly honours: boolean;
    }
  | {
      /** Issue #37: a dated item's due instant is a day or less away and his work is not all sent. */
      readonly type: "deadlineSoon";
      readonly course: { readonly id: number; readonly name: string };
      readonly studentId: number;
      /** The task's name, or the lesson's for a lesson dated as a whole. */
      readonly item: string;
      readonly at: string;
      readonly place: { readonly moduleID: string; readonly lessonID: string; readonly taskID: string | null };
    };

/** One notification to write: to whom, of what kind, where its link leads, and its words. */
export type NotificationDraft = {
  readonly recipient: number;
  readonly kind: NotificationKind;
  readonly link: string;
  readonly parts: NotificationParts;
};

const unique = (ids: ReadonlyArray<number>, except: number): number[] =>
  [...new Set(ids)].filter((id) => id !== except);

/** Sources where the student chose to come (staff hear of it); the others were done to him. */
const CAME_HIMSELF = new Set(["invitation", "link", "self", "email", "purchase"]);

/**
 * Who is told what (issue #35), one rule for the server (which writes the notifications) and its
 * tests. Nobody is told of what he did himself; a seeded enrolment tells nobody.
 */
export const whoIsTold = (fact: NotificationFact): ReadonlyArray<NotificationDraft> => {
  switch (fact.type) {
    case "workSent":
      return unique(fact.reviewers, fact.student.id).map((recipient) => ({
        recipient,
        kind: "work-arrived",
        link: queueLink(fact.submissionId),
        parts: { course: fact.course.name, task: fact.task, person: fact.student.name },
      }));
    case "workDecided":
      if (fact.studentId === fact.teacherId) return [];
      return [
        {
          recipient: fact.studentId,
          kind: fact.decision === "accepted" ? "work-accepted" : "work-sent-back",
          link: fact.taskPath === null ? courseLink(fact.course.id) : studentTaskLink(fact.course.id, fact.taskPath),
          parts: {
            course: fact.course.name,
            task: fact.task,
            ...(fact.comment === "" ? {} : { comment: fact.comment }),
          },
        },
      ];
    case "studentReplied":
      return unique([fact.teacherId], fact.student.id).map((recipient) => ({
        recipient,
        kind: "student-replied",
        link: queueLink(fact.submissionId),
        parts: { course: fact.course.name, task: fact.task, person: fact.student.name, comment: fact.text },
      }));
    case "teacherReplied":
      return unique([fact.studentId], fact.teacher.id).map((recipient) => ({
        recipient,
        kind: "teacher-replied",
        link: courseLink(fact.course.id, fact.tab),
        parts: { course: fact.course.name, person: fact.teacher.name, comment: fact.text },
      }));
    case "invited":
      return [
        {
          recipient: fact.userId,
          kind: "invited",
          link: fact.link,
          parts: { course: fact.course.name, detail: fact.role },
        },
      ];
    case "enrolled":
      if (fact.source === "seed") return [];
      if (!CAME_HIMSELF.has(fact.source))
        return [
          {
            recipient: fact.student.id,
            kind: "enrolled",
            link: courseLink(fact.course.id),
            parts: { course: fact.course.name },
          },
        ];
      return unique(fact.staff, fact.student.id).map((recipient) => ({
        recipient,
        kind: "student-joined",
        link: staffStudentsLink(fact.course.id),
        parts: {
          course: fact.course.name,
          person: fact.student.name,
          detail: fact.source === "purchase" ? "purchase" : "join",
        },
      }));
    case "certificateIssued":
      return [
        {
          recipient: fact.studentId,
          kind: "certificate-issued",
          // The course's overview shows the certificate with its PDF and its verification page.
          link: courseLink(fact.course.id),
          parts: { course: fact.course.name, ...(fact.honours ? { detail: "honours" } : {}) },
        },
      ];
    case "deadlineSoon":
      return [
        {
          recipient: fact.studentId,
          kind: "deadline-soon",
          link: studentLessonLink(fact.course.id, fact.place),
          parts: { course: fact.course.name, task: fact.item, detail: fact.at },
        },
      ];
  }
};
