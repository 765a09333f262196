import type { ProviderRig } from "../provider-rig";
import { signIn, type StateHandlers } from "./sessions";

/** The student's calendar token the consumer pins (contracts/consumer/deadlines.pact.test.ts). */
const PACT_CALENDAR_TOKEN = "pactCalendarToken0123456789abcdefghijklmnopq";

/**
 * Issue #37 on the demo seed: course 1 dates lesson 1's task 1 (fixed, soft, 2030) and lesson 2's task 2
 * (7 days after enrolment, hard: closed since October 2026, so a new attempt is refused); his work on
 * task 1 is marked late; extension 901 gives student@demo.ru until 2030-02-01 for
 * lesson 3; his calendar address has a known token.
 */
const withPlan = (rig: ProviderRig, signedIn: string | null) => async () => {
  await rig.reset();
  await rig.store().update((db) => {
    const student = db.users.find((u) => u.email === "student@demo.ru");
    if (student === undefined) return;
    db.deadlinePlans.push({
      course_id: 1,
      items: [
        { lesson_id: "1", task_id: "1", due: { kind: "fixed", at: "2030-01-15T20:59:00.000Z" }, hard: false },
        { lesson_id: "2", task_id: "2", due: { kind: "relative", days: 7, time: "23:59" }, hard: true },
      ],
      updated_at: "2026-11-01T09:00:00.000Z",
    });
    db.deadlineExtensions.push({
      id: 901,
      course_id: 1,
      student_id: student.id,
      group_id: null,
      lesson_id: "3",
      until: "2030-02-01T00:00:00.000Z",
      created_at: "2026-11-01T09:00:00.000Z",
      created_by: 1,
    });
    // His work on lesson 1's task came after its soft date: the queue's late filter finds it.
    const work = db.submissions.find((w) => w.user_id === student.id && w.course_id === 1 && w.task_id === "1");
    const last = work?.attempts[work.attempts.length - 1];
    if (last !== undefined) last.late = true;
    db.calendarTokens.push({ user_id: student.id, token: PACT_CALENDAR_TOKEN, created_at: "2026-11-01T09:00:00.000Z" });
  });
  if (signedIn !== null) await signIn(rig, signedIn);
  return {};
};

export const deadlineStates = (rig: ProviderRig): StateHandlers => ({
  "deadlines: course 1 has a plan and an extension": withPlan(rig, null),
  "deadlines: course 1 has a plan and an extension, the owner is signed in": withPlan(rig, "owner@demo.ru"),
  "deadlines: course 1 has a plan and an extension, the student is signed in": withPlan(rig, "student@demo.ru"),
});
