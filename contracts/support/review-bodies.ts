import { MatchersV3 } from "@pact-foundation/pact";

const { like, integer, regex, eachLike } = MatchersV3;

/** An ISO timestamp as the server writes it (toISOString), matched by shape. */
export const isoDate = (example: string) => regex("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$", example);

/** docs/api.md Person: the demo people have no avatar. */
export const person = (id: number, name: string, surname: string) => ({
  id: integer(id),
  name: like(name),
  surname: like(surname),
  avatar: null,
});

export const pageMeta = (total: number, perPage = 12) => ({
  page: integer(1),
  per_page: integer(perPage),
  total: integer(total),
});

export const counts = (onReview: number, needsWork: number, accepted: number) => ({
  on_review: integer(onReview),
  needs_work: integer(needsWork),
  accepted: integer(accepted),
});

/** A drill-down answer: modules, lessons or tasks with their counts. */
export const nodes = (id: string, name: string) => ({
  data: eachLike({ id: like(id), name: like(name), counts: counts(2, 1, 2) }),
});
