import { describe, expect, it } from "vitest";
import { displayName as studentName } from "@app/domain/people/display-name";
import { pageCount, withMembers } from "./student-name";

describe("students helpers", () => {
  it("names a student by name and surname, or by e-mail", () => {
    expect(studentName({ email: "a@b.ru", name: "Анна", surname: "Петрова" })).toBe("Анна Петрова");
    expect(studentName({ email: "a@b.ru", name: "Анна", surname: null })).toBe("Анна");
    expect(studentName({ email: "a@b.ru", name: " ", surname: null })).toBe("a@b.ru");
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it("adds members without repeats, keeping the order", () => {
    expect(withMembers([5, 7], [7, 9, 9])).toEqual([5, 7, 9]);
  });
});
