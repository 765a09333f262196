import type { SettingsActions } from "@app/domain/course/settings";
import type { ProviderRig } from "../provider-rig";
import { demoSeed, revokedSession, signIn, signedIn, type StateHandlers } from "./sessions";

/** Switches one action of course 1's published settings (the demo seed has comments off, classmates shown). */
const courseOneWith = (rig: ProviderRig, action: keyof SettingsActions, value: boolean) => async () => {
  await rig.reset();
  await rig.store().update((db) => {
    const settings = db.courseContents.find((content) => content.course_id === 1)?.published?.settings;
    if (settings !== undefined) settings.actions[action] = value;
  });
  await signIn(rig, "student@demo.ru");
  return {};
};

/**
 * The course social tabs. The demo seed holds what these calls read: student@demo.ru (id 5) is
 * enrolled in courses 1–4, wrote post 1 and review 1 of course 1, and has no review of course 4.
 */
export const socialStates = (rig: ProviderRig): StateHandlers => ({
  "social: the demo courses are published": demoSeed(rig),
  "social: the student is signed in": signedIn(rig, "student@demo.ru"),
  "social: another student of course 1 is signed in": signedIn(rig, "anna.petrova@demo.ru"),
  "social: a student outside course 1 is signed in": signedIn(rig, "fresh@demo.ru"),
  "social: the teacher is signed in": signedIn(rig, "teacher@demo.ru"),
  "social: the owner is signed in": signedIn(rig, "owner@demo.ru"),
  "social: the student is signed in and course 1's discussion is open": courseOneWith(rig, "commentsEnable", true),
  "social: the student is signed in and course 1's discussion is off": courseOneWith(rig, "commentsEnable", false),
  "social: the student is signed in and course 1 hides classmates": courseOneWith(rig, "showClassmates", false),
  "social: the student's session has expired": revokedSession(rig, "student@demo.ru"),
  "social: the student is signed in and the school has a draft course": async () => {
    await rig.reset();
    const owner = await rig.signIn("owner@demo.ru");
    const created = await rig.api("courses", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ name: "Черновик курса" }),
    });
    const { data } = (await created.json()) as { data: { id: number } };
    await signIn(rig, "student@demo.ru");
    return { draftId: data.id };
  },
});
