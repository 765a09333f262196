/** Query keys of the social tabs, one family per course. */
export const socialKeys = {
  all: (courseID: string) => ["course-social", courseID] as const,
  discussion: (courseID: string) => ["course-social", courseID, "discussion"] as const,
  classmates: (courseID: string) => ["course-social", courseID, "classmates"] as const,
  rating: (courseID: string) => ["course-social", courseID, "rating"] as const,
  reviews: (courseID: string) => ["course-social", courseID, "reviews"] as const,
};
