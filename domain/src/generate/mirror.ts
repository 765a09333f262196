import type { BlockKind } from "../course/block-content";

/** What the generator knows of the courses it authors, to emit events that apply. */
export type MBlock = { id: string; kind: BlockKind };
export type MTask = { id: string; deleted: boolean; blocks: MBlock[] };
export type MLesson = { id: string; deleted: boolean; blocks: MBlock[]; tasks: MTask[] };
export type MModule = { id: string; deleted: boolean; lessons: MLesson[] };
export type MCourse = {
  id: string;
  saved: boolean;
  modules: MModule[];
  pending: Pending[];
  items: Record<string, string[]>;
};

/** An item created under a temporary id, waiting for its server id. */
export type Pending =
  | { kind: "module"; node: MModule }
  | { kind: "lesson"; node: MLesson }
  | { kind: "task"; node: MTask }
  | { kind: "lessonBlock"; parent: MLesson; node: MBlock }
  | { kind: "taskBlock"; parent: MTask; node: MBlock };

export const liveModules = (c: MCourse) => c.modules.filter((m) => !m.deleted);
export const liveLessons = (c: MCourse) => liveModules(c).flatMap((m) => m.lessons.filter((l) => !l.deleted));
export const liveTasks = (c: MCourse) => liveLessons(c).flatMap((l) => l.tasks.filter((t) => !t.deleted));
export const allLessons = (c: MCourse) => c.modules.flatMap((m) => m.lessons);

export const removeFrom = <T>(items: T[], item: T): void => {
  const index = items.indexOf(item);
  if (index >= 0) items.splice(index, 1);
};
