import type { VerifierOptions } from "@pact-foundation/pact";
import type { ProviderRig } from "../provider-rig";

type StateHandlers = NonNullable<VerifierOptions["stateHandlers"]>;

/**
 * The student's passage on the demo seed: student@demo.ru is enrolled in course 1 (lesson 3 not
 * started, its test block 13 unanswered, lesson 4's free task 3 / block 17 not submitted);
 * fresh@demo.ru is enrolled nowhere.
 */
export const passageStates = (rig: ProviderRig): StateHandlers => ({
  "passage: the student is signed in": async () => {
    await rig.reset();
    rig.inject({ valid: (await rig.signIn("student@demo.ru")).token });
    return {};
  },
  "passage: fresh@demo.ru, enrolled nowhere, is signed in": async () => {
    await rig.reset();
    rig.inject({ valid: (await rig.signIn("fresh@demo.ru")).token });
    return {};
  },
  "passage: the student's session has expired and cannot be refreshed": async () => {
    await rig.reset();
    const pair = await rig.signIn("student@demo.ru", -3600);
    await rig.logout(pair.token, -3600);
    rig.inject({ expired: pair.token });
    return { refreshToken: pair.refresh_token };
  },
});
