import { describe, expect, it } from "vitest";
import { emailsProblem, splitEmails } from "./invite-emails";

describe("invite e-mails", () => {
  it("splits on commas, semicolons and white space", () => {
    expect(splitEmails(" a@b.ru, c@d.ru;e@f.ru\ng@h.ru ")).toEqual(["a@b.ru", "c@d.ru", "e@f.ru", "g@h.ru"]);
  });

  it("asks for an address when none is given", () => {
    expect(emailsProblem(splitEmails("  , "))).toBe("Обязательное поле");
  });

  it("names the bad address only among several", () => {
    expect(emailsProblem(["плохой"])).toBe("Некорректный Email");
    expect(emailsProblem(["a@b.ru", "плохой"])).toBe("плохой: Некорректный Email");
    expect(emailsProblem(["a@b.ru", "c@d.ru"])).toBeUndefined();
  });
});
