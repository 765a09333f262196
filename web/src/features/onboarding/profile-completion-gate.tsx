import { lazy, Suspense, useState } from "react";
import { useSnapshot } from "valtio";
import { useProfile } from "../../lib/api/profile-query";
import { session } from "../../lib/session/session-store";
import { needsCompletion } from "./needs-completion";

const ProfileCompletionModal = lazy(() =>
  import("./profile-completion-modal").then((m) => ({ default: m.ProfileCompletionModal })),
);

/**
 * SPEC §4's profile-completion modal, loaded only when the profile needs it: the form, the phone
 * field and its checks stay off every other user's first load. Once shown it stays mounted, so it
 * closes with its animation after the profile is saved.
 */
export const ProfileCompletionGate = () => {
  const { login } = useSnapshot(session);
  const profile = useProfile();
  const open = login.isAuth && needsCompletion(profile.data);
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <ProfileCompletionModal open={open} />
    </Suspense>
  ) : null;
};
