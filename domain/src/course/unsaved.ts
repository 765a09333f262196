import type { Draft } from "immer";
import type { Touch } from "../history/recorder";
import type { CourseState } from "./course-state";
import { itemKey, type ItemRef } from "./ids";

/** Notes that an item now carries a flag, so the next save finds it without scanning the course. */
export const markUnsaved = (course: Draft<CourseState>, item: ItemRef, touch: Touch): void => {
  const key = itemKey(item);
  if (course.unsaved[key]) return;
  touch(["unsaved", key]);
  course.unsaved[key] = item;
};
