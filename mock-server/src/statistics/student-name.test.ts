import { describe, expect, it } from "vitest";
import { displayName as personDisplayName } from "@app/domain/people/display-name";
import type { UserRecord } from "../store/db-schema";
import { newProfile } from "../store/user-record";
import { displayName } from "./student-name";

const user = (name: string | null, surname: string | null): UserRecord => ({
  id: 7,
  email: "anna@school.ru",
  password: { salt: "", hash: "" },
  roles: ["student"],
  school_id: [1],
  profile: newProfile(70, name, surname, null),
});

/** The inputs the web names people from too (web calls the domain rule itself). */
const NAMES: ReadonlyArray<readonly [string | null, string | null]> = [
  ["Анна", "Петрова"],
  ["  Анна ", " Петрова  Сидорова "],
  ["Анна", null],
  [null, "Петрова"],
  [" ", ""],
  [null, null],
];

describe("the server's display name", () => {
  it("is the domain's rule, as the web shows it", () => {
    for (const [name, surname] of NAMES)
      expect(displayName(user(name, surname))).toBe(personDisplayName({ name, surname, email: "anna@school.ru" }));
    expect(displayName(user("  Анна ", " Петрова  Сидорова "))).toBe("Анна Петрова Сидорова");
    expect(displayName(user(" ", null))).toBe("anna@school.ru");
  });

  it("is empty for a user that is gone", () => {
    expect(displayName(undefined)).toBe("");
  });
});
