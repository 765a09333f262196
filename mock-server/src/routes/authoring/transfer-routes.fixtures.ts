import type { CourseBody } from "@app/domain/api/course-content";

/** The export document and import report as the transfer tests read them, and a course compared without its ids. */
export type ExportDoc = { format: string; format_version: number; exported_at: string; course: CourseBody };
export type Report = {
  data: {
    dry_run: boolean;
    course_id: number | null;
    name: string;
    imported: { modules: number; lessons: number; tasks: number; blocks: Record<string, number> };
    skipped: Array<{ path: string; reason: string }>;
  };
};

/** A course with every content and list id blanked: what an import must keep is everything else. */
export const withoutIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "id" || key.endsWith("ID") || key === "course_id" || key === "section_id" ? "*" : withoutIds(item),
    ]),
  );
};
