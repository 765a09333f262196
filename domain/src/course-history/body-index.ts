import type { CourseBody } from "../api/course-content";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "../course/course-snapshot";

export type LessonAt = { readonly lesson: LessonSnapshot; readonly module: ModuleSnapshot; readonly index: number };
export type TaskAt = {
  readonly task: TaskSnapshot;
  readonly lesson: LessonSnapshot;
  readonly module: ModuleSnapshot;
  readonly index: number;
};

/** Where each section, lesson and task of a course is: one pass over the tree, not its blocks. */
export type BodyIndex = {
  readonly modules: ReadonlyMap<string, ModuleSnapshot>;
  readonly lessons: ReadonlyMap<string, LessonAt>;
  readonly tasks: ReadonlyMap<string, TaskAt>;
};

export const indexBody = (body: CourseBody): BodyIndex => {
  const modules = new Map<string, ModuleSnapshot>();
  const lessons = new Map<string, LessonAt>();
  const tasks = new Map<string, TaskAt>();
  for (const module of body.moduleList) {
    modules.set(module.moduleID, module);
    module.lessons.forEach((lesson, index) => {
      lessons.set(lesson.lessonID, { lesson, module, index });
      lesson.tasks.forEach((task, i) => tasks.set(task.taskID, { task, lesson, module, index: i }));
    });
  }
  return { modules, lessons, tasks };
};
