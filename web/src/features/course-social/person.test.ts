import { describe, expect, it } from "vitest";
import { formatDateTime, personName } from "./person";
import { nextPage } from "./use-paged";

describe("social helpers", () => {
  it("names a person by name and surname, or the fallback", () => {
    expect(personName({ id: 1, name: "Анна", surname: "Петрова", avatar: null }, "Ученик")).toBe("Анна Петрова");
    expect(personName({ id: 1, name: "Анна", surname: null, avatar: null }, "Ученик")).toBe("Анна");
    expect(personName({ id: 1, name: " ", surname: null, avatar: null }, "Ученик")).toBe("Ученик");
  });

  it("formats a server time in Russian and keeps an unreadable one", () => {
    expect(formatDateTime("2026-10-02T12:00:00.000Z")).toMatch(/октября 2026/);
    expect(formatDateTime("вчера")).toBe("вчера");
  });

  it("asks for the next page while fewer than total are loaded", () => {
    expect(nextPage({ page: 1, per_page: 10, total: 11 })).toBe(2);
    expect(nextPage({ page: 2, per_page: 10, total: 20 })).toBeUndefined();
    expect(nextPage({ page: 1, per_page: 10, total: 0 })).toBeUndefined();
  });
});
