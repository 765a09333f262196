import { displayName as personDisplayName } from "@app/domain/people/display-name";
import type { UserRecord } from "../store/db-schema";

/** "Имя Фамилия", or the e-mail when the profile has neither (domain/people/display-name); "" for no user. */
export const displayName = (user: UserRecord | undefined): string =>
  user === undefined ? "" : personDisplayName({ ...user.profile, email: user.email });
