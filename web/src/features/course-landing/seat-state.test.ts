import { describe, expect, it } from "vitest";
import type { CourseOffer } from "@app/domain/api/access";
import { seatStateOf } from "./seat-state";

const offer = (change: Partial<CourseOffer>): CourseOffer => ({
  course_id: 14,
  mode: "open",
  price: "0",
  old_price: "0",
  seats_total: 3,
  seats_left: 1,
  enrolled: false,
  invited: false,
  ...change,
});

describe("where a person stands with a course before he commits", () => {
  it("no seats left is full; a student already in is in, full or not", () => {
    expect(seatStateOf(offer({ seats_left: 0 }))).toBe("full");
    expect(seatStateOf(offer({ seats_left: 0, enrolled: true }))).toBe("in");
  });

  it("seats left, no limit, or an offer not read: he may go on (the server decides)", () => {
    expect(seatStateOf(offer({ seats_left: 1 }))).toBe("open");
    expect(seatStateOf(offer({ seats_total: null, seats_left: null }))).toBe("open");
    expect(seatStateOf(undefined)).toBe("open");
  });
});
