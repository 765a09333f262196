import { describe, expect, it } from "vitest";
import type { ReviewCourse } from "@app/domain/api/review";
import { countOf, formatDateTime, idParam, personName, sortCourses, statusFilter, statusTabOf } from "./check-params";

const course = (id: number, onReview: number): ReviewCourse => ({
  id,
  name: `Курс ${id}`,
  school_id: 1,
  counts: { on_review: onReview, needs_work: 1, accepted: 2 },
});

describe("the address of the exercise level", () => {
  it("keeps a known status tab and falls back for anything else", () => {
    expect(statusTabOf("needsWork", "onReview")).toBe("needsWork");
    expect(statusTabOf("all", "onReview")).toBe("all");
    expect(statusTabOf("bogus", "onReview")).toBe("onReview");
    expect(statusTabOf(null, "all")).toBe("all");
  });

  it("asks the server for no status on the `all` tab", () => {
    expect(statusFilter("all")).toBeUndefined();
    expect(statusFilter("accepted")).toBe("accepted");
  });

  it("reads ids that are positive whole numbers only", () => {
    expect(idParam("12")).toBe(12);
    expect(idParam("0")).toBeUndefined();
    expect(idParam("1e3")).toBeUndefined();
    expect(idParam("-1")).toBeUndefined();
    expect(idParam(undefined)).toBeUndefined();
    expect(idParam(null)).toBeUndefined();
  });
});

describe("counts and order", () => {
  it("sums every status for the `all` tab", () => {
    expect(countOf({ on_review: 2, needs_work: 1, accepted: 4 }, "all")).toBe(7);
    expect(countOf({ on_review: 2, needs_work: 1, accepted: 4 }, "needsWork")).toBe(1);
  });

  it("puts courses with work waiting first, most first, the rest in the server's order", () => {
    const sorted = sortCourses([course(1, 0), course(2, 3), course(3, 0), course(4, 5)]);
    expect(sorted.map((c) => c.id)).toEqual([4, 2, 1, 3]);
  });
});

describe("names and dates", () => {
  it("joins the name and surname, null when both are empty", () => {
    expect(personName({ id: 1, name: "Иван", surname: "Новиков", avatar: null })).toBe("Иван Новиков");
    expect(personName({ id: 1, name: "Иван", surname: null, avatar: null })).toBe("Иван");
    expect(personName({ id: 1, name: " ", surname: null, avatar: null })).toBeNull();
  });

  it("formats an ISO time in Russian and leaves garbage as it is", () => {
    expect(formatDateTime("2026-10-03T10:45:00.000Z")).toMatch(/2026/);
    expect(formatDateTime("2026-10-03T10:45:00.000Z")).toMatch(/октября/);
    expect(formatDateTime("не дата")).toBe("не дата");
  });
});
