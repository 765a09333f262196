// The social contract's states, client kit and bodies, shared by its two consumer files.
import { MatchersV3 } from "@pact-foundation/pact";
import { socialApi } from "@app/web/lib/api/social-api";
import { areaKit } from "./area-kit";
import { isoDate, person } from "./review-bodies";

export const { like, integer, number, eachLike, fromProviderState } = MatchersV3;
export const STUDENT = "social: the student is signed in";
export const OUTSIDER = "social: a student outside course 1 is signed in";
export const CLASSMATE = "social: another student of course 1 is signed in";
export const PAGE = { page: "1", per_page: "12" };
export const { api, refused, expired } = areaKit(socialApi, "social: the student's session has expired");

export const post = (text: string) => ({
  id: integer(5),
  course_id: integer(1),
  author: person(5, "Сергей", "Иванов"),
  text: like(text),
  created_at: isoDate("2026-10-02T12:00:00.000Z"),
  reply_to: null,
  replies: [],
});
export const entry = (place: number, points: number) => ({
  place: integer(place),
  student: person(7, "Анна", "Петрова"),
  points: integer(points),
  test_points: integer(4),
  accepted_tasks: integer(3),
  completed_lessons: integer(4),
});
export const review = (courseId: number, rating: number, text: string) => ({
  id: integer(9),
  course_id: integer(courseId),
  author: person(5, "Сергей", "Иванов"),
  rating: integer(rating),
  text: like(text),
  created_at: isoDate("2026-10-02T22:00:00.000Z"),
  edited_at: null,
  answer: null,
});
