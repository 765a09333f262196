import type { ContentBlock } from "../course/structure";
import type { BodyIndex } from "./body-index";

/** Where a block is: the block and its container's key (`lesson:<id>`, `task:<id>`). */
export type Home = { readonly block: ContentBlock; readonly key: string };
export type Homes = ReadonlyMap<string, Home>;

/** Where each block was in the earlier version and is in the later one. */
export type BlockHomes = { readonly from: Homes; readonly to: Homes };

/** The blocks of every container that is not the same object on both sides, by id: where each one is. */
export const homesOf = (index: BodyIndex, other: BodyIndex): Homes => {
  const homes = new Map<string, Home>();
  for (const [id, { lesson }] of index.lessons) {
    if (other.lessons.get(id)?.lesson === lesson) continue;
    for (const block of lesson.lessonContent) homes.set(block.contentBlockID, { block, key: `lesson:${id}` });
    for (const task of lesson.tasks) {
      if (other.tasks.get(task.taskID)?.task === task) continue;
      for (const block of task.taskContent) homes.set(block.contentBlockID, { block, key: `task:${task.taskID}` });
    }
  }
  return homes;
};
