import type { ProviderRig } from "../provider-rig";
import { revokedSession, signIn, signedIn, type StateHandlers } from "./sessions";

/** The administrators' screens (issue #32 part 4): the demo admin, and an audit log with one role change. */
export const adminStates = (rig: ProviderRig): StateHandlers => ({
  "admin: the admin is signed in": signedIn(rig, "admin@demo.ru"),
  "admin: the school owner is signed in": signedIn(rig, "owner@demo.ru"),
  "admin: the admin's session has expired": revokedSession(rig, "admin@demo.ru"),
  "admin: the admin is signed in and made the fresh student a teacher": async () => {
    await rig.reset();
    const token = await signIn(rig, "admin@demo.ru");
    await rig.api("admin/users/6/role", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ role: "teacher", school_id: null }),
    });
    return {};
  },
});
