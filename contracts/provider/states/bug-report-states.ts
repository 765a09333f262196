import type { ProviderRig } from "../provider-rig";
import { signIn, signedIn, revokedSession, type StateHandlers } from "./sessions";

const LOG = `[\n${JSON.stringify({ at: 1000, event: { _tag: "SessionIdentified", allRoles: ["student"], role: "STUDENT" }, seq: 1, v: 2 })}\n]\n`;

/** `Отправить отчёт` (issue #33): the student sends, the admin reads. */
export const bugReportStates = (rig: ProviderRig): StateHandlers => ({
  "bug reports: the student is signed in": signedIn(rig, "student@demo.ru"),
  "bug reports: the student's session has expired": revokedSession(rig, "student@demo.ru"),
  "bug reports: the admin is signed in and the student sent report 1": async () => {
    await rig.reset();
    const student = await rig.signIn("student@demo.ru");
    await rig.api("bug-reports", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${student.token}` },
      body: JSON.stringify({ description: "После «Отправить» ответ пропал", page: "/myCourses/1/lessons", log: LOG }),
    });
    await signIn(rig, "admin@demo.ru");
    return {};
  },
});
