import type { CourseBody } from "@app/domain/api/course-content";
import type { ContentPatch } from "@app/domain/course/content-patch";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { normalizeMaxCount, padAdvantages } from "@app/domain/course/defaults";
import type { Problem } from "@app/domain/course/course-checks";
import { draftProblems, generalProblems, listProblems, maxCountProblems } from "@app/domain/course/draft-checks";
import { itemNameProblems, treeNameProblems } from "@app/domain/course/item-names";
import { AUTHORING_MESSAGES } from "@app/domain/validation/messages";
import type { AboutAdditional } from "@app/domain/course/about";
import { isServerId } from "./assign-ids";
import { sanitizeRichText } from "./sanitize-rich-text";

type Errors = Record<string, string[]>;

const add = (errors: Errors, field: string, message: string): void => {
  (errors[field] ??= []).push(message);
};

const normalGeneral = (general: CourseBody["general"]): CourseBody["general"] => ({
  ...general,
  name: { value: general.name.value.trim() },
  advantages: padAdvantages(general.advantages),
});
const normalLists = (lists: CourseBody["lists"]): CourseBody["lists"] => {
  const active = <T extends { readonly status: string }>(items: ReadonlyArray<T>): T[] =>
    items.filter((i) => i.status !== "removed");
  return {
    teachers: active(lists.teachers),
    programs: active(lists.programs),
    results: active(lists.results),
    consumers: active(lists.consumers),
    learns: active(lists.learns),
  };
};
const normalSettings = (settings: CourseBody["settings"]): CourseBody["settings"] => ({
  ...settings,
  accesses: { ...settings.accesses, maxCount: normalizeMaxCount(settings.accesses.maxCount) },
});

/** A rich description is stored as the one sanitizer leaves it (issue #20); a plain one as typed. */
export const sanitizeAdditional = (additional: AboutAdditional): AboutAdditional =>
  additional.description.format === "html"
    ? { ...additional, description: { value: sanitizeRichText(additional.description.value), format: "html" } }
    : additional;

/**
 * SPEC §4/§5 on save: removed about-list items are dropped, maxCount normalised, advantages padded
 * to 3; a rich description is sanitized (issue #20).
 */
export const normalizeBody = (body: CourseBody): CourseBody => ({
  ...body,
  general: normalGeneral(body.general),
  additional: sanitizeAdditional(body.additional),
  lists: normalLists(body.lists),
  settings: normalSettings(body.settings),
});

/** The same rules on the parts a patch carries. */
export const normalizePatch = (patch: ContentPatch): ContentPatch => ({
  ...patch,
  ...(patch.general ? { general: normalGeneral(patch.general) } : {}),
  ...(patch.additional ? { additional: sanitizeAdditional(patch.additional) } : {}),
  ...(patch.lists ? { lists: normalLists(patch.lists) } : {}),
  ...(patch.settings ? { settings: normalSettings(patch.settings) } : {}),
});

/** Server ids must be unique within their kind: a repeated one would make two items one. */
const duplicateIds = (errors: Errors, body: CourseBody): void => {
  const seen = new Map<string, Set<string>>();
  const check = (kind: string, field: string, id: string): void => {
    if (!isServerId(id)) return;
    const ids = seen.get(kind) ?? new Set<string>();
    seen.set(kind, ids);
    if (ids.has(id)) add(errors, field, AUTHORING_MESSAGES.idTaken);
    ids.add(id);
  };
  body.moduleList.forEach((module, m) => {
    check("module", `moduleList.${m}.moduleID`, module.moduleID);
    module.lessons.forEach((lesson, l) => {
      const at = `moduleList.${m}.lessons.${l}`;
      check("lesson", `${at}.lessonID`, lesson.lessonID);
      lesson.lessonContent.forEach((b, i) =>
        check("block", `${at}.lessonContent.${i}.contentBlockID`, b.contentBlockID),
      );
      lesson.tasks.forEach((task, t) => {
        check("task", `${at}.tasks.${t}.taskID`, task.taskID);
        task.taskContent.forEach((b, i) =>
          check("block", `${at}.tasks.${t}.taskContent.${i}.contentBlockID`, b.contentBlockID),
        );
      });
    });
  });
};

const addProblems = (errors: Errors, problems: ReadonlyArray<Problem>): void => {
  for (const { field, message } of problems) add(errors, field, message);
};

/** The checks a draft save applies (SPEC §9 limits with SPEC §5 messages); the full course checks wait for publish. */
export const saveErrors = (body: CourseBody): ValidationErrors => {
  const errors: Errors = {};
  addProblems(errors, draftProblems(body));
  addProblems(errors, treeNameProblems(body.moduleList));
  duplicateIds(errors, body);
  return errors;
};

/** The same checks on what a patch carries, and the names of the sections, lessons and tasks in it. */
export const patchErrors = (patch: ContentPatch): ValidationErrors => {
  const errors: Errors = {};
  if (patch.general) addProblems(errors, generalProblems(patch.general));
  if (patch.lists) addProblems(errors, listProblems(patch.lists));
  if (patch.settings) addProblems(errors, maxCountProblems(patch.settings.accesses));
  for (const m of patch.modules)
    addProblems(errors, itemNameProblems(`modules.${m.moduleID}.moduleName`, m.moduleName));
  for (const l of patch.lessons)
    addProblems(errors, itemNameProblems(`lessons.${l.lessonID}.lessonName`, l.lessonName));
  for (const t of patch.tasks) addProblems(errors, itemNameProblems(`tasks.${t.taskID}.name`, t.name));
  return errors;
};
