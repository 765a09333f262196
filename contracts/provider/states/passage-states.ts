import type { ProviderRig } from "../provider-rig";
import { revokedSession, signedIn, type StateHandlers } from "./sessions";

/**
 * The student's passage on the demo seed: student@demo.ru is enrolled in course 1 (lesson 3 not
 * started, its test block 13 unanswered, lesson 4's free task 3 / block 17 not submitted);
 * fresh@demo.ru is enrolled nowhere.
 */
export const passageStates = (rig: ProviderRig): StateHandlers => ({
  "passage: the student is signed in": signedIn(rig, "student@demo.ru"),
  "passage: fresh@demo.ru, enrolled nowhere, is signed in": signedIn(rig, "fresh@demo.ru"),
  "passage: the student's session has expired and cannot be refreshed": revokedSession(rig, "student@demo.ru"),
});
