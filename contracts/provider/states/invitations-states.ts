import type { ProviderRig } from "../provider-rig";
import { revokedSession, signIn, signedIn, type StateHandlers } from "./sessions";

const JSON_HEADERS = { "Content-Type": "application/json" };

/** The owner invites fresh@demo.ru to course 2 as a student; answers the invitation id and its token (read from the outbox). */
const inviteFresh = async (rig: ProviderRig): Promise<{ invitationId: number; invitationToken: string }> => {
  const owner = await rig.signIn("owner@demo.ru");
  const created = await rig.api("courses/2/invitations", {
    method: "POST",
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ emails: ["fresh@demo.ru"], role: "student" }),
  });
  const invitation = ((await created.json()) as { data: Array<{ id: number }> }).data[0];
  const outbox = (await (await rig.api("dev/outbox")).json()) as {
    data: Array<{ to: string; kind: string; link: string | null }>;
  };
  const link =
    outbox.data.find((message) => message.to === "fresh@demo.ru" && message.kind === "invitation")?.link ?? "";
  return { invitationId: invitation?.id ?? 0, invitationToken: link.replace("/invite/", "") };
};

/** The owner creates course 2's access link; answers its token. */
const accessLink = async (rig: ProviderRig): Promise<string> => {
  const owner = await rig.signIn("owner@demo.ru");
  const answer = await rig.api("courses/2/access-link", {
    method: "POST",
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
};

/** Course access: invitations, the access link, enrolment and the course's users (demo school, courses 1–4). */
export const invitationsStates = (rig: ProviderRig): StateHandlers => ({
  "invitations: the owner is signed in": signedIn(rig, "owner@demo.ru"),
  "invitations: the student is signed in": signedIn(rig, "student@demo.ru"),
  "invitations: fresh@demo.ru is signed in": signedIn(rig, "fresh@demo.ru"),
  "invitations: course 2 has an invitation and the owner is signed in": async () => {
    await rig.reset();
    const { invitationId } = await inviteFresh(rig);
    await signIn(rig, "owner@demo.ru");
    return { invitationId };
  },
  "invitations: fresh@demo.ru is invited to course 2 and signed in": async () => {
    await rig.reset();
    const { invitationToken } = await inviteFresh(rig);
    await signIn(rig, "fresh@demo.ru");
    return { invitationToken };
  },
  "invitations: fresh@demo.ru is invited to course 2 and the student is signed in": async () => {
    await rig.reset();
    const { invitationToken } = await inviteFresh(rig);
    await signIn(rig, "student@demo.ru");
    return { invitationToken };
  },
  "invitations: course 2 has an access link and fresh@demo.ru is signed in": async () => {
    await rig.reset();
    const linkToken = await accessLink(rig);
    await signIn(rig, "fresh@demo.ru");
    return { linkToken };
  },
  "invitations: course 2 has an access link and the owner is signed in": async () => {
    await rig.reset();
    const linkToken = await accessLink(rig);
    await signIn(rig, "owner@demo.ru");
    return { linkToken };
  },
  "invitations: the student's session has expired and cannot be refreshed": revokedSession(rig, "student@demo.ru"),
});
