/** The course-check message of one field path, if any (see domain/src/course/course-checks.ts). */
export type ErrorOf = (field: string) => string | undefined;
