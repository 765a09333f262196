import type { Draft } from "immer";
import type { CourseState } from "./course-state";
import { getIn, setIn } from "../model/sharded";
import { itemKey, type ItemRef } from "./ids";

/** Notes that an item now carries a flag, so the next save finds it without scanning the course. */
export const markUnsaved = (course: Draft<CourseState>, item: ItemRef): void => {
  const key = itemKey(item);
  if (getIn(course.unsaved, key)) return;
  setIn(course.unsaved, key, item);
};
