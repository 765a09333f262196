import { describe, expect, it } from "vitest";
import { generateLog } from "../generate/generate-log";
import type { DomainEvent } from "../model/event";
import { REDACTED, redactEvent, redactText } from "./redact";

describe("redacting personal data from logged events", () => {
  it("replaces e-mails, phones, JWTs and join-link tokens", () => {
    expect(redactText("Пишите на ivan.petrov@demo.ru или почта@пример.рф")).toBe(
      `Пишите на ${REDACTED.email} или ${REDACTED.email}`,
    );
    for (const phone of ["+7 (916) 123-45-67", "79161230000", "8 916 123 45 67", "+380 44 123 45 67", "9161234567"]) {
      expect(redactText(`тел. ${phone}.`), phone).toBe(`тел. ${REDACTED.phone}.`);
    }
    expect(redactText("Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl")).toBe(`Bearer ${REDACTED.token}`);
    expect(redactText("http://localhost:3000/join/3f9c1e2a7b")).toBe(`http://localhost:3000/join/${REDACTED.token}`);
  });

  it("leaves dates, ids, UUIDs, file names with times and ordinary numbers alone", () => {
    for (const text of [
      "2026-11-22 10:00:00",
      "2026-11-22T10:00:00.000Z",
      "123e4567-e89b-12d3-a456-426614174000",
      "/uploads/1732200000000-cover.png",
      "Цена 15000 рублей, 12 уроков, 2026 год",
      "c1",
    ]) {
      expect(redactText(text)).toBe(text);
    }
  });

  it("answers an event with nothing to hide as the same object, and copies only the path to a hidden string", () => {
    const plain: DomainEvent = { _tag: "ModuleCreated", courseID: "c1", moduleID: "m1", moduleName: "Раздел 1", at: 1 };
    expect(redactEvent(plain)).toBe(plain);
    const edited: DomainEvent = {
      _tag: "BlockEdited",
      courseID: "c1",
      parent: { _tag: "lesson", lessonID: "l1" },
      contentBlockID: "b1",
      content: { _tag: "text", text: "<p>Вопросы: teacher@demo.ru</p>" },
      at: 2,
    };
    const redacted = redactEvent(edited);
    expect(redacted).toEqual({ ...edited, content: { _tag: "text", text: `<p>Вопросы: ${REDACTED.email}</p>` } });
    expect(redacted).not.toBe(edited);
    expect(edited.content).toEqual({ _tag: "text", text: "<p>Вопросы: teacher@demo.ru</p>" });
    if (redacted._tag === "BlockEdited") expect(redacted.parent).toBe(edited.parent);
  });

  it("changes nothing in the generator's realistic events (no personal data in them)", () => {
    for (const entry of generateLog(2_000, 3)) expect(redactEvent(entry.event)).toBe(entry.event);
  });
});
