import type { CourseBody } from "@app/domain/api/course-content";
import type { ContentPatch } from "@app/domain/course/content-patch";

/** The history routes' answers as the tests read them, and a two-lesson course to save. */
export const UUID = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
export const text = (id: string, value: string) => ({
  contentBlockID: id,
  status: "none" as const,
  evaluation: null,
  content: { _tag: "text" as const, text: value },
});

export type Entry = {
  version: number;
  author: { id: number; name: string; surname: string; email: string } | null;
  kind: string;
  summary: string[];
  published: boolean;
  restored_from: number | null;
  changed: { modules: string[]; lessons: string[]; tasks: string[]; blocks: string[] };
  name?: string;
};
export type ListAnswer = {
  data: Entry[];
  meta: {
    page: number;
    per_page: number;
    total: number;
    current_version: number;
    published_version: number | null;
    latest_version: number;
  };
};
export type VersionAnswer = { data: { entry: Entry; course: CourseBody } };
export type DiffAnswer = {
  data: { from: number; to: number; changes: Array<{ kind: string; level: string; label: string }> };
};

export const TREE: ContentPatch = {
  moduleOrder: [UUID(1)],
  modules: [{ moduleID: UUID(1), moduleName: "Введение", lessonOrder: [UUID(2), UUID(5)] }],
  lessons: [
    {
      lessonID: UUID(2),
      lessonName: "Переменные",
      is_trial: false,
      content: { order: [UUID(3), UUID(4)], blocks: [text(UUID(3), "Первый"), text(UUID(4), "Второй")] },
      taskOrder: [],
    },
    { lessonID: UUID(5), lessonName: "Циклы", is_trial: false, content: { order: [], blocks: [] }, taskOrder: [] },
  ],
  tasks: [],
};
