import type { VerifierOptions } from "@pact-foundation/pact";
import type { SettingsActions } from "@app/domain/course/settings";
import type { ProviderRig } from "../provider-rig";
import { expiredSessionOf } from "./review-states";

type StateHandlers = NonNullable<VerifierOptions["stateHandlers"]>;

const signedIn = async (rig: ProviderRig, email: string) => {
  const pair = await rig.signIn(email);
  rig.inject({ valid: pair.token });
  return pair;
};

const student = (rig: ProviderRig, email: string) => async () => {
  await rig.reset();
  await signedIn(rig, email);
  return {};
};

/** Switches one action of course 1's published settings (the demo seed has comments off, classmates shown). */
const courseOneWith = (rig: ProviderRig, action: keyof SettingsActions, value: boolean) => async () => {
  await rig.reset();
  await rig.store().update((db) => {
    const settings = db.courseContents.find((content) => content.course_id === 1)?.published?.settings;
    if (settings !== undefined) settings.actions[action] = value;
  });
  await signedIn(rig, "student@demo.ru");
  return {};
};

/**
 * The course social tabs. The demo seed holds what these calls read: student@demo.ru (id 5) is
 * enrolled in courses 1–4, wrote post 1 and review 1 of course 1, and has no review of course 4.
 */
export const socialStates = (rig: ProviderRig): StateHandlers => ({
  "social: the demo courses are published": async () => {
    await rig.reset();
    return {};
  },
  "social: the student is signed in": student(rig, "student@demo.ru"),
  "social: another student of course 1 is signed in": student(rig, "anna.petrova@demo.ru"),
  "social: a student outside course 1 is signed in": student(rig, "fresh@demo.ru"),
  "social: the teacher is signed in": student(rig, "teacher@demo.ru"),
  "social: the owner is signed in": student(rig, "owner@demo.ru"),
  "social: the student is signed in and course 1's discussion is open": courseOneWith(rig, "commentsEnable", true),
  "social: the student is signed in and course 1 hides classmates": courseOneWith(rig, "showClassmates", false),
  "social: the student's session has expired": expiredSessionOf(rig, "student@demo.ru"),
  "social: the student is signed in and the school has a draft course": async () => {
    await rig.reset();
    const owner = await rig.signIn("owner@demo.ru");
    const created = await rig.api("courses", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ name: "Черновик курса" }),
    });
    const { data } = (await created.json()) as { data: { id: number } };
    await signedIn(rig, "student@demo.ru");
    return { draftId: data.id };
  },
});
