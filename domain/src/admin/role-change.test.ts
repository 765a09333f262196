import { describe, expect, it } from "vitest";
import { accountAfterChange, ROLE_CHANGE_MESSAGES, roleChangeErrors, type RoleChange } from "./role-change";

const change = (overrides: Partial<RoleChange> = {}): RoleChange => ({
  actorId: 1,
  targetId: 2,
  role: "manager",
  schoolId: 7,
  schoolExists: true,
  ownedSchools: [],
  ...overrides,
});

describe("an administrator's role change (issue #32 part 4)", () => {
  it("allows a manager of an existing school", () => expect(roleChangeErrors(change())).toEqual({}));

  it("refuses his own role, so that the last administrator cannot lock everyone out", () =>
    expect(roleChangeErrors(change({ targetId: 1, role: "student", schoolId: null }))).toEqual({
      role: [ROLE_CHANGE_MESSAGES.ownRole],
    }));

  it.each([
    ["school_owner", null, true],
    ["manager", 7, false],
  ] as const)("a %s needs a school that exists (school %s, exists %s)", (role, schoolId, schoolExists) =>
    expect(roleChangeErrors(change({ role, schoolId, schoolExists }))).toEqual({
      school_id: [ROLE_CHANGE_MESSAGES.schoolRequired],
    }),
  );

  it("keeps a school's owner until another is named; naming him owner of that school again is fine", () => {
    const ownedSchools = [{ id: 7, name: "Школа Анны" }];
    expect(roleChangeErrors(change({ role: "teacher", schoolId: null, ownedSchools }))).toEqual({
      role: [ROLE_CHANGE_MESSAGES.ownsSchool("Школа Анны")],
    });
    expect(roleChangeErrors(change({ role: "school_owner", schoolId: 8, ownedSchools }))).toEqual({
      role: [ROLE_CHANGE_MESSAGES.ownsSchool("Школа Анны")],
    });
    expect(roleChangeErrors(change({ role: "school_owner", schoolId: 7, ownedSchools }))).toEqual({});
  });

  it("gives the role alone, and the school only to a school's role", () => {
    expect(accountAfterChange("school_owner", 7)).toEqual({ roles: ["school_owner"], school_id: [7] });
    expect(accountAfterChange("teacher", 7)).toEqual({ roles: ["teacher"], school_id: [] });
  });
});
