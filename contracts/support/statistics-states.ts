/** Provider states of the statistics area (contracts/provider/states/statistics-states.ts). */
export const STATE = {
  owner: "statistics: the owner is signed in",
  teacher: "statistics: the teacher is signed in",
  student: "statistics: the student is signed in",
  expired: "statistics: the owner's session has expired and was revoked",
  catalogue: "statistics: the demo catalogue has a teacher and an independent author",
} as const;
