import { copyUnfrozen } from "../model/clone";
import { fromEntries, getIn } from "../model/sharded";
import type { CourseSnapshot, LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "./course-snapshot";
import type { CourseState } from "./course-state";
import { defaultSettings, normalizeMaxCount, padAdvantages } from "./defaults";
import type { ContentBlock, LessonState, ModuleState, TaskState } from "./structure";

const clean = { wasCreated: false, wasEdited: false, wasDeleted: false };

const blockRecord = (blocks: ReadonlyArray<ContentBlock>): Record<string, ContentBlock> => {
  const record: Record<string, ContentBlock> = {};
  for (const block of blocks) record[block.contentBlockID] = copyUnfrozen(block);
  return record;
};

/** Turns a server course (SPEC §3 shape) into the normalized model, applying the SPEC §5 defaults. */
export const fromSnapshot = (snapshot: CourseSnapshot): CourseState => {
  const modules: Record<string, ModuleState> = {};
  const lessons: Record<string, LessonState> = {};
  const tasks: Record<string, TaskState> = {};
  for (const module of snapshot.moduleList) {
    modules[module.moduleID] = {
      moduleID: module.moduleID,
      moduleName: module.moduleName,
      lessonOrder: module.lessons.map((l) => l.lessonID),
      ...clean,
    };
    for (const lesson of module.lessons) {
      lessons[lesson.lessonID] = {
        lessonID: lesson.lessonID,
        moduleID: module.moduleID,
        lessonName: lesson.lessonName,
        is_trial: lesson.is_trial,
        isEndedByUser: lesson.isEndedByUser,
        status: lesson.status,
        statistics: lesson.statistics
          ? copyUnfrozen(lesson.statistics)
          : {
              id: null,
              course_id: snapshot.courseID,
              section_id: module.moduleID,
              start_date: null,
              end_date: null,
              blocks: [],
            },
        blockOrder: lesson.lessonContent.map((b) => b.contentBlockID),
        blocks: blockRecord(lesson.lessonContent),
        taskOrder: lesson.tasks.map((t) => t.taskID),
        ...clean,
      };
      for (const task of lesson.tasks) {
        tasks[task.taskID] = {
          taskID: task.taskID,
          lessonID: lesson.lessonID,
          name: task.name,
          blockOrder: task.taskContent.map((b) => b.contentBlockID),
          blocks: blockRecord(task.taskContent),
          ...clean,
        };
      }
    }
  }
  const settings = copyUnfrozen(snapshot.settings ?? defaultSettings());
  return {
    courseID: snapshot.courseID,
    isLoading: false,
    isNew: false,
    wasEdited: false,
    published: snapshot.published,
    page: copyUnfrozen(snapshot.page),
    general: { ...copyUnfrozen(snapshot.general), advantages: padAdvantages(snapshot.general.advantages) },
    additional: copyUnfrozen(snapshot.additional),
    style: copyUnfrozen(snapshot.style),
    lists: copyUnfrozen(snapshot.lists),
    progress: copyUnfrozen(snapshot.progress),
    settings: {
      ...settings,
      accesses: { ...settings.accesses, maxCount: normalizeMaxCount(settings.accesses.maxCount) },
    },
    statistics: copyUnfrozen(snapshot.statistics),
    moduleOrder: snapshot.moduleList.map((m) => m.moduleID),
    modules,
    lessons: fromEntries(Object.entries(lessons)),
    tasks: fromEntries(Object.entries(tasks)),
    unsaved: fromEntries([]),
  };
};

const taskView = (course: CourseState, taskID: string): TaskSnapshot[] => {
  const task = getIn(course.tasks, taskID);
  if (!task) return [];
  return [
    {
      taskID,
      name: task.name,
      taskContent: task.blockOrder.flatMap((id) => (task.blocks[id] ? [task.blocks[id]] : [])),
    },
  ];
};

const lessonView = (course: CourseState, lessonID: string): LessonSnapshot[] => {
  const lesson = getIn(course.lessons, lessonID);
  if (!lesson) return [];
  return [
    {
      lessonID,
      lessonName: lesson.lessonName,
      lessonContent: lesson.blockOrder.flatMap((id) => (lesson.blocks[id] ? [lesson.blocks[id]] : [])),
      tasks: lesson.taskOrder.flatMap((id) => taskView(course, id)),
      is_trial: lesson.is_trial,
      isEndedByUser: lesson.isEndedByUser,
      status: lesson.status,
      statistics: lesson.statistics,
    },
  ];
};

/** The SPEC §3 tree of a course (what a save sends and the server answers). Tombstoned items are left out. */
export const toSnapshot = (course: CourseState): CourseSnapshot => {
  const moduleList: ModuleSnapshot[] = [];
  for (const moduleID of course.moduleOrder) {
    const module = course.modules[moduleID];
    if (!module || module.wasDeleted) continue;
    const lessons = module.lessonOrder
      .filter((id) => !getIn(course.lessons, id)?.wasDeleted)
      .flatMap((id) => lessonView(course, id));
    moduleList.push({
      moduleID,
      moduleName: module.moduleName,
      lessons: lessons.map((l) => ({ ...l, tasks: l.tasks.filter((t) => !getIn(course.tasks, t.taskID)?.wasDeleted) })),
    });
  }
  const { courseID, published, page, general, additional, style, lists, progress, settings, statistics } = course;
  return { courseID, published, page, general, additional, style, lists, progress, settings, statistics, moduleList };
};
