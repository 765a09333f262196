import { describe, expect, it } from "vitest";
import { keyAction, type KeyEventLike } from "./review-keys";

const press = (code: string, key: string, more: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName: "BODY" },
  ...more,
});

describe("review desk keys", () => {
  it("maps J, K, A, R, C and ? to their actions, in either layout", () => {
    expect(keyAction(press("KeyJ", "j"))).toBe("next");
    expect(keyAction(press("KeyK", "л"))).toBe("previous");
    expect(keyAction(press("KeyA", "A"))).toBe("accept");
    expect(keyAction(press("KeyR", "r"))).toBe("rework");
    expect(keyAction(press("KeyC", "c"))).toBe("comment");
    expect(keyAction(press("Slash", "?"))).toBe("help");
    expect(keyAction(press("KeyX", "x"))).toBeNull();
  });

  it("does nothing while typing in a field or with a modifier", () => {
    expect(keyAction(press("KeyA", "a", { target: { tagName: "TEXTAREA" } }))).toBeNull();
    expect(keyAction(press("KeyJ", "j", { target: { tagName: "INPUT" } }))).toBeNull();
    expect(keyAction(press("KeyJ", "j", { target: { tagName: "DIV", isContentEditable: true } }))).toBeNull();
    expect(keyAction(press("KeyC", "c", { ctrlKey: true }))).toBeNull();
  });
});
