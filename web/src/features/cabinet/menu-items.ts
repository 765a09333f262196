import { canOpen } from "@app/domain/auth/route-access";
import type { Role } from "@app/domain/auth/roles";
import type { IconName } from "../../lib/ui/icon";

export type MenuItem = {
  readonly path: string;
  readonly labelKey: string;
  readonly icon: IconName;
  /** Shown only to these roles, though others may open the path (issue #37: the student's deadlines). */
  readonly onlyFor?: ReadonlyArray<Role>;
};

/** SPEC §2 left navigation menu, in its order. */
export const MENU_ITEMS: ReadonlyArray<MenuItem> = [
  { path: "/myCourses", labelKey: "menu.myCourses", icon: "book" },
  { path: "/createdCourses", labelKey: "menu.createdCourses", icon: "layers" },
  { path: "/availableCourses", labelKey: "menu.availableCourses", icon: "check" },
  { path: "/usersStatistics", labelKey: "menu.usersStatistics", icon: "chart" },
  { path: "/students", labelKey: "menu.students", icon: "users" },
  // Issue #37: what is due next across his courses.
  { path: "/deadlines", labelKey: "menu.deadlines", icon: "calendar", onlyFor: ["STUDENT"] },
  { path: "/profile", labelKey: "menu.profile", icon: "user" },
  { path: "/bugReports", labelKey: "menu.bugReports", icon: "mail" },
  // The administrators' screens (issue #32 part 4).
  { path: "/adminSchools", labelKey: "menu.adminSchools", icon: "school" },
  { path: "/adminUsers", labelKey: "menu.adminUsers", icon: "users" },
  { path: "/auditLog", labelKey: "menu.auditLog", icon: "edit" },
];

/** The items a role may open; the others would only bounce it to /login. */
export const menuItemsFor = (role: Role): ReadonlyArray<MenuItem> =>
  MENU_ITEMS.filter((item) => canOpen(item.path, role) && (item.onlyFor === undefined || item.onlyFor.includes(role)));
