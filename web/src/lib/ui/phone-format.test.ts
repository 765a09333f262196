import { describe, expect, it } from "vitest";
import { loadPhoneLib } from "../validation/phone-lib";
import { clampDigits, detectCountry, formatPhone, withCountry } from "./phone-format";

describe("phone mask", () => {
  it("keeps 11 digits for +7 and 13 otherwise", () => {
    expect(clampDigits("+7 (916) 123-45-67 89")).toBe("79161234567");
    expect(clampDigits("+375 29 123 45 67 8901")).toBe("3752912345678");
  });

  it("formats +7 as +7 (XXX) XXX-XX-XX, adding separators only once digits follow", () => {
    expect(formatPhone(null, "7")).toBe("+7");
    expect(formatPhone(null, "7916")).toBe("+7 (916");
    expect(formatPhone(null, "7916123")).toBe("+7 (916) 123");
    expect(formatPhone(null, "79161234567")).toBe("+7 (916) 123-45-67");
  });

  it("follows the typed dial code to a country and swaps dial codes on a country change", async () => {
    const lib = await loadPhoneLib();
    expect(detectCountry(lib, "375291234567", "RU")).toBe("BY");
    expect(detectCountry(lib, "77012345678", "RU")).toBe("KZ");
    expect(detectCountry(lib, "79161234567", "RU")).toBe("RU");
    expect(detectCountry(lib, "999123", "RU")).toBe("");
    expect(withCountry(lib, "79161234567", "RU", "BY")).toBe("3759161234567");
    expect(withCountry(lib, "", "RU", "GE")).toBe("995");
  });
});
