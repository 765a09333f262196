import { describe, expect, it } from "vitest";
import { ROSTER_MAX_ROWS, ROSTER_MESSAGES, readRoster, rosterRowErrors } from "./roster";

describe("readRoster", () => {
  it("reads e-mail and name by position without a header, skipping blank lines", () => {
    expect(readRoster("a@b.ru,Анна Петрова\n\n c@d.ru ,\n")).toEqual({
      rows: [
        { line: 1, email: "a@b.ru", name: "Анна Петрова" },
        { line: 3, email: "c@d.ru", name: "" },
      ],
      problem: null,
    });
  });

  it("picks the columns a header names, in any order", () => {
    expect(readRoster("ФИО;Телефон;Почта\nАнна;+7900;a@b.ru\n").rows).toEqual([
      { line: 2, email: "a@b.ru", name: "Анна" },
    ]);
  });

  it("names what makes a file unusable", () => {
    expect(readRoster("Имя;Телефон\nАнна;1").problem).toBe(ROSTER_MESSAGES.noEmailColumn);
    expect(readRoster("E-mail,Имя\n").problem).toBe(ROSTER_MESSAGES.empty);
    const long = Array.from({ length: ROSTER_MAX_ROWS + 1 }, (_, i) => `s${i}@b.ru`).join("\n");
    expect(readRoster(long).problem).toBe(ROSTER_MESSAGES.tooMany);
  });
});

describe("rosterRowErrors", () => {
  it("applies the e-mail rule, the name limit and flags an address repeated further down", () => {
    expect(
      rosterRowErrors([
        { email: "a@b.ru", name: "Анна" },
        { email: "not-an-email", name: "Борис" },
        { email: "", name: "Вера" },
        { email: " A@B.ru ", name: "Анна снова" },
        { email: "c@d.ru", name: "x".repeat(257) },
      ]),
    ).toEqual([
      [],
      ["Некорректный Email"],
      ["Обязательное поле"],
      [ROSTER_MESSAGES.duplicate],
      ["Не должно превышать 256 символов"],
    ]);
  });
});
