import { describe, expect, it } from "vitest";
import { invalid, notFound } from "@app/domain/model/decide-error";
import { decideMessage } from "./decide-message";

describe("decideMessage", () => {
  const error = invalid([
    { field: "lists.results.a.name", message: "Не должно превышать 45 символов" },
    { field: "lists.results.a.description", message: "Не должно превышать 200 символов" },
  ]);

  it("answers the problem of the field being edited", () => {
    expect(decideMessage(error, "lists.results.a.description")).toBe("Не должно превышать 200 символов");
  });

  it("falls back to the first problem, and to the message of other refusals", () => {
    expect(decideMessage(error, "general.name")).toBe("Не должно превышать 45 символов");
    expect(decideMessage(notFound("Элемент не найден"))).toBe("Элемент не найден");
  });
});
