import type { CourseSettings } from "./settings";

/**
 * A course's secrets: what lets a person into it, its join link (`settings.accesses.link`). A copy
 * of a course, an export and an import never carry them (issue #32 row 9): the copy gets a link of
 * its own when its staff make one. Invitations and enrolments live outside the body and are never copied.
 */
export const withoutSecrets = <B extends { readonly settings: CourseSettings }>(body: B): B => ({
  ...body,
  settings: { ...body.settings, accesses: { ...body.settings.accesses, link: "" } },
});
