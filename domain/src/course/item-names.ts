import { LIMITS } from "../constants";
import type { ModuleSnapshot } from "./course-snapshot";
import { checkText, type Problem } from "./check-text";

/**
 * The one limit on a section's, lesson's and task's name while it is a draft (SPEC §9: 256; a
 * blank name waits for the publish checks). The editor's commands, `PUT …/content` and
 * `PATCH …/content` all call it (issue #32 row 10: PUT stored what PATCH refused).
 */
export const itemNameProblems = (field: string, name: string): Problem[] =>
  checkText(field, name, { max: LIMITS.name });

/** Every name of a whole module tree (a PUT body), keyed by its place: `moduleList.{m}.lessons.{l}.lessonName`. */
export const treeNameProblems = (moduleList: ReadonlyArray<ModuleSnapshot>): Problem[] =>
  moduleList.flatMap((module, m) => [
    ...itemNameProblems(`moduleList.${m}.moduleName`, module.moduleName),
    ...module.lessons.flatMap((lesson, l) => [
      ...itemNameProblems(`moduleList.${m}.lessons.${l}.lessonName`, lesson.lessonName),
      ...lesson.tasks.flatMap((task, t) => itemNameProblems(`moduleList.${m}.lessons.${l}.tasks.${t}.name`, task.name)),
    ]),
  ]);
