import type { ProviderRig } from "../provider-rig";
import { signedIn, signIn, type StateHandlers } from "./sessions";

/**
 * Issue #35 on the demo seed: teacher@demo.ru (id 4) was told that work 1 arrived in his queue (an
 * unread notification 1); the student's e-mail choices are the defaults.
 */
export const notificationStates = (rig: ProviderRig): StateHandlers => ({
  "notifications: the teacher has an unread notification of new work": async () => {
    await rig.reset();
    await rig.store().update((db) => {
      db.notifications.push({
        id: 1,
        user_id: 4,
        kind: "work-arrived",
        link: "/availableCourses/queue/1",
        parts: { course: "Python для начинающих", task: "Эссе", person: "Иван Петров" },
        created_at: "2026-10-03T10:00:00.000Z",
        read_at: null,
      });
      db.counters.notifications = 1;
    });
    await signIn(rig, "teacher@demo.ru");
    return {};
  },
  "notifications: the student is signed in": signedIn(rig, "student@demo.ru"),
});
