import type { VerifierOptions } from "@pact-foundation/pact";
import type { ProviderRig } from "./provider-rig";
import { authoringStates } from "./states/authoring-states";
import { invitationsStates } from "./states/invitations-states";
import { passageStates } from "./states/passage-states";
import { reviewStates } from "./states/review-states";
import { socialStates } from "./states/social-states";
import { statisticsStates } from "./states/statistics-states";

type StateHandlers = NonNullable<VerifierOptions["stateHandlers"]>;

/** Each state seeds exactly what its interactions need and remembers the tokens to inject. */
export const providerStates = (rig: ProviderRig): StateHandlers => ({
  ...authoringStates(rig),
  ...invitationsStates(rig),
  ...passageStates(rig),
  ...reviewStates(rig),
  ...socialStates(rig),
  ...statisticsStates(rig),
  "the demo accounts exist": async () => {
    await rig.reset();
    return {};
  },
  "the student is signed in": async () => {
    await rig.reset();
    const pair = await rig.signIn("student@demo.ru");
    rig.inject({ valid: pair.token });
    return { refreshToken: pair.refresh_token };
  },
  "the student's access token has expired": async () => {
    await rig.reset();
    const pair = await rig.signIn("student@demo.ru", -3600);
    // The call replayed after the refresh carries a token that is valid now.
    const current = await rig.signIn("student@demo.ru");
    rig.inject({ expired: pair.token, fresh: current.token });
    return { refreshToken: pair.refresh_token };
  },
  "the owner is signed in": async () => {
    await rig.reset();
    const pair = await rig.signIn("owner@demo.ru");
    rig.inject({ valid: pair.token });
    return {};
  },
  "the demo catalogue is published": async () => {
    await rig.reset();
    return {};
  },
  "a reset link was sent to the student": async () => {
    await rig.reset();
    return { resetToken: await rig.resetTokenFor("student@demo.ru") };
  },
  "the student's session has been revoked": async () => {
    await rig.reset();
    const pair = await rig.signIn("student@demo.ru", -3600);
    await rig.logout(pair.token, -3600);
    rig.inject({ expired: pair.token });
    return { refreshToken: pair.refresh_token };
  },
});
