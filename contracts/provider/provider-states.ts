import type { ProviderRig } from "./provider-rig";
import { adminStates } from "./states/admin-states";
import { authoringStates } from "./states/authoring-states";
import { bugReportStates } from "./states/bug-report-states";
import { certificateStates } from "./states/certificate-states";
import { conversationStates } from "./states/conversation-states";
import { deadlineStates } from "./states/deadline-states";
import { historyStates } from "./states/history-states";
import { invitationsStates } from "./states/invitations-states";
import { notificationStates } from "./states/notification-states";
import { passageStates } from "./states/passage-states";
import { reviewStates } from "./states/review-states";
import { rubricStates } from "./states/rubric-states";
import { socialStates } from "./states/social-states";
import { statisticsStates } from "./states/statistics-states";
import { demoSeed, revokedSession, signedIn, type StateHandlers } from "./states/sessions";

/** Each state seeds exactly what its interactions need and remembers the tokens to inject. */
export const providerStates = (rig: ProviderRig): StateHandlers => ({
  ...adminStates(rig),
  ...authoringStates(rig),
  ...bugReportStates(rig),
  ...certificateStates(rig),
  ...conversationStates(rig),
  ...deadlineStates(rig),
  ...historyStates(rig),
  ...invitationsStates(rig),
  ...notificationStates(rig),
  ...passageStates(rig),
  ...reviewStates(rig),
  ...rubricStates(rig),
  ...socialStates(rig),
  ...statisticsStates(rig),
  "the demo accounts exist": demoSeed(rig),
  "the student is signed in": signedIn(rig, "student@demo.ru"),
  "the student's access token has expired": async () => {
    await rig.reset();
    const pair = await rig.signIn("student@demo.ru", -3600);
    // The call replayed after the refresh carries a token that is valid now.
    const current = await rig.signIn("student@demo.ru");
    rig.inject({ expired: pair.token, fresh: current.token });
    return { refreshToken: pair.refresh_token };
  },
  "the owner is signed in": signedIn(rig, "owner@demo.ru"),
  "the demo catalogue is published": demoSeed(rig),
  "a reset link was sent to the student": async () => {
    await rig.reset();
    return { resetToken: await rig.resetTokenFor("student@demo.ru") };
  },
  "the student's session has been revoked": revokedSession(rig, "student@demo.ru"),
});
