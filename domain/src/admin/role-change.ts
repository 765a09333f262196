import type { ServerRole } from "../api/admin";

/**
 * Issue #32 part 4: the one rule of an administrator's role change, for the school's creation and
 * for the change itself (mock-server/src/admin), and for the web's form. Errors by field, as
 * `errors.validation` carries them; none means the change may be made.
 */
export const ROLE_CHANGE_MESSAGES = {
  ownRole: "Нельзя изменить свою роль: это сделает другой администратор",
  schoolRequired: "Выберите школу",
  noAccount: "Нет учётной записи с таким e-mail: пусть человек сначала зарегистрируется на сайте",
  ownsSchool: (name: string) => `Это владелец школы «${name}»: сначала назначьте школе другого владельца`,
} as const;

/** Roles that belong to one school (SPEC §6: a school's owner and its managers). */
export const isSchoolRole = (role: ServerRole): boolean => role === "school_owner" || role === "manager";

export type RoleChange = {
  /** The administrator who makes the change. */
  readonly actorId: number;
  readonly targetId: number;
  readonly role: ServerRole;
  readonly schoolId: number | null;
  /** Whether the named school exists. */
  readonly schoolExists: boolean;
  /** The schools whose owner the target is now: id and name. */
  readonly ownedSchools: ReadonlyArray<{ readonly id: number; readonly name: string }>;
};

export const roleChangeErrors = (change: RoleChange): Record<string, string[]> => {
  if (change.actorId === change.targetId) return { role: [ROLE_CHANGE_MESSAGES.ownRole] };
  if (isSchoolRole(change.role) && (change.schoolId === null || !change.schoolExists))
    return { school_id: [ROLE_CHANGE_MESSAGES.schoolRequired] };
  // A school keeps its owner until another is named: it would else be left with nobody to run it.
  const stillOwned = change.ownedSchools.find(
    (school) => !(change.role === "school_owner" && school.id === change.schoolId),
  );
  if (stillOwned !== undefined) return { role: [ROLE_CHANGE_MESSAGES.ownsSchool(stillOwned.name)] };
  return {};
};

/** What the account holds after the change: the role alone, and the school for a school's role. */
export const accountAfterChange = (
  role: ServerRole,
  schoolId: number | null,
): { readonly roles: ReadonlyArray<string>; readonly school_id: ReadonlyArray<number> } => ({
  roles: [role],
  school_id: isSchoolRole(role) && schoolId !== null ? [schoolId] : [],
});
