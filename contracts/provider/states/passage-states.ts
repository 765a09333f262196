import type { ProviderRig } from "../provider-rig";
import { revokedSession, signedIn, type StateHandlers } from "./sessions";

/**
 * The student's passage on the demo seed: student@demo.ru is enrolled in course 1 (lesson 3 not
 * started, its test block 13 unanswered, lesson 4's free task 3 / block 17 not submitted);
 * fresh@demo.ru is enrolled nowhere.
 */
export const passageStates = (rig: ProviderRig): StateHandlers => ({
  "passage: the student is signed in": signedIn(rig, "student@demo.ru"),
  // Course 1 opens its lessons one by one (consecutiveAppearance): lesson 1's free task waits for
  // the teacher, so lessons 2 to 4 are locked for the student (issue #23).
  "passage: the student is signed in and course 1 opens its lessons one by one": async () => {
    await signedIn(rig, "student@demo.ru")();
    await rig.store().update((db) => {
      const published = db.courseContents.find((c) => c.course_id === 1)?.published;
      if (published != null) published.settings.actions.consecutiveAppearance = true;
    });
    return {};
  },
  "passage: fresh@demo.ru, enrolled nowhere, is signed in": signedIn(rig, "fresh@demo.ru"),
  "passage: the student's session has expired and cannot be refreshed": revokedSession(rig, "student@demo.ru"),
});
