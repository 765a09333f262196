import type { ProviderRig } from "../provider-rig";
import { demoSeed, revokedSession, signedIn, type StateHandlers } from "./sessions";

/**
 * Statistics, students, groups and subdivisions. The demo seed already holds what these calls
 * read: course 1 with enrolments and progress, groups 1–2 and subdivision 1 in school 1.
 */
export const statisticsStates = (rig: ProviderRig): StateHandlers => ({
  "statistics: the owner is signed in": signedIn(rig, "owner@demo.ru"),
  "statistics: the teacher is signed in": signedIn(rig, "teacher@demo.ru"),
  "statistics: the student is signed in": signedIn(rig, "student@demo.ru"),
  "statistics: the owner's session has expired and was revoked": revokedSession(rig, "owner@demo.ru"),
  "statistics: the demo catalogue has a teacher and an independent author": demoSeed(rig),
});
