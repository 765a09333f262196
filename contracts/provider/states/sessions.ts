import type { VerifierOptions } from "@pact-foundation/pact";
import type { ProviderRig } from "../provider-rig";

export type StateHandlers = NonNullable<VerifierOptions["stateHandlers"]>;

/** Signs `email` in on the current seed and injects the token as the valid one. */
export const signIn = async (rig: ProviderRig, email: string): Promise<string> => {
  const pair = await rig.signIn(email);
  rig.inject({ valid: pair.token });
  return pair.token;
};

/** A state of the demo seed alone. */
export const demoSeed = (rig: ProviderRig) => async () => {
  await rig.reset();
  return {};
};

/** A state of the demo seed with `email` signed in. */
export const signedIn = (rig: ProviderRig, email: string) => async () => {
  await rig.reset();
  await signIn(rig, email);
  return {};
};

/**
 * An access token an hour past its expiry, whose session was then ended: the refresh fails too.
 * The consumer pins it with support/session-expiry.ts.
 */
export const revokedSession = (rig: ProviderRig, email: string) => async () => {
  await rig.reset();
  const pair = await rig.signIn(email, -3600);
  await rig.logout(pair.token, -3600);
  rig.inject({ expired: pair.token });
  return { refreshToken: pair.refresh_token };
};
