import { describe, expect, it } from "vitest";
import type { ProfileDetails } from "../api/profile";
import { profileSaveDiff, staleProfileFields } from "./profile-conflict";

const stored: ProfileDetails = {
  id: 1,
  name: "Анна",
  surname: "Иванова",
  profile_picture: null,
  city: "Казань",
  phone: "79161234567",
  work: null,
  date_of_birth: "1990-03-15",
  gender: null,
  education_id: 2,
  timezone_id: null,
  language_id: null,
};

describe("a profile saved in two windows (issue #31)", () => {
  it("sends only the changed fields, with the values the page started from", () => {
    const base: Record<string, string | number | null> = { name: "Анна", city: "Казань", work: null, education_id: 2 };
    expect(profileSaveDiff(base, { ...base, city: "Пермь", work: "Школа" })).toEqual({
      changes: { city: "Пермь", work: "Школа" },
      expected: { city: "Казань", work: null },
    });
    expect(profileSaveDiff(base, base)).toEqual({ changes: {}, expected: {} });
  });

  it("names the fields changed meanwhile elsewhere, and none when the start is still stored", () => {
    expect(staleProfileFields(stored, { city: "Казань", work: null, education_id: 2 })).toEqual([]);
    expect(staleProfileFields(stored, { city: "Москва", surname: "Иванова" })).toEqual(["city"]);
    expect(staleProfileFields(stored, { work: "Завод", education_id: null })).toEqual(["work", "education_id"]);
  });
});
