import type { ProviderRig } from "../provider-rig";
import { revokedSession, signIn, signedIn, type StateHandlers } from "./sessions";

/**
 * Checking students' work. The demo seed holds what these calls read: teacher 4 assigned to
 * course 1, whose submission 1 is on review, 2 sent back (student@demo.ru's) and 3 accepted.
 */
export const reviewStates = (rig: ProviderRig): StateHandlers => ({
  "review: the teacher is signed in": signedIn(rig, "teacher@demo.ru"),
  "review: the student is signed in": signedIn(rig, "student@demo.ru"),
  "review: a student outside course 1 is signed in": signedIn(rig, "fresh@demo.ru"),
  "review: another student of course 1 is signed in": signedIn(rig, "anna.petrova@demo.ru"),
  "review: the teacher's session has expired": revokedSession(rig, "teacher@demo.ru"),
  /** Issue #34: the school's owner (Ольга Смирнова) opened submission 1 first, so she holds its review lock. */
  "review: the owner holds submission 1 and the teacher is signed in": async () => {
    await rig.reset();
    const owner = await rig.signIn("owner@demo.ru");
    await rig.api("submissions/1/lock", {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
      body: "{}",
    });
    await signIn(rig, "teacher@demo.ru");
    return {};
  },
});
