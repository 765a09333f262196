import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { afterSignIn } from "@app/domain/auth/return-path";
import { deniedNotice } from "../../lib/session/denied-notice";
import { session } from "../../lib/session/session-store";

/**
 * Issue #31: a signed-in person has nothing to do on /login or /register: he goes to `?next=` (when
 * his role may open it) or to his cabinet. Only on /login, right after the route guard refused him a
 * page (`explainRefusal`), he stays to read why. Whoever signs in on the page itself is taken on by
 * the page's own flow (the welcome modal after registering), not by this. Answers whether he is being sent away.
 */
export const useSignedInAway = (returnTo: string | null, explainRefusal: boolean): boolean => {
  const { login } = useSnapshot(session);
  const refused = deniedNotice.use();
  const [, navigate] = useLocation();
  const [signedInOnArrival] = useState(login.isAuth);
  const away = signedInOnArrival && login.isAuth && !(explainRefusal && refused);
  const sent = useRef(false);
  useEffect(() => {
    if (!away || sent.current) return;
    sent.current = true;
    navigate(afterSignIn(returnTo, login.role), { replace: true });
  }, [away, returnTo, login.role, navigate]);
  return away;
};
