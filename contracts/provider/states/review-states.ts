import type { VerifierOptions } from "@pact-foundation/pact";
import type { ProviderRig } from "../provider-rig";

type StateHandlers = NonNullable<VerifierOptions["stateHandlers"]>;

const signedIn = (rig: ProviderRig, email: string) => async () => {
  await rig.reset();
  const pair = await rig.signIn(email);
  rig.inject({ valid: pair.token });
  return {};
};

/** An access token an hour past its expiry, whose session was then ended: the refresh fails too. */
export const expiredSessionOf = (rig: ProviderRig, email: string) => async () => {
  await rig.reset();
  const pair = await rig.signIn(email, -3600);
  await rig.logout(pair.token, -3600);
  rig.inject({ expired: pair.token });
  return { refreshToken: pair.refresh_token };
};

/**
 * Checking students' work. The demo seed holds what these calls read: teacher 4 assigned to
 * course 1, whose submission 1 is on review, 2 sent back (student@demo.ru's) and 3 accepted.
 */
export const reviewStates = (rig: ProviderRig): StateHandlers => ({
  "review: the teacher is signed in": signedIn(rig, "teacher@demo.ru"),
  "review: the student is signed in": signedIn(rig, "student@demo.ru"),
  "review: a student outside course 1 is signed in": signedIn(rig, "fresh@demo.ru"),
  "review: another student of course 1 is signed in": signedIn(rig, "anna.petrova@demo.ru"),
  "review: the teacher's session has expired": expiredSessionOf(rig, "teacher@demo.ru"),
});
