import { describe, expect, it } from "vitest";
import { LIMITS } from "../constants";
import { copyName, freeCopyName } from "./copy-name";

describe("copy names", () => {
  it("a copy is named `… (копия)`, within the name limit", () => {
    expect(copyName("Основы Python")).toBe("Основы Python (копия)");
    expect(copyName("Основы Python  ")).toBe("Основы Python (копия)");
    const long = "я".repeat(LIMITS.name);
    const named = copyName(long);
    expect(named.length).toBe(LIMITS.name);
    expect(named.endsWith(" (копия)")).toBe(true);
  });

  it("a free name stays; a taken one gets the suffix, then a number", () => {
    expect(freeCopyName("Новый курс", ["Основы Python"])).toBe("Новый курс");
    expect(freeCopyName("Основы Python", ["основы python "])).toBe("Основы Python (копия)");
    expect(freeCopyName("Основы Python", ["Основы Python", "Основы Python (копия)"])).toBe("Основы Python (копия 2)");
  });
});
