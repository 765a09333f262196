import { castDraft, current, isDraft, type Draft } from "immer";
import { remapHistory } from "../undo/remap-undo";
import { clone, freezeDeep } from "../model/clone";
import type { DomainState } from "../model/state";
import type { CourseState } from "./course-state";
import { flushLesson, flushModule, flushTask } from "./evolve-structure";
import { assignIds } from "./id-remap";
import type { ServerEvent } from "./server-events";
import { fromSnapshot } from "./snapshot-convert";
import { emptyShards, getIn, valuesOf } from "../model/sharded";

type Course = Draft<CourseState>;

const clearFlags = (item: { wasCreated: boolean; wasEdited: boolean }): void => {
  if (item.wasCreated) item.wasCreated = false;
  if (item.wasEdited) item.wasEdited = false;
};

/** After a save: tombstones are gone, flags are clear, removed about items are dropped. Visits only `unsaved`. */
const confirmSave = (course: Course): void => {
  for (const item of valuesOf(course.unsaved)) {
    if (item._tag === "module") {
      const module = course.modules[item.moduleID];
      if (module?.wasDeleted) flushModule(course, item.moduleID);
      else if (module) clearFlags(module);
    } else if (item._tag === "lesson") {
      const lesson = getIn(course.lessons, item.lessonID);
      if (lesson?.wasDeleted) flushLesson(course, item.lessonID);
      else if (lesson) clearFlags(lesson);
    } else {
      const task = getIn(course.tasks, item.taskID);
      if (task?.wasDeleted) flushTask(course, item.taskID);
      else if (task) clearFlags(task);
    }
  }
  course.unsaved = emptyShards();
  const lists = course.lists;
  const keep = <T extends { status: string }>(items: Array<T>): Array<T> =>
    items.some((i) => i.status === "removed") ? items.filter((i) => i.status !== "removed") : items;
  lists.teachers = keep(lists.teachers);
  lists.programs = keep(lists.programs);
  lists.results = keep(lists.results);
  lists.consumers = keep(lists.consumers);
  lists.learns = keep(lists.learns);
  course.isNew = false;
  course.isLoading = false;
  course.wasEdited = false;
  course.page.created = true;
};

/**
 * Server data entering the model. A load or a confirmed save starts a fresh undo history for the
 * course; new ids are carried into it, so undo still reaches the items the server just named.
 */
export const evolveServer = (draft: Draft<DomainState>, event: ServerEvent): void => {
  switch (event._tag) {
    case "CourseLoaded": {
      const course = fromSnapshot(event.course);
      // Inside a produce the new course arrives frozen: immer then skips it when it finalizes, rather
      // than walking every block of it (a 30,000-block course cost about 250 ms). A plain replay
      // writes into it, and freezes the whole state at its end anyway.
      draft.courses[event.course.courseID] = castDraft(isDraft(draft) ? freezeDeep(course) : course);
      delete draft.history[event.course.courseID];
      return;
    }
    case "IdsAssigned": {
      if (!draft.courses[event.courseID]) return;
      const history = draft.history[event.courseID];
      // The history takes exactly the renames the course took (an assignment that names nothing
      // changes nothing, there too). The course's own id moves its history with it in assignIds.
      const applied = assignIds(draft, event.courseID, event.assignments);
      if (history && draft.courses[event.courseID])
        draft.history[event.courseID] = castDraft(remapHistory(isDraft(history) ? current(history) : history, applied));
      return;
    }
    case "EvaluationsArrived": {
      const course = draft.courses[event.courseID];
      if (!course) return;
      for (const { taskID, contentBlockID, evaluation } of event.evaluations) {
        const block = getIn(course.tasks, taskID)?.blocks[contentBlockID];
        if (!block) continue;
        block.status = "needsWork";
        block.evaluation = { ...(block.evaluation ?? {}), ...clone(evaluation) };
      }
      return;
    }
    case "SaveConfirmed": {
      const course = draft.courses[event.courseID];
      if (!course) return;
      confirmSave(course);
      delete draft.history[event.courseID];
      return;
    }
    case "SaveFailed": {
      const course = draft.courses[event.courseID];
      if (course?.isLoading) course.isLoading = false;
      return;
    }
    case "CoursePublished": {
      const course = draft.courses[event.courseID];
      if (course && !course.published) course.published = true;
      return;
    }
    default: {
      const never: never = event;
      return never;
    }
  }
};
