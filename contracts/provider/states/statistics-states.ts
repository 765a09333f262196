import type { VerifierOptions } from "@pact-foundation/pact";
import type { ProviderRig } from "../provider-rig";

type StateHandlers = NonNullable<VerifierOptions["stateHandlers"]>;

const signedIn = (rig: ProviderRig, email: string) => async () => {
  await rig.reset();
  const pair = await rig.signIn(email);
  rig.inject({ valid: pair.token });
  return {};
};

/**
 * Statistics, students, groups and subdivisions. The demo seed already holds what these calls
 * read: course 1 with enrolments and progress, groups 1–2 and subdivision 1 in school 1.
 */
export const statisticsStates = (rig: ProviderRig): StateHandlers => ({
  "statistics: the owner is signed in": signedIn(rig, "owner@demo.ru"),
  "statistics: the teacher is signed in": signedIn(rig, "teacher@demo.ru"),
  "statistics: the student is signed in": signedIn(rig, "student@demo.ru"),
  "statistics: the owner's session has expired and was revoked": async () => {
    await rig.reset();
    const pair = await rig.signIn("owner@demo.ru", -3600);
    await rig.logout(pair.token, -3600);
    rig.inject({ expired: pair.token });
    return { refreshToken: pair.refresh_token };
  },
  "statistics: the demo catalogue has a teacher and an independent author": async () => {
    await rig.reset();
    return {};
  },
});
