import { subscribe } from "valtio";
import type { DomainEvent } from "@app/domain/model/event";
import { session } from "../session/session-store";

/**
 * Who records the log (issue #21): a `SessionIdentified` when the log starts or continues on this
 * page, and again whenever the role changes (a sign-in, a sign-out, an invitation that made the user
 * a teacher). A replay shows the screens of the last role before its position, with no sign-in.
 */
export const recordIdentity = (record: (event: DomainEvent) => void): void => {
  let last = "";
  const note = () => {
    const role = session.login.isAuth ? session.login.role : null;
    const allRoles = session.login.isAuth ? [...session.login.allRoles] : [];
    const key = `${role ?? ""}|${allRoles.join(",")}`;
    if (key === last) return;
    last = key;
    record({ _tag: "SessionIdentified", role, allRoles });
  };
  note();
  subscribe(session, note);
};
