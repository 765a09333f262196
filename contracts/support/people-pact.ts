// The people contract's bodies and the teacher's refusal, shared by the groups and subdivisions files.
import { MatchersV3, type PactV3 } from "@pact-foundation/pact";
import { forbidden } from "./error-bodies";
import { STATE } from "./statistics-states";

export const { like, integer, eachLike } = MatchersV3;
const createdAt = like("2026-10-01T09:00:00.000Z");
/** A group as the server shows it; `start_date` null when it has none (issue #37). */
export const group = (name: string, studentIds: ReadonlyArray<number>, startDate: string | null = null) => ({
  id: integer(1),
  school_id: integer(1),
  name: like(name),
  student_ids: eachLike(studentIds[0] ?? 5),
  created_at: createdAt,
  start_date: startDate === null ? null : like(startDate),
});
export const subdivision = (name: string) => ({
  id: integer(1),
  school_id: integer(1),
  name: like(name),
  group_ids: eachLike(1),
  created_at: createdAt,
});
export const meta = { page: integer(1), per_page: integer(12), total: integer(2) };
export const page = { page: "1", per_page: "12" };

/** The teacher may not manage groups or subdivisions: one 403 per call. */
export const pinTeacherRefused = (pact: PactV3, description: string, request: Parameters<PactV3["withRequest"]>[0]) => {
  pact
    .given(STATE.teacher)
    .uponReceiving(`${description} by a teacher`)
    .withRequest(request)
    .willRespondWith(forbidden());
};
