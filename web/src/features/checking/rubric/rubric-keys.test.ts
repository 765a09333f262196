import { describe, expect, it } from "vitest";
import { criterionIndex } from "./rubric-keys";

const press = (code: string, extra: Partial<Parameters<typeof criterionIndex>[0]> = {}) =>
  criterionIndex({ key: "", code, ctrlKey: false, metaKey: false, altKey: false, target: null, ...extra }, 3);

describe("the rubric's digit keys", () => {
  it("1 to 3 tick the first three criteria, on the top row and the keypad", () => {
    expect(press("Digit1")).toBe(0);
    expect(press("Digit3")).toBe(2);
    expect(press("Numpad2")).toBe(1);
  });

  it("a digit past the rubric's criteria, 0 and letters do nothing", () => {
    expect(press("Digit4")).toBeNull();
    expect(press("Digit0")).toBeNull();
    expect(press("KeyA")).toBeNull();
  });

  it("nothing while typing or with a modifier", () => {
    expect(press("Digit1", { target: { tagName: "TEXTAREA" } })).toBeNull();
    expect(press("Digit1", { ctrlKey: true })).toBeNull();
    expect(press("Digit1", { altKey: true })).toBeNull();
  });
});
