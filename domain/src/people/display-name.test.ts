import { describe, expect, it } from "vitest";
import { displayName, fullName } from "./display-name";

describe("a person's display name", () => {
  it("joins name and surname, trimmed, with one space between words", () => {
    expect(fullName({ name: "Анна", surname: "Петрова" })).toBe("Анна Петрова");
    expect(fullName({ name: "  Анна ", surname: " Петрова  Сидорова " })).toBe("Анна Петрова Сидорова");
    expect(fullName({ name: "Анна\t", surname: null })).toBe("Анна");
    expect(fullName({ name: undefined, surname: "Петрова" })).toBe("Петрова");
  });

  it("is empty when neither part has a letter", () => {
    expect(fullName({ name: " ", surname: null })).toBe("");
    expect(fullName({})).toBe("");
  });

  it("falls back to the whole e-mail", () => {
    expect(displayName({ email: "a@b.ru", name: "Анна", surname: null })).toBe("Анна");
    expect(displayName({ email: "a@b.ru", name: " ", surname: "" })).toBe("a@b.ru");
  });
});
