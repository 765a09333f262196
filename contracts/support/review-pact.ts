// The review contract's states and client kit, shared by its two consumer files.
import { MatchersV3 } from "@pact-foundation/pact";
import { reviewApi } from "@app/web/lib/api/review-api";
import { areaKit } from "./area-kit";

export const { like, integer, eachLike } = MatchersV3;
export const TEACHER = "review: the teacher is signed in";
export const STUDENT = "review: the student is signed in";
export const OUTSIDER = "review: a student outside course 1 is signed in";
export const CLASSMATE = "review: another student of course 1 is signed in";
export const HELD = "review: the owner holds submission 1 and the teacher is signed in";
export const PAGE = { page: "1", per_page: "12" };
export const { api, refused, expired } = areaKit(reviewApi, "review: the teacher's session has expired");
